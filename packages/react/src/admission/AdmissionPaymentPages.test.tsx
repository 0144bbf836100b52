import { REDIRECT_MS } from '../timings';
import { formatInr, ROUTES, STORAGE_KEYS } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORED_USER, settingsRoutes, signedInRoutes } from '../shell/testRoutes';
import { renderSkate } from '../test/harness';
import { AdmissionPaymentFailedPage, AdmissionPaymentSuccessPage } from './AdmissionPaymentPages';

const record = {
  order_id: 'adm-ord-1',
  receipt_id: 'rcpt-a1',
  createdAt: '2024-02-01T10:00:00Z',
  user_name: 'Asha Rao',
  payment_mode: 'Pay now',
  amountafterdiscount: 2500,
  totalAmountbeforePay: 2500,
  cart_products: [],
  status: 'Success',
  orderStatus: 'Pending',
};
const routes = {
  ...settingsRoutes(),
  ...signedInRoutes(),
  'GET /admission-pay/single/adm-ord-1': { data: record },
  'GET /admission-pay/single/adm-ord-2': { data: { ...record, status: 'Failed', orderStatus: 'Cancelled' } },
  // Another account's admission payment: the server refuses it.
  'GET /admission-pay/single/theirs': { status: 403, body: { message: 'Not allowed' } },
};

describe('Admission payment result pages', { timeout: 30_000 }, () => {
  it('/payment-successad/{id} reads the admission payment and goes to /my-account after 2 s', async () => {
    const { calls, navigate } = renderSkate(<AdmissionPaymentSuccessPage orderId="adm-ord-1" />, {
      routes,
      stored: { [STORAGE_KEYS.user]: STORED_USER },
    });
    expect(await screen.findByText(TEXTS.PAYMENT_SUCCESS)).toBeInTheDocument();
    expect((await screen.findAllByText(formatInr(2500))).length).toBeGreaterThan(0);
    expect(screen.getByText('#RCPTA1')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/admission-pay/single/adm-ord-1')).toBe(true);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(ROUTES.myAccount), {
      timeout: REDIRECT_MS + 2000,
    });
  });

  it("another account's admission payment id never shows Payment Successful", async () => {
    const { navigate } = renderSkate(<AdmissionPaymentSuccessPage orderId="theirs" />, {
      routes,
      stored: { [STORAGE_KEYS.user]: STORED_USER },
    });
    expect(
      await screen.findByRole('heading', { name: 'We could not find this payment in your account.' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.PAYMENT_SUCCESS)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, REDIRECT_MS + 200));
    expect(navigate).not.toHaveBeenCalledWith(ROUTES.myAccount);
  });

  it('/payment-successad/{id} says it is checking while it loads, then the result', async () => {
    // The record answers only when the test says so: the page is seen while it is still loading.
    let answer: (value: unknown) => void = () => {};
    const pending = new Promise((resolve) => {
      answer = resolve;
    });
    renderSkate(<AdmissionPaymentSuccessPage orderId="adm-ord-1" />, {
      routes: { ...routes, 'GET /admission-pay/single/adm-ord-1': () => pending },
      stored: { [STORAGE_KEYS.user]: STORED_USER },
    });
    expect(await screen.findByRole('heading', { name: 'Checking your payment...' })).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.PAYMENT_SUCCESS)).toBeNull();
    answer({ data: record });
    expect(await screen.findByRole('heading', { name: TEXTS.PAYMENT_SUCCESS })).toBeInTheDocument();
  });

  it('/payment-failedad/{id} shows the failure', async () => {
    renderSkate(<AdmissionPaymentFailedPage orderId="adm-ord-2" />, {
      routes,
      stored: { [STORAGE_KEYS.user]: STORED_USER },
    });
    expect(await screen.findByText(TEXTS.PAYMENT_FAILED)).toBeInTheDocument();
  });

  it('sends a guest to /login', async () => {
    const { navigate } = renderSkate(<AdmissionPaymentSuccessPage orderId="adm-ord-1" />, { routes });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(ROUTES.login));
  });
});
