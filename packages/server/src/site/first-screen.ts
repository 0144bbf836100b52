import {
  activeSliders,
  type CartItem,
  formatInr,
  imageSrcSet,
  itemCount,
  type ListingPage,
  type Product,
  productPriceDisplay,
  productRoute,
  SlidersResponse,
} from '../platform/core';
import { escapeHtml } from './seo';
import { absoluteUrl } from '../platform/urls';

// The first screens of the site's pages (site/page.ts writes them into the boot placeholder): plain
// markup of what the page then draws, in the place and size index.html's styles give it, every text escaped.

/** An image of a first screen: its address, and its `srcset` with the `sizes` it is drawn at, if any. */
export interface HeroImage {
  src: string;
  srcset?: string;
  sizes?: string;
}

/** Cards of a listing's first screen: its first row on a phone (two columns). */
export const FIRST_ROW_CARDS = 2;
/** How wide a listing card's image is drawn (as the site's ProductCard says it). */
export const CARD_IMAGE_SIZES = '(max-width: 639px) 50vw, 300px';
/** How wide a product page's first image is drawn (as the product page's gallery says it). */
export const PRODUCT_IMAGE_SIZES = '(max-width: 899px) 100vw, 640px';

/**
 * A product page's first screen as plain markup: the first image, the title and the price (core's price
 * box), in the place and size the page then draws them, until the page's script takes over.
 */
export function productFirstScreen(product: Product, origin: string): string {
  const image = product.image || product.gallery[0];
  const price = productPriceDisplay(product);
  const parts = ['<div class="host-first-screen host-first-product">'];
  if (image) {
    const hero = heroImage(absoluteUrl(origin, image), PRODUCT_IMAGE_SIZES);
    parts.push(
      `<img class="host-first-image" ${imageSource(hero)} alt="${escapeHtml(product.title)}" fetchpriority="high" decoding="async" />`,
    );
  }
  parts.push(`<h1 class="host-first-title">${escapeHtml(product.title)}</h1>`);
  parts.push(
    `<p class="host-first-price"><span>${escapeHtml(price.text)}</span>${
      price.struckText ? ` <s>${escapeHtml(price.struckText)}</s>` : ''
    }</p>`,
  );
  parts.push('</div>');
  return parts.join('');
}

/** An image drawn at `sizes`: its srcset when the file has stored widths (core's imageSrcSet). */
export function heroImage(src: string, sizes: string): HeroImage {
  const srcset = imageSrcSet(src);
  return srcset ? { src, srcset, sizes } : { src };
}

/** The `src`, `srcset` and `sizes` attributes of an image. */
function imageSource(image: HeroImage): string {
  const set = image.srcset
    ? ` srcset="${escapeHtml(image.srcset)}" sizes="${escapeHtml(image.sizes ?? '100vw')}"`
    : '';
  return `src="${escapeHtml(image.src)}"${set}`;
}

/**
 * A listing's first screen: its heading, its count and its first row of cards (image, title, price) in
 * the size the grid then draws them; the first images are the largest paint of the page.
 */
export function listingFirstScreen(
  heading: string,
  listing: ListingPage,
  cards: Product[],
  origin: string,
): string {
  const parts = [
    '<div class="host-first-screen host-first-listing">',
    `<h1 class="host-first-listing-title">${escapeHtml(heading)}</h1>`,
    `<p class="host-first-listing-count">${escapeHtml(itemCount(listing.total))}</p>`,
    '<div class="host-first-filters"></div>',
    '<ul class="host-first-grid">',
  ];
  for (const product of cards) {
    const price = productPriceDisplay(product);
    const image = product.image
      ? `<img ${imageSource(heroImage(absoluteUrl(origin, product.image), CARD_IMAGE_SIZES))} width="400" height="400" alt="${escapeHtml(product.title)}" fetchpriority="high" decoding="async" />`
      : '';
    parts.push(
      `<li class="host-first-card"><a href="${escapeHtml(productRoute(product.title, product.product_id))}">` +
        `<span class="host-first-card-media">${image}</span>` +
        `<span class="host-first-card-title">${escapeHtml(product.title)}</span>` +
        `<span class="host-first-card-price">${escapeHtml(price.text)}${
          price.struckText ? ` <s>${escapeHtml(price.struckText)}</s>` : ''
        }</span></a></li>`,
    );
  }
  parts.push('</ul></div>');
  return parts.join('');
}

