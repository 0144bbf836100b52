import type { GatewayResult, PaymentGateway } from '@skatekit/core/platform';
import { STORAGE_KEYS } from '@skatekit/core/rules';
import { gstLabel, TEXTS } from '@skatekit/core/texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { address, cartLine, signedIn } from '../test/fixtures';
import { MERCHANT, renderSkate, type StubRoutes } from '../test/harness';
import { CheckoutPage } from './CheckoutPage';

const user = signedIn();
const OFFICE = { latitude: 19.1865, longitude: 72.8486 };
// About 2.2 km north of the office.
const home = address({ defaultaddressB: true, latitude: 19.2065, longitude: 72.8486 });
const office = {
  ...home,
  id: 'a2',
  location_user: 'Office',
  new_address: '5 Far Street',
  pincode: '110001',
  defaultaddressS: false,
  defaultaddressB: false,
};
const checkoutData = (
  lines = [cartLine({ product_id: 'c1', product_price: 1000, product_saleprice: 800, quantity: 2 })],
) => ({
  products: lines,
  totalBeforeDiscount: 2000,
  totalAfterDiscount: 1600,
  coupon: '',
  discountAmount: 0,
  isCouponApplied: false,
  course: false,
});
const created = {
  success: true,
  message: '',
  razorpay_order: { id: 'order_sbx_1', amount: 165000, currency: 'INR' },
  order_id: 'order_sbx_1',
  receipt_id: 'rcpt_1',
};

function routes(extra: StubRoutes = {}): StubRoutes {
  return {
    ...user.routes,
    [`GET /address/${user.user.user_id}`]: { user: [home, office] },
    [`GET /pincode/getall/${MERCHANT}`]: { pincodesData: [{ pincode: '400097', status: 'Active' }] },
    [`GET /delivery-price/${MERCHANT}`]: {
      data: [{ min_kilometer: 0, max_kilometer: 10, delivery_price: 50, status: 'Active' }],
    },
    [`GET /freedelivery/${MERCHANT}`]: {
      data: [{ min_kilometer: 0, max_kilometer: 10, freedelivery_price: 5000 }],
    },
    [`GET /register/officesingle/${MERCHANT}`]: { data: { google_address: 'Malad East', ...OFFICE } },
    [`GET /deliverypaybefore/single/${MERCHANT}`]: { help: { delivery_percentage: 20 } },
    [`GET /pay-razorpay/${MERCHANT}`]: {
      data: {
        key_id: 'rzp_test_sandbox',
        company_name: 'Academy',
        company_color: '#123a8f',
        provider: 'sandbox',
        gst_rate: 18,
      },
    },
    // The catalogue records the engine prices the lines from.
    'GET /grouped-product/single/c1': {
      data: {
        product_id: 'c1',
        title: 'Skates',
        sku: 'C1',
        status: 'Active',
        product_type: 'Simple',
        originalPrice: 1000,
        discountPrice: 800,
        stock: 'Unlimited Stock',
      },
    },
    'GET /grouped-product/single/big': {
      data: {
        product_id: 'big',
        title: 'Big',
        sku: 'BIG',
        status: 'Active',
        product_type: 'Simple',
        originalPrice: 6000,
        discountPrice: 5000,
        stock: 'Unlimited Stock',
      },
    },
    'POST /payment': created,
    'POST /payment/verify': { success: true, message: '', order_id: 'order_sbx_1' },
    ...extra,
  };
}

/** The checkout with the merchant's pay buttons (`GET /paybutton`) as given, in this order. */
const renderWithPayButtons = (...buttons: { button_id: string; default: boolean }[]) =>
  renderCheckout({ routes: routes({ [`GET /paybutton/${MERCHANT}`]: { data: buttons } }) });

const fakeGateway = (result: GatewayResult): PaymentGateway & { open: ReturnType<typeof vi.fn> } => ({
  open: vi.fn(async () => result),
});
const paid: GatewayResult = {
  status: 'success',
  proof: { razorpay_order_id: 'order_sbx_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' },
};

