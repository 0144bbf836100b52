import { forgetStorefronts, getStorefrontBase, type PurchaseEventMap } from '@skatekit/core';
import { HI_TEXTS } from '@skatekit/core/locales/hi';
import { setTexts } from '@skatekit/core/texts';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartPage } from '../cart/CartPage';
import { API, MERCHANT, makeStorefront } from '../test/harness';
import { SkateProvider, type SkateProviderProps } from './SkateProvider';
import { usePurchaseEvents } from './usePurchaseEvents';

afterEach(() => {
  setTexts({});
  forgetStorefronts();
});

function renderProvider(props: Omit<SkateProviderProps, 'config' | 'children'>, children = <CartPage />) {
  const { storefront, storage, fetch } = makeStorefront();
  const config = { apiBase: API, merchantCode: MERCHANT, storage, fetch, navigate: vi.fn() };
  const result = render(
    <SkateProvider config={config} storefront={storefront} {...props}>
      {children}
    </SkateProvider>,
  );
  return { ...result, storefront, config };
}

const placed: PurchaseEventMap['order-placed'] = {
  orderId: 'ord-1',
  value: 2119,
  currency: 'INR',
  shipping: 120,
  tax: 323.24,
  coupon: '',
  payMethod: 'Pay now',
  items: [{ item_id: 'p-skates', item_name: 'Quad Skates', price: 1999, quantity: 1 }],
  awaitingPayment: true,
};

function Analytics({ heard }: { heard: string[] }) {
  usePurchaseEvents({ onOrderPlaced: (order) => heard.push(`placed ${order.orderId} ${order.value}`) });
  return null;
}

describe('SkateProvider texts', () => {
  it('shows a merchant text in place of the English one, and the rest in English', async () => {
    renderProvider({ texts: { CART_EMPTY: 'Nothing here yet' } });
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.queryByText('Your cart is empty!')).toBeNull();
  });

  it('shows the Hindi pack, and English again when the prop changes', async () => {
    const { rerender, storefront, config } = renderProvider({ texts: HI_TEXTS });
    expect(await screen.findByText('आपका कार्ट खाली है!')).toBeInTheDocument();
    rerender(
      <SkateProvider config={config} storefront={storefront} texts={{}}>
        <CartPage />
      </SkateProvider>,
    );
    expect(await screen.findByText('Your cart is empty!')).toBeInTheDocument();
  });

  it('refuses an unknown key in development, naming it', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderProvider({ texts: { CART_EMTPY: 'x' } as never })).toThrow(
      'SkateKit texts: unknown key CART_EMTPY (the keys are those of TEXTS in @skatekit/core/texts).',
    );
    quiet.mockRestore();
  });
});

describe('SkateProvider purchase events', () => {
  it('calls onOrderPlaced and onPaymentSucceeded with the checkout event fields, once per order', () => {
    const onOrderPlaced = vi.fn();
    const onPaymentSucceeded = vi.fn();
    const { storefront } = renderProvider({ onOrderPlaced, onPaymentSucceeded });
    const { awaitingPayment: _, ...detail } = placed;
    storefront.checkout.events.emit({ type: 'order-placed', ...placed });
    storefront.checkout.events.emit({ type: 'order-placed', ...placed });
    storefront.checkout.events.emit({ type: 'payment-succeeded', ...detail, amountPaid: 2119 });
    expect(onOrderPlaced.mock.calls).toEqual([[placed]]);
    expect(onPaymentSucceeded.mock.calls).toEqual([[{ ...detail, amountPaid: 2119 }]]);
  });

  it('usePurchaseEvents hears the same events under the provider', () => {
    const heard: string[] = [];
    const { storefront } = renderProvider({}, <Analytics heard={heard} />);
    storefront.checkout.events.emit({ type: 'order-placed', ...placed });
    expect(heard).toEqual(['placed ord-1 2119']);
  });

  it('loads the checkout for its handlers when no screen provided it, and hears its events', async () => {
    const { storage, fetch } = makeStorefront();
    const config = { apiBase: API, merchantCode: MERCHANT, storage, fetch, navigate: vi.fn() };
    const onOrderPlaced = vi.fn();
    render(
      <SkateProvider config={config} onOrderPlaced={onOrderPlaced}>
        <p>Shop</p>
      </SkateProvider>,
    );
    const storefront = getStorefrontBase(config);
    await waitFor(() => expect(storefront.provides('checkout')).toBe(true));
    await new Promise((done) => setTimeout(done, 0));
    storefront.checkout.events.emit({ type: 'order-placed', ...placed });
    expect(onOrderPlaced.mock.calls).toEqual([[placed]]);
  });
});
