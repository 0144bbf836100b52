import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

const root = new URL('../../..', import.meta.url).pathname;
const PACKAGES = ['core', 'react', 'elements'] as const;

/** Every `.js` file a package publishes in its `exports`, as [subpath, absolute file]. */
function publishedEntries(name: (typeof PACKAGES)[number]): [string, string][] {
  const dir = join(root, 'packages', name);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { import?: string }>;
  };
  return Object.entries(pkg.exports)
    .map(([subpath, target]) => [subpath, typeof target === 'string' ? target : target.import] as const)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].endsWith('.js'))
    .map(([subpath, file]) => [subpath, join(dir, file)]);
}

/** Runs ES module code in a fresh Node process (no DOM globals), answering its stdout. */
const node = (code: string, conditions: string[] = []) =>
  execFileSync(
    process.execPath,
    [...conditions.map((c) => `--conditions=${c}`), '--input-type=module', '-e', code],
    {
      cwd: join(root, 'packages/react'),
      encoding: 'utf8',
    },
  ).trim();

describe('the published entries on a server', () => {
  it('are built (run `pnpm build` first)', () => {
    for (const name of PACKAGES) expect(existsSync(join(root, 'packages', name, 'dist/index.js'))).toBe(true);
  });

  for (const name of PACKAGES) {
    it(`@skatekit/${name}: every entry imports in plain Node, which has no DOM, and defines nothing`, () => {
      const entries = publishedEntries(name);
      expect(entries.length).toBeGreaterThan(3);
      const report = node(`
        const failures = [];
        for (const [subpath, file] of ${JSON.stringify(entries)}) {
          try { await import(file); } catch (error) { failures.push(subpath + ': ' + error); }
        }
        console.log(JSON.stringify({ failures, dom: ['window', 'document', 'HTMLElement', 'customElements'].filter((g) => g in globalThis) }));
      `);
      expect(JSON.parse(report)).toEqual({ failures: [], dom: [] });
    });
  }

  it('React entries that use hooks or context start with "use client"; the CSS strings (/styles) do not', () => {
    const marked = Object.fromEntries(
      [...publishedEntries('react'), ...publishedEntries('elements')].map(([subpath, file]) => [
        `${file.includes('/elements/') ? 'elements' : 'react'}${subpath.slice(1)}`,
        readFileSync(file, 'utf8').startsWith('"use client";'),
      ]),
    );
    expect(marked).toEqual({
      react: true,
      'react/academy': true,
      'react/account': true,
      'react/admission': true,
      'react/auth': true,
      'react/cart': true,
      'react/catalogue': true,
      'react/checkout': true,
      'react/content': true,
      'react/enquiry': true,
      'react/home': true,
      'react/hooks': true,
      'react/product': true,
      'react/provider': true,
      'react/push': true,
      'react/shell': true,
      'react/styles': false,
      'react/ui': true,
      elements: true,
      'elements/define': true,
      'elements/loader': true,
      'elements/jsx': false,
      'elements/cdn/skate.js': false,
    });
  });

  it("core's client, rules, formatters and schemas work in a Server Component (React's react-server build)", () => {
    const core = join(root, 'packages/core/dist');
    const out = node(
      `
      const react = await import('react');
      const { createApiClient } = await import(${JSON.stringify(`${core}/index.js`)});
      const { formatInr } = await import(${JSON.stringify(`${core}/rules.js`)});
      const { TEXTS } = await import(${JSON.stringify(`${core}/texts.js`)});
      await import(${JSON.stringify(`${core}/schemas.js`)});
      await import(${JSON.stringify(`${core}/platform.js`)});
      const { skateCss } = await import(${JSON.stringify(join(root, 'packages/react/dist/styles/index.js'))});
      const api = createApiClient({
        baseUrl: 'http://api.test',
        merchantCode: 'm1',
        fetch: async () => new Response(JSON.stringify({ data: [{ _id: 'p1', title: 'Deck', main_id: 'm1', status: 'Active' }] }), { headers: { 'content-type': 'application/json' } }),
      });
      const products = await api.catalogue.products();
      console.log(JSON.stringify({
        reactServer: typeof react.createContext === 'undefined',
        names: products.map((p) => p.title),
        price: formatInr(2500),
        text: TEXTS.CART_EMPTY,
        css: skateCss.includes('.skate-root'),
      }));
    `,
      ['react-server'],
    );
    expect(JSON.parse(out)).toEqual({
      reactServer: true,
      names: ['Deck'],
      price: '₹2,500',
      text: 'Your cart is empty!',
      css: true,
    });
  });
});

describe('the React screens rendered with renderToString in plain Node', () => {
  const errors = vi.spyOn(console, 'error');
  afterEach(() => errors.mockClear());

  it('every page renders inside <SkateProvider> without a DOM, a crash or a logged error', async () => {
    const react = (await import(join(root, 'packages/react/dist/index.js'))) as Record<
      string,
      (props: Record<string, unknown>) => ReactElement
    >;
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    const pages: [string, Record<string, unknown>][] = [
      ['HomePage', {}],
      ['ShopPage', { heading: 'Shop' }],
      ['EquipmentsPage', {}],
      ['CoursesPage', {}],
      ['CategoryPage', { category: 'decks', heading: 'Decks' }],
      ['SearchResultsPage', { search: 'deck' }],
      ['ProductDetailPage', { titleSegment: 'street-deck', idSegment: 'p1' }],
      ['CartPage', {}],
      ['CheckoutPage', {}],
      ['LoginPage', {}],
      ['RegisterPage', {}],
      ['ResetPage', {}],
      ['MyAccountPage', {}],
      ['TrackOrderPage', { orderId: 'o1' }],
      ['InvoicePage', { orderId: 'o1' }],
      ['PaymentSuccessPage', { orderId: 'o1' }],
      ['PaymentFailedPage', { orderId: 'o1' }],
      ['AdmissionFormPage', {}],
      ['AdmissionStep2Page', {}],
      ['AdmissionCheckoutPage', {}],
      ['AdmissionPaymentSuccessPage', { orderId: 'o1' }],
      ['AdmissionPaymentFailedPage', { orderId: 'o1' }],
      ['EnquiryFormPage', {}],
      ['ContactPage', {}],
      ['AboutPage', {}],
      ['OfficesPage', {}],
      ['PolicyPage', { policy: 'privacy-policy' }],
    ];
    const rendered: Record<string, boolean> = {};
    for (const [page, props] of pages) {
      const html = renderToString(
        createElement(
          react.SkateProvider,
          { config: { apiBase: 'http://api.test', merchantCode: 'm1', fetch } },
          createElement(react.SiteHeader, {}),
          createElement(react[page], props),
          createElement(react.SiteFooter, {}),
        ),
      );
      rendered[page] = html.startsWith('<div class="skate-root"');
    }
    expect(rendered).toEqual(Object.fromEntries(pages.map(([page]) => [page, true])));
    expect(errors.mock.calls).toEqual([]);
    expect(['window', 'document', 'HTMLElement'].filter((g) => g in globalThis)).toEqual([]);
  });
});
