import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cartCookieValue, productRoute } from '@skatekit/core/rules';
import { merchantSettings, products } from '../src/db/schema';
import { SITE_PAGE_TTL_MS } from '../src/site/site';
import { markCatalogueStale } from '../src/lib/catalogue-version';
import { serverForFile, startTestServer } from './helper';

// A built host site as its Vite build writes it for ROLLR02: the merchant named in a meta tag, the boot
// placeholder the first screen goes into, and the chunks file (the storefront's own, then each route's).
const siteDir = mkdtempSync(join(tmpdir(), 'skatekit-site-pages-'));
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="skatekit:merchant" content="ROLLR02" />
    <title>SkateKit Academy</title>
    <meta name="description" content="Roller-skating courses, admissions and equipment." />
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
  </head>
  <body>
    <div id="root"><div class="host-boot-header" aria-hidden="true">SkateKit Academy</div><div class="host-boot-main"></div></div>
  </body>
</html>
`;
mkdirSync(join(siteDir, 'assets'));
writeFileSync(join(siteDir, 'index.html'), INDEX);
writeFileSync(
  join(siteDir, 'skatekit-routes.json'),
  JSON.stringify({
    boot: ['assets/start-1.js', 'assets/react-1.js'],
    routes: [
      { path: '/', files: ['assets/home-1.js'] },
      { path: '/equipments', files: ['assets/catalogue-1.js', 'assets/Price-2.js'] },
      {
        path: '/product/:title/:id',
        files: ['assets/product-1.js', 'assets/Price-2.js', 'assets/react-1.js'],
      },
      { path: '/cart', files: ['assets/cart-1.js'] },
    ],
  }),
);

const server = serverForFile({ siteDir, publicUrl: 'https://rollr.example' });
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const page = (path: string) => fetch(`${server.url}${path}`, { headers: { accept: 'text/html,*/*;q=0.8' } });
/** The route core's productRoute makes for 'Street Cruiser Quad Skates' / 'rl-quad-street-cruiser'. */
const CRUISER = '/product/U3RyZWV0JTIwQ3J1aXNlciUyMFF1YWQlMjBTa2F0ZXM=/cmwtcXVhZC1zdHJlZXQtY3J1aXNlcg==';
const LESSONS = '/product/V2Vla2VuZCUyMFNrYXRpbmclMjBMZXNzb25z/cmwtY291cnNlLXdlZWtlbmQ=';

function jsonLdOf(html: string): unknown {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]) : null;
}

function primedOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="skatekit-primed">(.*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]) : {};
}

describe('a product page from the server: head, first screen and data in the HTML', () => {
  it('has the title, description, canonical address, Open Graph tags and JSON-LD Product in INR', async () => {
    const response = await page(CRUISER);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<title>Street Cruiser Quad Skates - Rollr Skate Store, Pune</title>');
    expect(html).not.toContain('<title>SkateKit Academy</title>');
    expect(html).toContain(
      '<meta name="description" content="Retro quad skates for cruising Pune’s lanes." />',
    );
    expect(html).not.toContain('Roller-skating courses, admissions and equipment.');
    expect(html).toContain(`<link rel="canonical" href="https://rollr.example${CRUISER}" />`);
    expect(html).toContain(
      '<meta property="og:title" content="Street Cruiser Quad Skates - Rollr Skate Store, Pune" />',
    );
    expect(html).toContain(`<meta property="og:url" content="https://rollr.example${CRUISER}" />`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://rollr.example/uploads/products/rl-quad-street-cruiser.svg" />',
    );
    expect(html).toContain('<meta property="product:price:amount" content="3499.00" />');
    expect(html).toContain('<meta property="product:price:currency" content="INR" />');
    expect(jsonLdOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Street Cruiser Quad Skates',
      image: [
        'https://rollr.example/uploads/products/rl-quad-street-cruiser.svg',
        'https://rollr.example/uploads/products/rl-quad-street-cruiser-2.svg',
      ],
      description: 'Retro quad skates for cruising Pune’s lanes.',
      sku: 'RL-QSC',
      productID: 'rl-quad-street-cruiser',
      offers: {
        '@type': 'Offer',
        priceCurrency: 'INR',
        price: '3499.00',
        availability: 'https://schema.org/InStock',
        url: `https://rollr.example${CRUISER}`,
      },
    });
  });

  it("holds the product's title, price and first image as its first screen, before any script", async () => {
    const html = await (await page(CRUISER)).text();
    const main = /<div class="host-boot-main">(.*?)<\/div><\/div>/.exec(html)?.[1] ?? '';
    expect(main).toBe(
      '<div class="host-first-screen host-first-product">' +
        '<img class="host-first-image" src="https://rollr.example/uploads/products/rl-quad-street-cruiser.svg" alt="Street Cruiser Quad Skates" fetchpriority="high" decoding="async" />' +
        '<h1 class="host-first-title">Street Cruiser Quad Skates</h1>' +
        '<p class="host-first-price"><span>₹3,499</span> <s>₹3,999</s></p>',
    );
    // First in the head, before the page's own tags: the request the largest paint waits for.
    expect(html).toContain(
      '<link rel="preload" as="image" href="https://rollr.example/uploads/products/rl-quad-street-cruiser.svg" fetchpriority="high" />\n    <title>',
    );
  });

  it("holds the storefront's and the route's chunks back until the first screen is shown, and carries the answers the client would fetch first", async () => {
    const html = await (await page(CRUISER)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(html).toContain(
      '<template id="skatekit-boot-files">' +
        '<link rel="modulepreload" crossorigin href="/assets/start-1.js" />' +
        '<link rel="modulepreload" crossorigin href="/assets/react-1.js" />' +
        '<link rel="modulepreload" crossorigin href="/assets/product-1.js" />' +
        '<link rel="modulepreload" crossorigin href="/assets/Price-2.js" />' +
        '</template>',
    );
    expect(html).not.toContain('/assets/home-1.js');
    const primed = primedOf(html);
    expect(Object.keys(primed).sort()).toEqual([
      '/button/ROLLR02',
      '/grouped-product/single/rl-quad-street-cruiser',
      '/help/single/ROLLR02',
      '/marquee/all/ROLLR02',
      '/meta/ROLLR02',
      '/paybutton/ROLLR02',
      '/register/single/ROLLR02',
    ]);
    expect(primed['/grouped-product/single/rl-quad-street-cruiser']).toMatchObject({
      data: {
        product_id: 'rl-quad-street-cruiser',
        title: 'Street Cruiser Quad Skates',
        discountPrice: 3499,
      },
    });
    expect(primed['/meta/ROLLR02']).toMatchObject({ data: { title: 'Rollr Skate Store, Pune' } });
  });

  it("escapes the product's text in its first screen and sends an uploaded image's widths with the preload", async () => {
    const id = 'rl-escape-check';
    await server.app.db.insert(products).values({
      product_id: id,
      main_id: 'ROLLR02',
      title: `Kids' <Glow> Skates & "Pads"`,
      sku: 'RL-ESC',
      status: 'Active',
      category: 'accessories',
      product_type: 'Simple',
      originalPrice: 900,
      discountPrice: 800,
      stock: 'In Stock',
      totalStock: 2,
      image: '/media/ROLLR02/abc123def/800.webp',
    });
    markCatalogueStale(server.app.db);
    try {
      const html = await (await page(productRoute(`Kids' <Glow> Skates & "Pads"`, id))).text();
      const widths = [160, 400, 800, 1200]
        .map((w) => `https://rollr.example/media/ROLLR02/abc123def/${w}.webp ${w}w`)
        .join(', ');
      expect(html).toContain(
        `<img class="host-first-image" src="https://rollr.example/media/ROLLR02/abc123def/800.webp" srcset="${widths}" sizes="(max-width: 899px) 100vw, 640px" alt="Kids&#39; &lt;Glow&gt; Skates &amp; &quot;Pads&quot;" fetchpriority="high" decoding="async" />` +
          '<h1 class="host-first-title">Kids&#39; &lt;Glow&gt; Skates &amp; &quot;Pads&quot;</h1>',
      );
      expect(html).toContain(
        `<link rel="preload" as="image" href="https://rollr.example/media/ROLLR02/abc123def/800.webp" imagesrcset="${widths}" imagesizes="(max-width: 899px) 100vw, 640px" fetchpriority="high" />`,
      );
    } finally {
      await server.app.db.delete(products).where(eq(products.product_id, id));
      markCatalogueStale(server.app.db);
    }
  });

  it('a course is a product page too, with its own offer', async () => {
    const html = await (await page(LESSONS)).text();
    expect(html).toContain('<title>Weekend Skating Lessons - Rollr Skate Store, Pune</title>');
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'Product',
      name: 'Weekend Skating Lessons',
      offers: { '@type': 'Offer', priceCurrency: 'INR', price: '1800.00' },
    });
  });

  it('shows the change on the next page after a catalogue write (no stale page)', async () => {
    expect(await (await page(CRUISER)).text()).toContain('<span>₹3,499</span>');
    const cruiser = eq(products.product_id, 'rl-quad-street-cruiser');
    const [seeded] = await server.app.db.select().from(products).where(cruiser);
    await server.app.db
      .update(products)
      .set({ discountPrice: 3299, totalStock: 0, stock: 'Out of Stock' })
      .where(cruiser);
    // What the console's catalogue writes do on this instance as they answer.
    markCatalogueStale(server.app.db);
    try {
      const html = await (await page(CRUISER)).text();
      expect(html).toContain('<span>₹3,299</span>');
      expect(jsonLdOf(html)).toMatchObject({
        offers: { price: '3299.00', availability: 'https://schema.org/OutOfStock' },
      });
    } finally {
      // As seeded again, for the pages after this one.
      const { discountPrice, totalStock, stock } = seeded;
      await server.app.db.update(products).set({ discountPrice, totalStock, stock }).where(cruiser);
      markCatalogueStale(server.app.db);
    }
  });

  it("shows a change of the shop's settings (no catalogue version) within SITE_PAGE_TTL_MS", async () => {
    expect(await (await page('/about')).text()).toContain(
      '<title>About Us - Rollr Skate Store, Pune</title>',
    );
    const [settings] = await server.app.db
      .select()
      .from(merchantSettings)
      .where(eq(merchantSettings.main_id, 'ROLLR02'));
    await server.app.db
      .update(merchantSettings)
      .set({ meta: { ...settings.meta, title: 'Rollr Skates | Pune' } })
      .where(eq(merchantSettings.main_id, 'ROLLR02'));
    const started = Date.now();
    // Still the kept page just before the time is up, the new title right after.
    server.app.services.now = () => new Date(started + SITE_PAGE_TTL_MS - 1_000);
    expect(await (await page('/about')).text()).toContain(
      '<title>About Us - Rollr Skate Store, Pune</title>',
    );
    server.app.services.now = () => new Date(started + SITE_PAGE_TTL_MS + 1_000);
    expect(await (await page('/about')).text()).toContain('<title>About Us - Rollr Skates</title>');
    await server.app.db
      .update(merchantSettings)
      .set({ meta: settings.meta })
      .where(eq(merchantSettings.main_id, 'ROLLR02'));
    server.app.services.now = () => new Date(started + 3 * SITE_PAGE_TTL_MS);
  });

  it('an unknown product, another shop’s product or a garbled route is a 404 page kept out of the index', async () => {
    const unknown = '/product/VW5rbm93bg==/bm8tc3VjaC1wcm9kdWN0';
    // SKATE01's product: not a page of ROLLR02's site.
    const foreign = '/product/UXVhZA==/c2std2hlZWxzLXF1YWQtb3V0ZG9vcg==';
    for (const path of [unknown, foreign, '/product/not-base64!/x']) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('<title>Product not found - Rollr Skate Store, Pune</title>');
      expect(html, path).toContain('<meta name="robots" content="noindex" />');
      expect(html, path).not.toContain('application/ld+json');
      expect(html, path).toContain('<div class="host-boot-main"></div>');
    }
  });
});

