import { describe, expect, it } from 'vitest';
import type { SkateCartButtonElement } from './skate-cart-button';
import { API, guestLine, MERCHANT, product, setupStorefront } from './test/harness';
import { eventually, findIn, mount, settle, shadow, withDefinedTags } from './test/page';

// Made before the tags exist: the page may set properties before the script has run.
const early = document.createElement('skate-cart-button') as SkateCartButtonElement;
early.label = 'Bag';
early.merchantCode = MERCHANT;

withDefinedTags();

const link = (host: Element) => shadow(host).querySelector('a')!;
const badge = (host: Element) => shadow(host).querySelector('[part~="badge"]');
const button = (extra = '') =>
  mount<SkateCartButtonElement>(
    `<skate-cart-button merchant-code="${MERCHANT}" api-base="${API}" ${extra}></skate-cart-button>`,
  );

describe('<skate-cart-button> (written without React)', () => {
  it('links to the cart and shows the count of the shared cart as it changes', async () => {
    const { storefront } = setupStorefront();
    const host = button('base-url="https://academy.example/shop/"');
    const anchor = await findIn<HTMLAnchorElement>(host, 'a[part~="button"]');
    expect(anchor.getAttribute('href')).toBe('https://academy.example/shop/cart');
    expect(anchor.getAttribute('aria-label')).toBe('Cart, 0 items');
    expect(badge(host)).toBeNull();
    expect(shadow(host).querySelector('svg[part~="icon"]')?.getAttribute('aria-hidden')).toBe('true');

    await storefront.cart.getState().addItem(guestLine(product('a')), { context: 'listing' });
    await eventually(() => expect(badge(host)?.textContent).toBe('1'));
    expect(anchor.getAttribute('aria-label')).toBe('Cart, 1 item');
    expect(badge(host)?.getAttribute('aria-hidden')).toBe('true');

    await storefront.cart.getState().addItem(guestLine(product('b')), { context: 'listing' });
    await eventually(() => expect(anchor.getAttribute('aria-label')).toBe('Cart, 2 items'));
    // The visible text reads "2" after a space, as the name does.
    expect(anchor.textContent).toBe(' 2');
  });

  it('maps its attributes to property twins and back', () => {
    setupStorefront();
    const host = button('label="Bag"');
    expect(host.merchantCode).toBe(MERCHANT);
    expect(host.apiBase).toBe(API);
    expect(host.baseUrl).toBeUndefined();
    expect(host.label).toBe('Bag');

    host.baseUrl = '/shop';
    expect(host.getAttribute('base-url')).toBe('/shop');
    host.setAttribute('label', 'Basket');
    expect(host.label).toBe('Basket');
    host.label = undefined;
    expect(host.hasAttribute('label')).toBe(false);
    host.removeAttribute('merchant-code');
    expect(host.merchantCode).toBeUndefined();
  });

  it('re-renders when the label or base-url changes', async () => {
    setupStorefront();
    const host = button();
    const anchor = await findIn<HTMLAnchorElement>(host, 'a');
    expect(shadow(host).querySelector('[part~="label"]')).toBeNull();

    host.label = 'Bag';
    expect(shadow(host).querySelector('[part~="label"]')?.textContent).toBe('Bag');
    expect(anchor.getAttribute('aria-label')).toBe('Bag, 0 items');
    expect(anchor.textContent).toBe('Bag ');

    host.setAttribute('base-url', '/store#');
    expect(anchor.getAttribute('href')).toBe('/store#/cart');
    host.removeAttribute('label');
    expect(shadow(host).querySelector('[part~="label"]')).toBeNull();
    expect(anchor.getAttribute('aria-label')).toBe('Cart, 0 items');
  });

  it('keeps properties set before the tag was defined', async () => {
    setupStorefront();
    early.setAttribute('api-base', API);
    document.body.append(early);
    expect(early.label).toBe('Bag');
    expect(early.getAttribute('label')).toBe('Bag');
    expect(early.getAttribute('merchant-code')).toBe(MERCHANT);
    await eventually(() => expect(link(early).getAttribute('aria-label')).toBe('Bag, 0 items'));
  });

  it('announces a plain click as skate-navigate to /cart, and leaves modified clicks to the browser', async () => {
    setupStorefront();
    const host = button('base-url="#"');
    const anchor = await findIn<HTMLAnchorElement>(host, 'a');
    const heard: unknown[] = [];
    document.addEventListener('skate-navigate', (event) => {
      heard.push(event.detail);
      event.preventDefault();
    });

    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, button: 0 });
    anchor.dispatchEvent(plain);
    expect(heard).toEqual([{ to: '/cart' }]);
    expect(plain.defaultPrevented).toBe(true);

    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    newTab.preventDefault(); // as the page would for this test: jsdom does not open tabs
    anchor.dispatchEvent(newTab);
    const middle = new MouseEvent('click', { bubbles: true, cancelable: true, button: 1 });
    middle.preventDefault();
    anchor.dispatchEvent(middle);
    expect(heard).toHaveLength(1);
  });

  it('keeps following the cart when moved, lets go when removed, and follows again when back', async () => {
    const { storefront } = setupStorefront();
    mount(
      `<div id="one"><skate-cart-button merchant-code="${MERCHANT}" api-base="${API}"></skate-cart-button></div><div id="two"></div>`,
    );
    const host = document.querySelector('skate-cart-button')!;
    const anchor = await findIn(host, 'a');

    document.getElementById('two')!.append(host);
    await settle();
    expect(link(host)).toBe(anchor);
    await storefront.cart.getState().addItem(guestLine(product('a')), { context: 'listing' });
    await eventually(() => expect(badge(host)?.textContent).toBe('1'));

    host.remove();
    await settle();
    await storefront.cart.getState().addItem(guestLine(product('b')), { context: 'listing' });
    await settle();
    expect(badge(host)?.textContent).toBe('1');

    document.body.append(host);
    await eventually(() => expect(badge(host)?.textContent).toBe('2'));
  });

  it('announces skate-ready once, when first configured and rendered', async () => {
    setupStorefront();
    const ready: unknown[] = [];
    document.addEventListener('skate-ready', (event) => ready.push(event.detail));
    const host = button();
    await findIn(host, 'a');
    host.label = 'Bag';
    document.body.append(host);
    await settle();
    expect(ready).toEqual([{ tag: 'skate-cart-button' }]);
  });
});