function renderCheckout(options: { routes?: StubRoutes; gateway?: PaymentGateway; data?: unknown } = {}) {
  return renderSkate(<CheckoutPage gateway={options.gateway ?? fakeGateway(paid)} />, {
    stored: { ...user.stored, [STORAGE_KEYS.checkoutData]: options.data ?? checkoutData() },
    routes: options.routes ?? routes(),
  });
}
const summary = () => screen.getByRole('region', { name: TEXTS.ORDER_SUMMARY });
const amountOf = (label: string) => within(summary()).getByText(label).nextSibling?.textContent;

describe('CheckoutPage', () => {
  it('sends a guest to /login, remembering /checkout', async () => {
    const { navigate, storefront } = renderSkate(<CheckoutPage />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(storefront.returnPage.getState().path).toBe('/checkout');
  });

  it('shows "Your cart is empty!" with nothing to buy', async () => {
    renderCheckout({ data: checkoutData([]) });
    expect(await screen.findByText(TEXTS.CART_EMPTY)).toBeInTheDocument();
  });

  it('summarises subtotal, the distance-band delivery charge, GST at the merchant rate and the total', async () => {
    renderCheckout();
    await waitFor(() => expect(amountOf(TEXTS.DELIVERY_CHARGE)).toBe('₹50'));
    expect(amountOf(TEXTS.SUBTOTAL)).toBe('₹1,600');
    expect(amountOf(TEXTS.TOTAL)).toBe('₹1,650');
    // 1650 - 1650 / 1.18 = 251.69, at the merchant's rate from the payment configuration.
    expect(amountOf(gstLabel(18))).toBe('₹251.69');
  });

  it('shows Free delivery once a free band threshold is reached', async () => {
    const big = cartLine({ product_id: 'big', product_price: 6000, product_saleprice: 5000, quantity: 1 });
    renderCheckout({ data: { ...checkoutData([big]), totalBeforeDiscount: 6000, totalAfterDiscount: 5000 } });
    await waitFor(() => expect(amountOf(TEXTS.DELIVERY_CHARGE)).toBe(TEXTS.FREE));
    expect(amountOf(TEXTS.TOTAL)).toBe('₹5,000');
  });

  it('picks the pay method by pay-mode priority and shows the advance and remainder for pay on delivery', async () => {
    renderWithPayButtons(
      { button_id: 'paynow', default: false },
      { button_id: 'payondelivery', default: true },
    );
    const pod = await screen.findByRole('radio', { name: new RegExp(TEXTS.PAY_ON_DELIVERY) });
    await waitFor(() => expect(pod).toBeChecked());
    await waitFor(() => expect(amountOf(TEXTS.TOTAL)).toBe('₹1,650'));
    // 20 % of ₹1,650 is paid first, the rest on delivery.
    expect(within(summary()).getByText(TEXTS.ADVANCE_DUE_NOW).nextSibling).toHaveTextContent('₹330');
    expect(within(summary()).getByText(TEXTS.REMAINING_AMOUNT).nextSibling).toHaveTextContent('₹1,320');
    await userEvent.click(screen.getByRole('radio', { name: new RegExp(TEXTS.PAY_NOW) }));
    expect(within(summary()).queryByText(TEXTS.ADVANCE_PAID)).toBeNull();
  });

  it('starts on Pay now when both pay buttons are defaults (paynow has priority)', async () => {
    renderWithPayButtons(
      { button_id: 'payondelivery', default: true },
      { button_id: 'paynow', default: true },
    );
    await waitFor(() => expect(screen.getByRole('radio', { name: new RegExp(TEXTS.PAY_NOW) })).toBeChecked());
  });

  it('Pay now: creates the order, opens the provider, verifies and goes to /payment-success/{id}', async () => {
    const gateway = fakeGateway(paid);
    const { navigate, calls } = renderCheckout({ gateway });
    await waitFor(() => expect(amountOf(TEXTS.DELIVERY_CHARGE)).toBe('₹50'));
    await userEvent.click(screen.getByRole('button', { name: TEXTS.PLACE_ORDER }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/payment-success/order_sbx_1'));
    const order = calls.find((c) => c.method === 'POST' && c.url === '/payment')?.body as Record<
      string,
      unknown
    >;
    expect(order).toMatchObject({
      payment_mode: TEXTS.PAY_NOW,
      billing_address: 'a1',
      shipping_address: 'a1',
      user_id: 'u1',
      main_id: MERCHANT,
    });
    expect(gateway.open).toHaveBeenCalledWith(
      expect.objectContaining({ provider: 'sandbox', key_id: 'rzp_test_sandbox' }),
      expect.objectContaining({ providerOrderId: 'order_sbx_1', amountPaise: 165000 }),
      expect.anything(),
    );
    expect(calls.find((c) => c.url === '/payment/verify')?.body).toMatchObject({
      razorpay_order_id: 'order_sbx_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig',
      receipt_id: 'rcpt_1',
    });
  });

  it('a failed payment goes to /payment-failed/{id}', async () => {
    const { navigate } = renderCheckout({ gateway: fakeGateway({ status: 'failed', reason: 'declined' }) });
    // The shopper places the order once the bill is drawn with the address (as a shopper would).
    await waitFor(() => expect(amountOf(TEXTS.DELIVERY_CHARGE)).toBe('₹50'));
    await userEvent.click(screen.getByRole('button', { name: TEXTS.PLACE_ORDER }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/payment-failed/order_sbx_1'));
  });

  it('shows "Failed to create Razorpay order" when the order cannot be created', async () => {
    const gateway = fakeGateway(paid);
    const { navigate } = renderCheckout({
      gateway,
      routes: routes({ 'POST /payment': { status: 500, body: { message: 'boom' } } }),
    });
    await waitFor(() => expect(amountOf(TEXTS.DELIVERY_CHARGE)).toBe('₹50'));
    await userEvent.click(screen.getByRole('button', { name: TEXTS.PLACE_ORDER }));
    expect(await screen.findByText(TEXTS.RAZORPAY_ORDER_FAILED)).toBeInTheDocument();
    expect(gateway.open).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('issue 43: the server charges another total - "The price has changed" with both figures, no payment until the shopper confirms the new amount', async () => {
    const charged = {
      lines: [
        { product_id: 'c1', sku: 'C1', title: 'Skates', quantity: 2, unit_price: 850, line_total: 1700 },
      ],
      items_total: 1700,
      discount: 0,
      coupon_code: '',
      delivery: 50,
      tax: 266.95,
      gst_rate: 18,
      total: 1750,
      pay_now: 1750,
      remaining: 0,
    };
    const bodies: Record<string, unknown>[] = [];
    const gateway = fakeGateway(paid);
    const { navigate } = renderCheckout({
      gateway,
      routes: routes({
        'POST /payment': (call: { body: unknown }) => {
          bodies.push(call.body as Record<string, unknown>);
          return bodies.length === 1
            ? {
                status: 409,
                body: { message: 'The price has changed', reason: 'price-changed', quote: charged },
              }
            : { ...created, razorpay_order: { ...created.razorpay_order, amount: 175000 }, quote: charged };
        },
      }),
    });
    await waitFor(() => expect(amountOf(TEXTS.DELIVERY_CHARGE)).toBe('₹50'));
    await userEvent.click(screen.getByRole('button', { name: TEXTS.PLACE_ORDER }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('The price has changed');
    expect(notice).toHaveTextContent('₹1,650 → ₹1,750');
    expect(gateway.open).not.toHaveBeenCalled();
    expect(bodies[0]).toMatchObject({ shown: { total: 1650, pay_now: 1650 } });
    await userEvent.click(within(notice).getByRole('button', { name: 'Pay the new amount' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/payment-success/order_sbx_1'));
    expect(bodies[1]).toMatchObject({ shown: { total: 1750, pay_now: 1750 } });
    expect(gateway.open).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ amountPaise: 175000 }),
      expect.anything(),
    );
  });

  it('shows "Error during checkout" when verifying fails', async () => {
    renderCheckout({ routes: routes({ 'POST /payment/verify': new TypeError('fetch failed') }) });
    await waitFor(() => expect(amountOf(TEXTS.DELIVERY_CHARGE)).toBe('₹50'));
    await userEvent.click(screen.getByRole('button', { name: TEXTS.PLACE_ORDER }));
    expect(await screen.findByText(TEXTS.ERROR_DURING_CHECKOUT)).toBeInTheDocument();
  });

  it('warns under a shipping address whose pincode is not served and refuses to place the order', async () => {
    const farAway = { ...office, defaultaddressS: true, defaultaddressB: true };
    const gateway = fakeGateway(paid);
    renderCheckout({
      gateway,
      routes: routes({ [`GET /address/${user.user.user_id}`]: { user: [farAway] } }),
    });
    expect(await screen.findByText(TEXTS.SHIPPING_NOT_AVAILABLE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: TEXTS.PLACE_ORDER }));
    expect(await screen.findByText(TEXTS.NO_DELIVERY_TO_PINCODE)).toBeInTheDocument();
    expect(gateway.open).not.toHaveBeenCalled();
  });

  it('with one address uses it for both shipping and billing', async () => {
    const only = { ...office, pincode: '400097', defaultaddressS: false, defaultaddressB: false };
    const { navigate } = renderCheckout({
      routes: routes({ [`GET /address/${user.user.user_id}`]: { user: [only] } }),
    });
    await screen.findAllByText(/5 Far Street/);
    await userEvent.click(screen.getByRole('button', { name: TEXTS.PLACE_ORDER }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/payment-success/order_sbx_1'));
  });

  it('holds Place Order and the new-address form until the address book has answered', async () => {
    let answer: (value: unknown) => void = () => {};
    const later = new Promise((resolve) => {
      answer = resolve;
    });
    const { navigate, calls } = renderCheckout({
      routes: routes({ [`GET /address/${user.user.user_id}`]: () => later }),
    });
    const place = await screen.findByRole('button', { name: TEXTS.PLACE_ORDER });
    expect(place).toBeDisabled();
    expect(screen.getByText(TEXTS.LOADING)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXTS.ADD_ADDRESS })).toBeNull();
    await userEvent.click(place);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    answer({ user: [home, office] });
    await screen.findAllByText(/12 Link Road/);
    await waitFor(() => expect(screen.getByRole('button', { name: TEXTS.PLACE_ORDER })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: TEXTS.PLACE_ORDER }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/payment-success/order_sbx_1'));
  });

  it('asks for an address choice before saving: "Please select an address before saving."', async () => {
    const none = [{ ...home, defaultaddressS: false, defaultaddressB: false }, { ...office }];
    renderCheckout({ routes: routes({ [`GET /address/${user.user.user_id}`]: { user: none } }) });
    await userEvent.click(
      await screen.findByRole('button', { name: `${TEXTS.CHANGE} ${TEXTS.SHIPPING_ADDRESS}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: TEXTS.SHIPPING_ADDRESS });
    await userEvent.click(within(dialog).getByRole('button', { name: TEXTS.SAVE }));
    expect(await screen.findByText(TEXTS.SELECT_ADDRESS_BEFORE_SAVING)).toBeInTheDocument();
  });

  it('places a pay-on-delivery order for its advance through the provider', async () => {
    const gateway = fakeGateway(paid);
    const { navigate, calls } = renderCheckout({
      gateway,
      routes: routes({
        [`GET /paybutton/${MERCHANT}`]: { data: [{ button_id: 'payondelivery', default: true }] },
        // The provider order is for the advance (20 % of 1,650), as the server opens it.
        'POST /payment': { ...created, razorpay_order: { ...created.razorpay_order, amount: 33000 } },
      }),
    });
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: new RegExp(TEXTS.PAY_ON_DELIVERY) })).toBeChecked(),
    );
    await waitFor(() => expect(amountOf(TEXTS.DELIVERY_CHARGE)).toBe('₹50'));
    await userEvent.click(screen.getByRole('button', { name: TEXTS.PLACE_ORDER }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/payment-success/order_sbx_1'));
    // The spec's hint fields carry the engine's figures: the order total and what stays due.
    expect(calls.find((c) => c.url === '/payment')?.body).toMatchObject({
      payment_mode: TEXTS.PAY_ON_DELIVERY,
      totalAmountbeforePay: 1650,
      remaining_amount: 1320,
    });
  });
});
