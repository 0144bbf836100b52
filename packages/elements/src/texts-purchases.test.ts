import { checkoutPart, type PurchaseEventMap } from '@skatekit/core';
import { setTexts, TEXTS } from '@skatekit/core/texts';
import { describe, expect, it, vi } from 'vitest';
import { SKATE_EVENTS } from './internal/events';
import { announcePurchases } from './internal/purchase-events';
import { API, MERCHANT, product, PRODUCTS, setupStorefront } from './test/harness';
import { byText, eventually, findIn, mount, shadow, withDefinedTags } from './test/page';

withDefinedTags(() => {
  setTexts({});
});

const tags = (config: string) => `
  ${config}
  <skate-catalogue merchant-code="${MERCHANT}" api-base="${API}"></skate-catalogue>
  <skate-cart-button merchant-code="${MERCHANT}" api-base="${API}"></skate-cart-button>`;

const cardButton = (text: string) =>
  eventually(() => {
    const button = byText(shadow(document.querySelector('skate-catalogue')!), text);
    if (!button) throw new Error(`no "${text}" yet`);
    return button;
  });

describe('<skate-config> texts', () => {
  it('one text set on <skate-config> shows on every tag', async () => {
    setupStorefront({ [PRODUCTS]: { data: [product('a', { title: 'Alpha' })] } });
    mount(tags(`<skate-config texts='{"ADD_TO_CART":"Add to bag","NAV_CART":"Bag"}'></skate-config>`));
    await cardButton('Add to bag');
    const link = await findIn(document.querySelector('skate-cart-button')!, 'a');
    await eventually(() => expect(link.getAttribute('aria-label')).toBe('Bag, 0 items'));
    // Changing the attribute changes them again; removing it brings English back.
    document.querySelector('skate-config')!.setAttribute('texts', '{"ADD_TO_CART":"Take it"}');
    await cardButton('Take it');
    document.querySelector('skate-config')!.removeAttribute('texts');
    await cardButton('Add to Cart');
  });

  it('loads the Hindi pack for locale="hi", with a child JSON script on top', async () => {
    setupStorefront({ [PRODUCTS]: { data: [product('a', { title: 'Alpha' })] } });
    mount(
      tags(
        `<skate-config locale="hi"><script type="application/json">{"NAV_CART":"झोला"}</script></skate-config>`,
      ),
    );
    await cardButton('कार्ट में डालें');
    const link = await findIn(document.querySelector('skate-cart-button')!, 'a');
    await eventually(() => expect(link.getAttribute('aria-label')).toBe('झोला, 0 items'));
    expect(TEXTS.CART_HEADING).toBe('शॉपिंग कार्ट');
  });

  it('names unknown keys on the console and keeps the known ones', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    setupStorefront({ [PRODUCTS]: { data: [product('a', { title: 'Alpha' })] } });
    mount(tags(`<skate-config texts='{"ADD_TO_KART":"x","ADD_TO_CART":"Add to bag"}'></skate-config>`));
    await cardButton('Add to bag');
    expect(errors).toHaveBeenCalledWith(
      'SkateKit texts: unknown key ADD_TO_KART (the keys are those of TEXTS in @skatekit/core/texts).',
    );
    errors.mockRestore();
  });
});

const placed: PurchaseEventMap['order-placed'] = {
  orderId: 'ord-1',
  value: 2119,
  currency: 'INR',
  shipping: 120,
  tax: 323.24,
  coupon: '',
  payMethod: 'Pay now',
  items: [{ item_id: 'p-skates', item_name: 'Quad Skates', price: 1999, quantity: 1, item_variant: 'QS-8' }],
  awaitingPayment: true,
};

describe('purchase events', () => {
  it('announces skate-order-placed and skate-payment-succeeded from the checkout, once per page', () => {
    const storefront = setupStorefront().storefront.provide({ checkout: checkoutPart });
    const first = mount('<div id="one"></div><div id="two"></div>', '#one');
    const second = document.getElementById('two')!;
    const seen: Array<{ type: string; target: EventTarget | null; detail: unknown; composed: boolean }> = [];
    for (const type of [SKATE_EVENTS.orderPlaced, SKATE_EVENTS.paymentSucceeded])
      document.addEventListener(type, (event) =>
        seen.push({
          type,
          target: event.target,
          detail: (event as CustomEvent).detail,
          composed: event.composed,
        }),
      );
    // Two checkouts on one page hear the same purchase: the page hears it once.
    const stops = [first, second].map((host) => announcePurchases(host, storefront.checkout.events));
    const { awaitingPayment: _, ...detail } = placed;
    storefront.checkout.events.emit({ type: 'order-placed', ...placed });
    storefront.checkout.events.emit({ type: 'payment-succeeded', ...detail, amountPaid: 2119 });
    for (const stop of stops) stop();
    expect(seen).toEqual([
      { type: 'skate-order-placed', target: first, detail: placed, composed: true },
      {
        type: 'skate-payment-succeeded',
        target: first,
        detail: { ...detail, amountPaid: 2119 },
        composed: true,
      },
    ]);
  });
});
