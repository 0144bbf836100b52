/**
 * The public face of @skatekit/core: a short root plus the subpaths `/rules`, `/schemas`, `/texts` and
 * `/platform`, each resolvable by package name, and importing any of them in plain Node (no DOM)
 * touches no browser global.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('entry points of @skatekit/core', () => {
  it('the root holds the storefront, the client, the session and cart stores and the error type', async () => {
    const root = await import('@skatekit/core');
    expect(typeof root.createStorefront).toBe('function');
    expect(typeof root.getStorefront).toBe('function');
    expect(typeof root.createApiClient).toBe('function');
    expect(typeof root.createCartStore).toBe('function');
    // The other stores come from a storefront (storefront.settings, ...); their factories are not public.
    expect('createSettingsStore' in root).toBe(false);
    expect(new root.SkateError('http', 'x').code).toBe('http');
    // Rules, schemas, texts and adapters are not in the root.
    expect('TEXTS' in root).toBe(false);
    expect('Product' in root).toBe(false);
    expect('formatInr' in root).toBe(false);
    expect('createMemoryStorage' in root).toBe(false);
  });

  it('/rules holds the business rules', async () => {
    const rules = await import('@skatekit/core/rules');
    expect(rules.formatInr(123456.5)).toBe('₹1,23,456.50');
    expect(rules.ROUTES.cart).toBe('/cart');
  });

  it('/schemas holds the wire schemas', async () => {
    const schemas = await import('@skatekit/core/schemas');
    expect(schemas.MessageResponse.parse({ message: 'ok' })).toEqual({ success: true, message: 'ok' });
  });

  it('/texts holds every user-facing text', async () => {
    const texts = await import('@skatekit/core/texts');
    expect(texts.TEXTS.PRODUCT_ALREADY_IN_CART).toBe('Product already in cart');
    expect(texts.discountBadge(20)).toBe('20% OFF');
  });

  it('/platform holds the adapters', async () => {
    const platform = await import('@skatekit/core/platform');
    const storage = platform.createMemoryStorage();
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
  });

  it('/html holds the one sanitiser of merchant HTML, for the server and the clients', async () => {
    const html = await import('@skatekit/core/html');
    expect(Object.keys(html).sort()).toEqual(['isSafeUrl', 'sanitizeHtml']);
    expect(html.sanitizeHtml('<p onclick="x()">Boot</p>')).toBe('<p>Boot</p>');
  });

  it('no name is exported by two entry points', async () => {
    const entries = await Promise.all([
      import('@skatekit/core'),
      import('@skatekit/core/rules'),
      import('@skatekit/core/schemas'),
      import('@skatekit/core/texts'),
      import('@skatekit/core/platform'),
      import('@skatekit/core/html'),
    ]);
    const names = entries.flatMap((entry) => Object.keys(entry));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});

describe('importing @skatekit/core under Node', () => {
  const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'];
  const saved = new Map<string, PropertyDescriptor | undefined>();

  afterEach(() => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
    saved.clear();
    vi.resetModules();
  });

  it('runs in a plain Node environment (no DOM)', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
  });

  it('touches no browser global while its modules load', async () => {
    const touched: string[] = [];
    for (const name of BROWSER_GLOBALS) {
      saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          touched.push(name);
          return undefined;
        },
      });
    }
    vi.resetModules(); // evaluate every core module afresh, under the traps
    const fresh = await import('./index');
    await Promise.all([
      import('./entry/rules'),
      import('./entry/schemas'),
      import('./entry/texts'),
      import('./entry/platform'),
      import('./entry/html'),
    ]);
    expect(typeof fresh.createApiClient).toBe('function');
    expect(touched).toEqual([]);
  });
});