describe('other pages from the server', () => {
  it("a listing gets its route's title, the shop's description and a canonical address", async () => {
    const html = await (await page('/equipments')).text();
    expect(html).toContain('<title>Equipments - Rollr Skate Store, Pune</title>');
    expect(html).toContain('<meta name="description" content="Skates, gear and weekend lessons in Pune." />');
    expect(html).toContain('<link rel="canonical" href="https://rollr.example/equipments" />');
  });

  it("a listing's first screen is its heading, count and first row of cards, from the answer the client then reads", async () => {
    const html = await (await page('/equipments')).text();
    const main = /<div class="host-boot-main">(.*?)<\/div><\/div>/.exec(html)?.[1] ?? '';
    expect(main).toBe(
      '<div class="host-first-screen host-first-listing">' +
        '<h1 class="host-first-listing-title">Equipments</h1>' +
        '<p class="host-first-listing-count">4 items</p>' +
        '<div class="host-first-filters"></div>' +
        '<ul class="host-first-grid">' +
        `<li class="host-first-card"><a href="${CRUISER}">` +
        '<span class="host-first-card-media"><img src="https://rollr.example/uploads/products/rl-quad-street-cruiser.svg" width="400" height="400" alt="Street Cruiser Quad Skates" fetchpriority="high" decoding="async" /></span>' +
        '<span class="host-first-card-title">Street Cruiser Quad Skates</span>' +
        '<span class="host-first-card-price">₹3,499 <s>₹3,999</s></span></a></li>' +
        '<li class="host-first-card"><a href="/product/VXJiYW4lMjBJbmxpbmUlMjBTa2F0ZXMlMjA5MCUyMG1t/cmwtaW5saW5lLXVyYmFuLTkw">' +
        '<span class="host-first-card-media"><img src="https://rollr.example/uploads/products/rl-inline-urban-90.svg" width="400" height="400" alt="Urban Inline Skates 90 mm" fetchpriority="high" decoding="async" /></span>' +
        '<span class="host-first-card-title">Urban Inline Skates 90 mm</span>' +
        '<span class="host-first-card-price">₹6,299 <s>₹6,999</s></span></a></li>' +
        '</ul>',
    );
    expect(html).toContain(
      '<link rel="preload" as="image" href="https://rollr.example/uploads/products/rl-quad-street-cruiser.svg" fetchpriority="high" />',
    );
    // The listing's first page under the address the site's ShopPage asks for it, and its filters' categories.
    const primed = primedOf(html);
    expect(Object.keys(primed).sort()).toEqual([
      '/button/ROLLR02',
      '/category/getdata/category/ROLLR02',
      '/grouped-product/search-all-products/ROLLR02?page=1&limit=9&sort=recommended&type=equipment',
      '/help/single/ROLLR02',
      '/marquee/all/ROLLR02',
      '/meta/ROLLR02',
      '/paybutton/ROLLR02',
      '/register/single/ROLLR02',
    ]);
    expect(
      primed['/grouped-product/search-all-products/ROLLR02?page=1&limit=9&sort=recommended&type=equipment'],
    ).toMatchObject({ total: 4 });
    expect(html).toContain('<template id="skatekit-boot-files">');
  });

  it("home's first screen is its hero's first slide, its background preloaded", async () => {
    const html = await (await page('/')).text();
    expect(html).toContain(
      '<div class="host-boot-main">' +
        '<div class="host-first-hero" style="background-image: url(&quot;https://rollr.example/uploads/sliders/track-background.svg&quot;)">' +
        '<div class="host-first-hero-inner"><span class="host-first-eyebrow">Weekend lessons</span>' +
        '<h2 class="host-first-hero-title">Learn in Koregaon Park</h2>' +
        '<p class="host-first-hero-text">Saturday and Sunday mornings.</p></div></div></div>',
    );
    expect(html).toContain(
      '<link rel="preload" as="image" href="https://rollr.example/uploads/sliders/track-background.svg" fetchpriority="high" />',
    );
  });

  it('home keeps the whole site title and preloads its chunks and first data', async () => {
    const html = await (await page('/')).text();
    expect(html).toContain('<title>Rollr Skate Store, Pune</title>');
    expect(html).toContain('<link rel="canonical" href="https://rollr.example/" />');
    expect(html).toContain(
      '<template id="skatekit-boot-files">' +
        '<link rel="modulepreload" crossorigin href="/assets/start-1.js" />' +
        '<link rel="modulepreload" crossorigin href="/assets/react-1.js" />' +
        '<link rel="modulepreload" crossorigin href="/assets/home-1.js" />' +
        '</template>',
    );
    expect(Object.keys(primedOf(html))).toContain('/slider/all/ROLLR02');
  });

  it("without PUBLIC_URL, the page's inline answers name the page's own host in full addresses (category icons)", async () => {
    const plain = await startTestServer({ siteDir });
    try {
      const html = await (await fetch(`${plain.url}/`, { headers: { accept: 'text/html' } })).text();
      const categories = primedOf(html)['/category/getdata/category/ROLLR02'] as { data: { icon: string }[] };
      const icons = categories.data.map((c) => c.icon).filter(Boolean);
      expect(icons.length).toBeGreaterThan(0);
      for (const icon of icons) expect(icon.startsWith(`${plain.url}/uploads/`), icon).toBe(true);
    } finally {
      await plain.close();
    }
  });

  it("the cart is the shopper's own page: titled, never canonical, its chunks fetched at once", async () => {
    const html = await (await page('/cart')).text();
    expect(html).toContain('<title>Cart - Rollr Skate Store, Pune</title>');
    expect(html).not.toContain('rel="canonical"');
    // No first screen of its own (the cart is in the shopper's browser): nothing to wait for.
    expect(html).toContain('<div class="host-boot-main"></div>');
    expect(html).toContain(
      '    <link rel="modulepreload" crossorigin href="/assets/start-1.js" />\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/react-1.js" />\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/cart-1.js" />\n  </head>',
    );
    expect(html).not.toContain('<template');
  });
});