/**
 * The home page's first screen: its hero's first slide (background, offer, name, text) where the slider
 * then draws it, its background preloaded: on a phone the largest thing on the first screen.
 */
export function homeHero(answer: unknown, origin: string): { markup: string; image?: HeroImage } | undefined {
  const parsed = SlidersResponse.safeParse(answer);
  const slide = parsed.success ? activeSliders(parsed.data.data)[0] : undefined;
  if (!slide) return undefined;
  const image = slide.background_image ? absoluteUrl(origin, slide.background_image) : undefined;
  const style = image ? ` style="background-image: url(&quot;${escapeHtml(image)}&quot;)"` : '';
  const parts = [`<div class="host-first-hero"${style}><div class="host-first-hero-inner">`];
  if (slide.offer_name) parts.push(`<span class="host-first-eyebrow">${escapeHtml(slide.offer_name)}</span>`);
  parts.push(`<h2 class="host-first-hero-title">${escapeHtml(slide.slider_name)}</h2>`);
  if (slide.description) parts.push(`<p class="host-first-hero-text">${escapeHtml(slide.description)}</p>`);
  parts.push('</div></div>');
  // A background has no srcset: the file as given.
  return { markup: parts.join(''), image: image ? { src: image } : undefined };
}

/** How wide a cart line's image is drawn (as the cart page's line says it). */
export const CART_IMAGE_SIZES = '84px';

/** A line of the cart's first screen: the catalogue's view of it, and what one unit costs now. */
export interface CartFirstLine {
  line: CartItem;
  unitPrice: number;
  regularPrice: number;
}

/**
 * The cart page's first screen, drawn from the cart cookie's lines (core's readCartCookie) priced from
 * this server's catalogue: the heading, and each line's image, name, attributes, price and quantity,
 * where the cart page then draws them. No total: the page's quote (with the shopper's coupon) says that.
 */
export function cartFirstScreen(
  texts: { heading: string; quantity: string },
  lines: CartFirstLine[],
  origin: string,
): string {
  const parts = [
    '<div class="host-first-screen host-first-cart">',
    `<h1 class="host-first-cart-title">${escapeHtml(texts.heading)}</h1>`,
    '<ul class="host-first-cart-lines">',
  ];
  for (const { line, unitPrice, regularPrice } of lines) {
    const image = line.product_image
      ? `<img ${imageSource(heroImage(absoluteUrl(origin, line.product_image), CART_IMAGE_SIZES))} width="84" height="84" alt="${escapeHtml(line.product_name)}" decoding="async" />`
      : '';
    const attributes = Object.entries(line.variation_attributes)
      .map(([name, value]) => `${name}: ${value}`)
      .join(', ');
    const struck =
      regularPrice > 0 && regularPrice !== unitPrice ? ` <s>${escapeHtml(formatInr(regularPrice))}</s>` : '';
    parts.push(
      `<li class="host-first-cart-line"><div class="host-first-cart-media">${image}</div>` +
        '<div class="host-first-cart-info">' +
        `<h2 class="host-first-cart-name"><a href="${escapeHtml(productRoute(line.product_name, line.product_id))}">${escapeHtml(line.product_name)}</a></h2>` +
        (attributes ? `<p class="host-first-cart-attrs">${escapeHtml(attributes)}</p>` : '') +
        `<p class="host-first-cart-price">${escapeHtml(formatInr(unitPrice))}${struck}</p>` +
        '</div>' +
        `<p class="host-first-cart-quantity">${escapeHtml(texts.quantity)}: ${line.quantity}</p></li>`,
    );
  }
  parts.push('</ul></div>');
  return parts.join('');
}
