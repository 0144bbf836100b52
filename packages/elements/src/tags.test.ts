import { STORAGE_KEYS } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { describe, expect, it, vi } from 'vitest';
import type { SkateCartChangeDetail, SkateReadyDetail } from './internal/events';
import { watchForTags } from './internal/lazy';
import type { SkatePaymentResultElement } from './skate-payment-result';
import type { SkateProductCardElement } from './skate-product-card';
import type { SkateTrackElement } from './skate-track';
import { SKATE_TAGS } from './tags';
import { API, guestLine, MERCHANT, product, setupStorefront } from './test/harness';
import { byText, eventually, mount, shadow, withDefinedTags } from './test/page';

withDefinedTags();

const on = <D>(name: string) => {
  const seen: Array<{ detail: D; target: EventTarget | null }> = [];
  const listener = (event: Event) =>
    seen.push({ detail: (event as CustomEvent<D>).detail, target: event.target });
  document.addEventListener(name, listener);
  return { seen, stop: () => document.removeEventListener(name, listener) };
};

describe('the tags of the issue', () => {
  it('registers every tag, each a custom element with an open shadow root', () => {
    for (const tag of SKATE_TAGS) expect(customElements.get(tag), tag).toBeDefined();
    expect(SKATE_TAGS).toEqual(
      expect.arrayContaining([
        'skate-product-card',
        'skate-new-arrivals',
        'skate-popular-products',
        'skate-offers',
        'skate-categories',
        'skate-hero',
        'skate-search',
        'skate-track',
        'skate-payment-result',
      ]),
    );
  });

  it('twins order-id, outcome and kind with orderId, outcome and kind', () => {
    setupStorefront();
    const track = mount<SkateTrackElement>('<skate-track order-id="77"></skate-track>');
    expect(track.orderId).toBe('77');
    track.orderId = '78';
    expect(track.getAttribute('order-id')).toBe('78');
    const result = mount<SkatePaymentResultElement>(
      '<skate-payment-result order-id="9" outcome="failed" kind="admission"></skate-payment-result>',
      'skate-payment-result',
    );
    expect([result.orderId, result.outcome, result.kind]).toEqual(['9', 'failed', 'admission']);
    result.setAttribute('kind', 'shop');
    expect(result.kind).toBe('shop');
  });

  it('<skate-product-card> shows the product of product-id and follows a new id', async () => {
    setupStorefront({
      'GET /grouped-product/single/a': { data: product('a', { title: 'Alpha Skates' }) },
      'GET /grouped-product/single/b': { data: product('b', { title: 'Beta Wheels' }) },
    });
    const card = mount<SkateProductCardElement>(
      `<skate-product-card merchant-code="${MERCHANT}" api-base="${API}" product-id="a"></skate-product-card>`,
    );
    expect(card.productId).toBe('a');
    await eventually(() =>
      expect(shadow(card).querySelector('article')?.getAttribute('aria-label')).toBe('Alpha Skates'),
    );
    expect(shadow(card).querySelector('[part~="product-card"]')).not.toBeNull();
    card.setAttribute('product-id', 'b');
    await eventually(() =>
      expect(shadow(card).querySelector('article')?.getAttribute('aria-label')).toBe('Beta Wheels'),
    );
  });
});

