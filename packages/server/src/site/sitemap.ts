import { categoryRoute, isCourse, productRoute, ROUTES } from '../platform/core';
import type { Db } from '../db/client';
import { listActiveProducts, listCategories } from '../modules/catalogue/repository';
import { escapeHtml } from './seo';

/** The public pages every shop has, in the order a visitor meets them. */
const FIXED_PAGES = [
  ROUTES.home,
  ROUTES.equipments,
  ROUTES.course,
  ROUTES.about,
  ROUTES.centers,
  ROUTES.contact,
  ROUTES.privacyPolicy,
  ROUTES.refundPolicy,
  ROUTES.rules,
  ROUTES.shipping,
];

/**
 * Every public page of a merchant's site as paths: the fixed pages, then each Active category, each
 * Active product and each Active course (courses are products of the category `courses`, with the same
 * product page).
 */
export async function sitemapPaths(db: Db, merchantCode: string): Promise<string[]> {
  const [categories, products] = await Promise.all([
    listCategories(db, merchantCode),
    listActiveProducts(db, merchantCode),
  ]);
  const route = (product: { title: string; product_id: string }) =>
    productRoute(product.title, product.product_id);
  return [
    ...FIXED_PAGES,
    ...categories.map((category) => categoryRoute(category.category)),
    ...products.filter((product) => !isCourse(product)).map(route),
    ...products.filter((product) => isCourse(product)).map(route),
  ];
}

/** sitemap.xml (sitemaps.org 0.9) of full addresses. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: the shop's pages open to every crawler; the shopper's own pages (cart, checkout, account,
 * orders, payment results) and the API's helper pages closed; where the sitemap is.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${ROUTES.cart}`,
    `Disallow: ${ROUTES.checkout}`,
    `Disallow: ${ROUTES.myAccount}`,
    'Disallow: /track/',
    `Disallow: ${ROUTES.invoice}`,
    'Disallow: /payment-',
    'Disallow: /admin',
    'Disallow: /sandbox/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
