import {
  isSimpleOutOfStock,
  type Product,
  productPriceDisplay,
  productPriceRange,
  productRoute,
  productVariations,
  variationBlocked,
} from '../platform/core';
import { absoluteUrl } from '../platform/urls';

/** Text for an HTML attribute or element body. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON inside a `<script>` element: no `<` survives, so no `</script>` can end it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Plain text of a stored HTML fragment (a product's descriptions), whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Search engines show about this much of a description. */
const DESCRIPTION_CHARS = 160;

function clip(text: string): string {
  if (text.length <= DESCRIPTION_CHARS) return text;
  return `${text.slice(0, DESCRIPTION_CHARS - 1).replace(/\s+\S*$/, '')}…`;
}

/** What every page's head says: the document title, its description and, for a public page, its address. */
export interface PageHead {
  title: string;
  description: string;
  /** Full address of the page's canonical URL; absent for pages nobody should index on their own. */
  canonical?: string;
  /** Open Graph tags beyond title, description and URL (`og:type`, `og:image`...), in order. */
  openGraph?: [string, string][];
  /** A schema.org record, written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /** `noindex`: a page with nothing of its own to show a search engine (an unknown product). */
  noindex?: boolean;
}

/** The schema.org availability of a product: in stock while any of it can be bought. */
function availability(product: Product): string {
  const out =
    product.product_type === 'Variable Product'
      ? productVariations(product).every((variation) => variationBlocked(variation))
      : isSimpleOutOfStock(product);
  return out ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock';
}

/** Rupees as schema.org wants a price: digits with two decimals, no symbol or grouping. */
const schemaPrice = (rupees: number) => rupees.toFixed(2);

/**
 * The head of a product page: "{title} - {store}", its short description, its canonical address (the
 * product route of its current title, so links made under an old title point search engines to the new
 * one), Open Graph tags with the first image, and a JSON-LD `Product` with its offer in INR.
 */
export function productHead(
  product: Product,
  context: { origin: string; store: string; siteDescription: string },
): PageHead {
  const { origin, store } = context;
  const url = `${origin}${productRoute(product.title, product.product_id)}`;
  const description =
    clip(plainText(product.short_description) || plainText(product.description)) || context.siteDescription;
  const images = [product.image, ...product.gallery]
    .filter((image, index, all) => image && all.indexOf(image) === index)
    .map((image) => absoluteUrl(origin, image));
  const range = productPriceRange(product);
  const price = productPriceDisplay(product).price;
  const stock = availability(product);
  let offers: Record<string, unknown> | undefined;
  if (range && range.min !== range.max) {
    offers = {
      '@type': 'AggregateOffer',
      priceCurrency: 'INR',
      lowPrice: schemaPrice(range.min),
      highPrice: schemaPrice(range.max),
      offerCount: productVariations(product).length,
      availability: stock,
      url,
    };
  } else if (price !== null) {
    offers = { '@type': 'Offer', priceCurrency: 'INR', price: schemaPrice(price), availability: stock, url };
  }
  const openGraph: [string, string][] = [
    ['og:type', 'product'],
    ['og:site_name', store],
  ];
  if (images[0]) openGraph.push(['og:image', images[0]]);
  if (price !== null) {
    openGraph.push(['product:price:amount', schemaPrice(price)], ['product:price:currency', 'INR']);
  }
  return {
    title: store ? `${product.title} - ${store}` : product.title,
    description,
    canonical: url,
    openGraph,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      ...(images.length > 0 ? { image: images } : {}),
      description,
      ...(product.sku ? { sku: product.sku } : {}),
      productID: product.product_id,
      ...(offers ? { offers } : {}),
    },
  };
}

/** The tags of `head`, to go where index.html's own title and description were. */
export function headTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
  ];
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  tags.push(
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
  );
  if (head.canonical) tags.push(`<meta property="og:url" content="${escapeHtml(head.canonical)}" />`);
  for (const [property, content] of head.openGraph ?? []) {
    tags.push(`<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" />`);
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}