describe('skate-ready and skate-cart-change', () => {
  it('announces skate-ready once per element, and each cart change once on document with count and lines', async () => {
    setupStorefront({
      'GET /grouped-product/search-all-products/ACAD1': { data: [product('a', { title: 'Alpha' })] },
    });
    const ready = on<SkateReadyDetail>('skate-ready');
    const changes = on<SkateCartChangeDetail>('skate-cart-change');
    mount(`
      <skate-catalogue merchant-code="${MERCHANT}" api-base="${API}"></skate-catalogue>
      <skate-cart-button merchant-code="${MERCHANT}" api-base="${API}"></skate-cart-button>`);
    const catalogue = document.querySelector('skate-catalogue')!;
    await eventually(() => expect(ready.seen).toHaveLength(2));
    expect(ready.seen.map((event) => event.detail)).toEqual(
      expect.arrayContaining([{ tag: 'skate-catalogue' }, { tag: 'skate-cart-button' }]),
    );
    expect(ready.seen.find((event) => event.detail.tag === 'skate-catalogue')?.target).toBe(catalogue);

    const add = await eventually(() => {
      const button = byText(shadow(catalogue), TEXTS.ADD_TO_CART);
      if (!button) throw new Error('no card yet');
      return button;
    });
    add.click();
    await eventually(() => expect(changes.seen.at(-1)?.detail.count).toBe(1));
    const last = changes.seen.at(-1)!;
    expect(last.target).toBe(document);
    expect(last.detail.change).toBe('added');
    expect(last.detail.lines).toHaveLength(1);
    expect(last.detail.lines[0]).toMatchObject({ product_id: 'a', product_name: 'Alpha', quantity: 1 });
    // Two elements show the cart; the change was announced once.
    expect(changes.seen.filter((event) => event.detail.count === 1)).toHaveLength(1);
    ready.stop();
    changes.stop();
  });
});

describe('unknown skate-* tags', () => {
  it('warns once per misspelled tag, naming the known tags', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML =
      '<skate-catalog></skate-catalog><skate-catalog></skate-catalog><skate-cart-button></skate-cart-button>';
    const watcher = watchForTags({
      loaders: { 'skate-cart-button': async () => {}, 'skate-cart': async () => {} },
      known: ['skate-config'],
      root,
    });
    root.append(document.createElement('skate-catalog'), document.createElement('skate-crat'));
    await eventually(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '[skatekit] <skate-catalog> is not a SkateKit tag. Known tags: skate-cart, skate-cart-button, skate-config.',
      '[skatekit] <skate-crat> is not a SkateKit tag. Known tags: skate-cart, skate-cart-button, skate-config.',
    ]);
    watcher.stop();
    warn.mockRestore();
  });
});

describe('<skate-checkout> and sign-in', () => {
  it('waits with a Login button, not "Loading...", when the page cancels skate-login; then signs in inline', async () => {
    const line = guestLine(product('a', { title: 'Alpha' }));
    setupStorefront({}, { [STORAGE_KEYS.guestCart]: [line] });
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('skate-login', cancel);
    const checkout = mount(`<skate-checkout merchant-code="${MERCHANT}" api-base="${API}"></skate-checkout>`);
    const login = await eventually(() => {
      const button = byText(shadow(checkout), TEXTS.LOGIN, 'button');
      if (!button) throw new Error('no Login button yet');
      return button;
    });
    expect(shadow(checkout).textContent).toContain(TEXTS.LOGIN_REQUIRED);
    expect(shadow(checkout).textContent).not.toContain(TEXTS.LOADING);
    document.removeEventListener('skate-login', cancel);
    login.click();
    // The sign-in form inside the element, not a trip to another site.
    await eventually(() => expect(shadow(checkout).querySelector('input[type="password"]')).not.toBeNull());
    expect(byText(shadow(checkout), TEXTS.CONTINUE, 'button')).toBeDefined();
  });

  it('a hidden, idle <skate-checkout> announces no skate-login; shown, it announces it once', async () => {
    const line = guestLine(product('a', { title: 'Alpha' }));
    setupStorefront({}, { [STORAGE_KEYS.guestCart]: [line] });
    const logins = on<{ to: string; returnTo: string | null }>('skate-login');
    const checkout = mount(
      `<skate-checkout merchant-code="${MERCHANT}" api-base="${API}" hidden></skate-checkout>`,
    );
    // The guest's sign-in form is ready inside the hidden element, unannounced.
    await eventually(() => expect(shadow(checkout).querySelector('input[type="password"]')).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logins.seen).toEqual([]);
    checkout.hidden = false;
    await eventually(() => expect(logins.seen).toHaveLength(1));
    expect(logins.seen[0].detail.to).toBe('/login');
    expect(logins.seen[0].target).toBe(checkout);
    logins.stop();
  });
});