describe("the cart page drawn from the cart cookie (the shopper's first lines, priced here)", () => {
  const cartPage = (cookie: string) =>
    fetch(`${server.url}/cart`, { headers: { accept: 'text/html,*/*;q=0.8', cookie } });
  const mainOf = (html: string) => /<div class="host-boot-main">(.*?)<\/div><\/div>\n/.exec(html)?.[1] ?? '';

  it("draws the cookie's lines with this shop's names, images and prices, and no one else's page", async () => {
    const cookie = `theme=dark; skate_cart=${cartCookieValue([
      { product_id: 'rl-quad-street-cruiser', product_sku: 'RL-QSC', quantity: 2 },
      { product_id: 'rl-inline-urban-90', product_sku: 'RL-IU90-UK8', quantity: 1 },
    ])}`;
    const response = await cartPage(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toBe('Cookie, accept-encoding');
    const html = await response.text();
    expect(mainOf(html)).toBe(
      '<div class="host-first-screen host-first-cart"><h1 class="host-first-cart-title">Shopping Cart</h1>' +
        '<ul class="host-first-cart-lines">' +
        '<li class="host-first-cart-line"><div class="host-first-cart-media"><img src="https://rollr.example/uploads/products/rl-quad-street-cruiser.svg" width="84" height="84" alt="Street Cruiser Quad Skates" decoding="async" /></div>' +
        `<div class="host-first-cart-info"><h2 class="host-first-cart-name"><a href="${CRUISER}">Street Cruiser Quad Skates</a></h2>` +
        '<p class="host-first-cart-price">₹3,499 <s>₹3,999</s></p></div><p class="host-first-cart-quantity">Quantity: 2</p></li>' +
        '<li class="host-first-cart-line"><div class="host-first-cart-media"><img src="https://rollr.example/uploads/products/rl-inline-urban-90.svg" width="84" height="84" alt="Urban Inline Skates 90 mm" decoding="async" /></div>' +
        `<div class="host-first-cart-info"><h2 class="host-first-cart-name"><a href="${productRoute('Urban Inline Skates 90 mm', 'rl-inline-urban-90')}">Urban Inline Skates 90 mm</a></h2>` +
        '<p class="host-first-cart-attrs">Size: UK 8</p><p class="host-first-cart-price">₹6,299 <s>₹6,999</s></p></div><p class="host-first-cart-quantity">Quantity: 1</p></li>' +
        '</ul></div>',
    );
    // The lines' products are in the page: the cart's refresh of its lines asks for none of them.
    expect(Object.keys(primedOf(html))).toContain('/grouped-product/single/rl-quad-street-cruiser');
    // A first screen to show: the chunks wait for it.
    expect(html).toContain('<template id="skatekit-boot-files">');
    // The next shopper without the cookie gets the plain page (nothing kept from the last one).
    expect(mainOf(await (await page('/cart')).text())).toBe('');
  });

  it('leaves out what the shop does not sell: another shop’s product, a sku of no variation', async () => {
    const cookie = `skate_cart=${cartCookieValue([
      // Another shop's product, a sku that names no variation, and this shop's helmet.
      { product_id: 'sk-quad-junior-adjustable', product_sku: 'SK-QJA', quantity: 1 },
      { product_id: 'rl-inline-urban-90', product_sku: 'RL-IU90-UK12', quantity: 1 },
      { product_id: 'rl-helmet-urban', product_sku: 'RL-HU', quantity: 3 },
    ])}`;
    const html = await (await cartPage(cookie)).text();
    const main = mainOf(html);
    expect(main.match(/<li /g)?.length).toBe(1);
    expect(main).toContain(
      'Urban Skate Helmet</a></h2><p class="host-first-cart-price">₹1,299 <s>₹1,499</s></p>',
    );
    expect(main).toContain('Quantity: 3');
  });

  it('a garbled cookie draws the plain page', async () => {
    for (const cookie of [
      'skate_cart=%E0%A4:x:1',
      'skate_cart=nothing-here:RL-HU:0',
      `skate_cart=${'x'.repeat(5000)}`,
    ]) {
      const response = await cartPage(cookie);
      expect(response.status).toBe(200);
      expect(mainOf(await response.text())).toBe('');
    }
  });
});

describe('sitemap.xml and robots.txt of the site’s merchant', () => {
  it('sitemap.xml lists the fixed pages, every category, product and course', async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(await response.text()).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://rollr.example/</loc></url>
  <url><loc>https://rollr.example/equipments</loc></url>
  <url><loc>https://rollr.example/course</loc></url>
  <url><loc>https://rollr.example/about</loc></url>
  <url><loc>https://rollr.example/centers</loc></url>
  <url><loc>https://rollr.example/contact</loc></url>
  <url><loc>https://rollr.example/privacy-policy</loc></url>
  <url><loc>https://rollr.example/refund-policy</loc></url>
  <url><loc>https://rollr.example/rules-and-regulations</loc></url>
  <url><loc>https://rollr.example/shipping-and-delivery</loc></url>
  <url><loc>https://rollr.example/category-detail/skates</loc></url>
  <url><loc>https://rollr.example/category-detail/gear</loc></url>
  <url><loc>https://rollr.example/category-detail/courses</loc></url>
  <url><loc>https://rollr.example${CRUISER}</loc></url>
  <url><loc>https://rollr.example/product/VXJiYW4lMjBJbmxpbmUlMjBTa2F0ZXMlMjA5MCUyMG1t/cmwtaW5saW5lLXVyYmFuLTkw</loc></url>
  <url><loc>https://rollr.example/product/VXJiYW4lMjBTa2F0ZSUyMEhlbG1ldA==/cmwtaGVsbWV0LXVyYmFu</loc></url>
  <url><loc>https://rollr.example/product/Um9sbHIlMjBQYWRzJTIwQ29tYm8=/cmwtcGFkcy1jb21ibw==</loc></url>
  <url><loc>https://rollr.example${LESSONS}</loc></url>
</urlset>
`);
  });

  it('robots.txt opens the shop, closes the shopper’s own pages and names the sitemap', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(`User-agent: *
Allow: /
Disallow: /cart
Disallow: /checkout
Disallow: /my-account
Disallow: /track/
Disallow: /invoice
Disallow: /payment-
Disallow: /admin
Disallow: /sandbox/

Sitemap: https://rollr.example/sitemap.xml
`);
  });
});
