import { REDIRECT_MS } from '../timings';
import { formatIndiaTime, STORAGE_KEYS } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartLine, signedIn } from '../test/fixtures';
import { renderSkate, type StubRoutes } from '../test/harness';
import { PaymentFailedPage, PaymentSuccessPage } from './PaymentResultPage';

const user = signedIn();
const order = (overrides: Record<string, unknown> = {}) => ({
  order_id: 'order_1',
  receipt_id: 'rcpt_1',
  payment_id: 'pay_77',
  createdAt: '2024-01-05T20:40:00.000Z',
  payment_mode: 'Pay now',
  user_name: 'Asha Rao',
  amountafterdiscount: 1600,
  totalAmountbeforePay: 1650,
  remaining_amount: 0,
  status: 'Success',
  orderStatus: 'Pending',
  cart_products: [cartLine()],
  ...overrides,
});

afterEach(() => vi.useRealTimers());

/** Lets the fetches resolve while the clock stands still. */
async function settle(times = 30) {
  for (let i = 0; i < times; i++) await act(() => vi.advanceTimersByTimeAsync(0));
}
/** Stored checkout data of one line (what the success page clears). */
const checkoutWith = (line: ReturnType<typeof cartLine>) => ({
  [STORAGE_KEYS.checkoutData]: { products: [line], totalBeforeDiscount: 1, totalAfterDiscount: 1 },
});

const detail = (label: string) => screen.getByText(label).nextSibling?.textContent;

function renderPage(ui: React.ReactElement, routes: StubRoutes, stored: Record<string, unknown> = {}) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return renderSkate(ui, { stored: { ...user.stored, ...stored }, routes: { ...user.routes, ...routes } });
}

describe('PaymentSuccessPage', () => {
  it('shows the order details in India time, clears cart and checkout data, then goes to /my-account after 2 s', async () => {
    const { navigate, calls, storage } = renderPage(
      <PaymentSuccessPage orderId="order_1" />,
      {
        'GET /payment/order/order_1': { data: order() },
        [`DELETE /cart/deleteall/${user.user.user_id}`]: { isError: false, msg: '' },
      },
      checkoutWith(cartLine()),
    );
    await settle();
    expect(screen.getByRole('heading', { name: TEXTS.PAYMENT_SUCCESS })).toBeInTheDocument();
    expect(detail(TEXTS.TIME_AND_DATE)).toBe(formatIndiaTime('2024-01-05T20:40:00.000Z'));
    expect(detail(TEXTS.TIME_AND_DATE)).toBe('06/01/24 - 02:10');
    expect(detail(TEXTS.REF_NUMBER)).toBe('pay_77');
    expect(detail(TEXTS.ORDER_NUMBER)).toBe('#1');
    expect(detail(TEXTS.PAYMENT_METHOD)).toBe(TEXTS.METHOD_ONLINE);
    expect(detail(TEXTS.SENDER_NAME)).toBe('Asha Rao');
    expect(detail(TEXTS.AMOUNT)).toBe('₹1,650');
    expect(detail(TEXTS.FEE)).toBe('₹0');
    expect(screen.queryByText(TEXTS.ADVANCE_PAID)).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === `/cart/deleteall/${user.user.user_id}`)).toBe(
      true,
    );
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.checkoutData) ?? 'null')).toBeNull();
    act(() => vi.advanceTimersByTime(REDIRECT_MS - 1));
    expect(navigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(navigate).toHaveBeenCalledWith('/my-account');
  });

  it('shows Advance Paid and Remaining Amount for a pay-on-delivery order', async () => {
    renderPage(<PaymentSuccessPage orderId="order_2" />, {
      'GET /payment/order/order_2': {
        data: order({
          order_id: 'order_2',
          payment_mode: 'Pay on delivery',
          // The order keeps its total; the advance paid online is what is not due on delivery.
          totalAmountbeforePay: 1650,
          remaining_amount: 1320,
        }),
      },
    });
    await settle();
    expect(detail(TEXTS.ADVANCE_PAID)).toBe('₹330');
    expect(detail(TEXTS.REMAINING_AMOUNT)).toBe('₹1,320');
  });
});

describe('result pages are idempotent and tell the real state', () => {
  it('an old success link, opened while another checkout is in progress, leaves that cart alone', async () => {
    const { calls, storage } = renderPage(
      <PaymentSuccessPage orderId="order_1" />,
      { 'GET /payment/order/order_1': { data: order() } },
      checkoutWith(cartLine({ product_id: 'newer' })),
    );
    await settle();
    expect(screen.getByRole('heading', { name: TEXTS.PAYMENT_SUCCESS })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.checkoutData) ?? 'null')?.products).toHaveLength(1);
  });

  it('a failed link for an order that was paid says Payment Successful and goes to /my-account', async () => {
    const { navigate } = renderPage(<PaymentFailedPage orderId="order_1" />, {
      'GET /payment/order/order_1': { data: order() },
    });
    await settle();
    expect(screen.getByRole('heading', { name: TEXTS.PAYMENT_SUCCESS })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(REDIRECT_MS));
    expect(navigate).toHaveBeenCalledWith('/my-account');
  });

  it('a success link for an order whose payment failed says Payment Failed and clears nothing', async () => {
    const { calls } = renderPage(
      <PaymentSuccessPage orderId="order_1" />,
      { 'GET /payment/order/order_1': { data: order({ status: 'Failed', orderStatus: 'Cancelled' }) } },
      checkoutWith(cartLine()),
    );
    await settle();
    expect(screen.getByRole('heading', { name: TEXTS.PAYMENT_FAILED })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });
});

describe('PaymentFailedPage', () => {
  it('goes to /cart after 2 s once its order loaded', async () => {
    const { navigate } = renderPage(<PaymentFailedPage orderId="order_1" />, {
      'GET /payment/order/order_1': { data: order({ status: 'Failed', orderStatus: 'Cancelled' }) },
    });
    await settle();
    expect(screen.getByRole('heading', { name: TEXTS.PAYMENT_FAILED })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(REDIRECT_MS));
    expect(navigate).toHaveBeenCalledWith('/cart');
  });

  it('a verify-pending order says Payment Pending with what to do and goes to /my-account, not back to the cart to pay again', async () => {
    const { navigate } = renderPage(<PaymentFailedPage orderId="order_1" />, {
      'GET /payment/order/order_1': { data: order({ status: 'Pending', orderStatus: 'Payment pending' }) },
    });
    await settle();
    expect(screen.getByRole('heading', { name: 'Payment Pending' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'We are confirming your payment with the bank. If money left your account, this order updates on its own; please do not pay again.',
      ),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(REDIRECT_MS));
    expect(navigate).toHaveBeenCalledWith('/my-account');
    expect(navigate).not.toHaveBeenCalledWith('/cart');
  });

  it('stays when its fetch fails', async () => {
    const { navigate } = renderPage(<PaymentFailedPage orderId="gone" />, {
      'GET /payment/order/gone': { status: 500, body: {} },
    });
    await settle();
    act(() => vi.advanceTimersByTime(REDIRECT_MS * 3));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('the admission kind reads the admission payment and goes to /my-account', async () => {
    const { navigate, calls } = renderPage(<PaymentFailedPage orderId="ad1" kind="admission" />, {
      'GET /admission-pay/single/ad1': { data: order({ order_id: 'ad1' }) },
    });
    await settle();
    expect(calls.some((c) => c.url === '/admission-pay/single/ad1')).toBe(true);
    act(() => vi.advanceTimersByTime(REDIRECT_MS));
    expect(navigate).toHaveBeenCalledWith('/my-account');
  });
});
