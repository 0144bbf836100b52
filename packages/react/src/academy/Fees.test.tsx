import {
  ACADEMY_SCREEN_TEXTS as T,
  AUTOPAY_STATUS_LABELS,
  FEE_METHOD_LABELS,
  FEE_TEXTS,
} from '@skatekit/core/academy';
import type { GatewayResult, PaymentGateway } from '@skatekit/core/platform';
import { STORAGE_KEYS } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORED_USER, signedInRoutes } from '../shell/testRoutes';
import { renderForm } from '../test/form';
import type { StubRoutes } from '../test/harness';
import { FeePayLinkPage } from './FeePayLinkPage';
import { Fees } from './Fees';

const fee = (id: string, extra: Record<string, unknown> = {}) => ({
  invoice_id: id,
  student_id: 's1',
  student_name: 'Zara Rao',
  batch_id: 'b1',
  period: '2026-12',
  amount: 2500,
  late_fine: 0,
  total: 2500,
  due_date: '2026-12-10',
  status: 'due',
  paid_at: null,
  ...extra,
});
const FEES = {
  data: [
    fee('i1'),
    fee('i2', {
      student_id: 's2',
      student_name: 'Kiara Rao',
      amount: 2250,
      total: 2450,
      late_fine: 200,
      status: 'overdue',
    }),
    fee('i3', { period: '2026-11', status: 'paid', paid_at: '2026-11-09T06:00:00.000Z', payment_id: 'fp0' }),
  ],
};
// The fields the pay path reads (the rest default); the full reply is core's fee-client.test.ts.
const created = {
  success: true,
  razorpay_order: { id: 'order_sbx_1', amount: 495000 },
  order_id: 'order_sbx_1',
  receipt_id: 'r1',
  id: 'fp1',
  quote: { total: 4950 },
};
/** GET /fees/receipt/{id}: what the server answers for a paid payment. */
const RECEIPT = {
  data: {
    receipt_number: 'fee_r1',
    payment_id: 'fp1',
    paid_at: '2026-12-08T06:00:00.000Z',
    method: 'online',
    provider: 'sandbox',
    provider_payment_id: 'pay_1',
    academy: { name: 'Rao Skating Academy', gstin: '27AAPFR1234K1Z5', gst_rate: 18 },
    lines: [
      {
        invoice_id: 'i1',
        student_name: 'Zara Rao',
        period: '2026-12',
        amount: 2500,
        late_fine: 0,
        total: 2500,
      },
      {
        invoice_id: 'i2',
        student_name: 'Kiara Rao',
        period: '2026-12',
        amount: 2250,
        late_fine: 200,
        total: 2450,
      },
    ],
    total: 4950,
    gst: { rate: 18, tax: 755.08, net: 4194.92 },
  },
};
const paid: GatewayResult = {
  status: 'success',
  proof: { razorpay_order_id: 'order_sbx_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' },
};
const fakeGateway = (): PaymentGateway & { open: ReturnType<typeof vi.fn> } => ({
  open: vi.fn(async () => paid),
});

function setup(routes: StubRoutes, gateway = fakeGateway()) {
  const rendered = renderForm(
    <Fees userId="u1" gateway={gateway} />,
    {
      ...signedInRoutes(),
      'GET /fees/u1': FEES,
      'GET /pay-razorpay/ACAD1': { data: { key_id: 'rzp_test_1', provider: 'sandbox' } },
      ...routes,
    },
    {
      stored: {
        [STORAGE_KEYS.user]: STORED_USER,
        [STORAGE_KEYS.tokens]: { accessToken: 'a', refreshToken: 'r' },
      },
    },
  );
  return { ...rendered, gateway };
}

describe('Fees', { timeout: 40_000 }, () => {
  it("sets up auto-pay for one student (the provider's authorisation link), then cancels it", async () => {
    const mandate = {
      id: 'm1',
      student_id: 's2',
      student_name: 'Kiara Rao',
      status: 'created',
      amount: 2250,
      short_url: 'http://api.test/sandbox/subscriptions/sub_1',
    };
    let mandates: (typeof mandate)[] = [];
    const { ui, calls } = setup({
      'GET /fees/autopay/u1': () => ({ data: mandates }),
      'POST /fees/autopay': () => {
        mandates = [mandate];
        return { success: true, message: FEE_TEXTS.AUTOPAY_CREATED, data: mandate };
      },
      'DELETE /fees/autopay/m1': () => {
        mandates = [{ ...mandate, status: 'cancelled' }];
        return { success: true, message: FEE_TEXTS.AUTOPAY_CANCELLED, data: mandates[0] };
      },
    });
    const region = await screen.findByRole('region', { name: T.AUTOPAY_TITLE });
    await waitFor(() =>
      expect(within(region).getByRole('button', { name: `${T.AUTOPAY_SET_UP}: Kiara Rao` })).toBeEnabled(),
    );
    await ui.click(within(region).getByRole('button', { name: `${T.AUTOPAY_SET_UP}: Kiara Rao` }));
    expect(await within(region).findByRole('link', { name: T.AUTOPAY_AUTHORISE })).toHaveAttribute(
      'href',
      'http://api.test/sandbox/subscriptions/sub_1',
    );
    expect(calls.find((c) => c.url === '/fees/autopay')?.body).toEqual({
      user_id: 'u1',
      student_id: 's2',
      main_id: 'ACAD1',
    });
    const kiara = within(region).getByText('Kiara Rao').closest('li') as HTMLElement;
    expect(kiara).toHaveTextContent(`Kiara Rao ${AUTOPAY_STATUS_LABELS.created} (₹2,250)`);
    // Zara has none yet.
    expect(within(region).getByRole('button', { name: `${T.AUTOPAY_SET_UP}: Zara Rao` })).toBeEnabled();
    await ui.click(within(region).getByRole('button', { name: `${T.AUTOPAY_CANCEL}: Kiara Rao` }));
    expect(
      await within(region).findByRole('button', { name: `${T.AUTOPAY_SET_UP}: Kiara Rao` }),
    ).toBeEnabled();
    expect(calls.filter((c) => c.method === 'DELETE' && c.url === '/fees/autopay/m1')).toHaveLength(1);
  });

  it("lists each student's fees with month, fine, total, due date, status and paid date", async () => {
    setup({});
    const row = (await screen.findByRole('rowheader', { name: 'Kiara Rao' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('December 2026')).toBeInTheDocument();
    expect(within(row).getByText('₹200')).toBeInTheDocument();
    expect(within(row).getByText('₹2,450')).toBeInTheDocument();
    expect(within(row).getByText('Overdue')).toBeInTheDocument();
    const paidRow = screen.getByText('November 2026').closest('tr') as HTMLElement;
    expect(within(paidRow).getByText('Paid')).toBeInTheDocument();
    expect(within(paidRow).queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: T.PAY_FEES })).toBeDisabled();
  });

  it('pays two fees in one payment at the total shown, reads them again and shows the receipt', async () => {
    const { ui, calls, gateway } = setup({
      'POST /fees/pay': created,
      'GET /fees/receipt/fp1': RECEIPT,
      'POST /fees/pay/verify': {
        success: true,
        message: FEE_TEXTS.PAID,
        id: 'fp1',
        status: 'paid',
        data: [],
      },
    });
    await ui.click(await screen.findByRole('checkbox', { name: "Pay Zara Rao's fee for December 2026" }));
    await ui.click(screen.getByRole('checkbox', { name: "Pay Kiara Rao's fee for December 2026" }));
    expect(screen.getByText('₹4,950')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: T.PAY_FEES }));
    expect(await screen.findByText(T.FEES_PAID)).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/fees/pay')?.body).toEqual({
      user_id: 'u1',
      main_id: 'ACAD1',
      invoice_ids: ['i1', 'i2'],
      shown: { total: 4950 },
    });
    expect(gateway.open.mock.calls[0]?.[1]).toMatchObject({
      providerOrderId: 'order_sbx_1',
      amountPaise: 495000,
    });
    expect(calls.find((c) => c.url === '/fees/pay/verify')?.body).toMatchObject(paid.proof);
    expect(calls.filter((c) => c.url === '/fees/u1')).toHaveLength(2);
    const receipt = await screen.findByRole('article', { name: T.FEE_RECEIPT });
    expect(within(receipt).getByText('Rao Skating Academy')).toBeInTheDocument();
    expect(within(receipt).getByText('27AAPFR1234K1Z5')).toBeInTheDocument();
    expect(within(receipt).getByText('fee_r1')).toBeInTheDocument();
    expect(within(receipt).getByText(`${T.RECEIPT_GST_INCLUDED}: GST (18%)`)).toBeInTheDocument();
    expect(within(receipt).getByText('₹755.08')).toBeInTheDocument();
    expect(within(receipt).getByText(`${FEE_METHOD_LABELS.online} (pay_1)`)).toBeInTheDocument();
    expect(within(receipt).getByText('₹4,950')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.PRINT_RECEIPT })).toBeInTheDocument();
  });

  it("a paid fee's Receipt button opens its payment's receipt", async () => {
    const { ui } = setup({
      'GET /fees/receipt/fp0': { data: { ...RECEIPT.data, receipt_number: 'fee_r0' } },
    });
    const paidRow = (await screen.findByText('November 2026')).closest('tr') as HTMLElement;
    await ui.click(within(paidRow).getByRole('button', { name: T.VIEW_RECEIPT }));
    const receipt = await screen.findByRole('article', { name: T.FEE_RECEIPT });
    expect(within(receipt).getByText('fee_r0')).toBeInTheDocument();
  });

  it('a changed total (409) shows the server words, pays nothing and reloads', async () => {
    const { ui, calls, gateway } = setup({
      'POST /fees/pay': { status: 409, body: { success: false, message: FEE_TEXTS.TOTAL_CHANGED } },
    });
    await ui.click(await screen.findByRole('checkbox', { name: "Pay Zara Rao's fee for December 2026" }));
    await ui.click(screen.getByRole('button', { name: T.PAY_FEES }));
    expect(await screen.findByText(FEE_TEXTS.TOTAL_CHANGED)).toBeInTheDocument();
    expect(gateway.open).not.toHaveBeenCalled();
    await waitFor(() => expect(calls.filter((c) => c.url === '/fees/u1')).toHaveLength(2));
  });

  it('says there are no fees', async () => {
    setup({ 'GET /fees/u1': { data: [] } });
    expect(await screen.findByText(T.NO_FEES)).toBeInTheDocument();
  });

  it('an error offers Retry, which reads the fees again', async () => {
    let first = true;
    const { ui } = setup({
      'GET /fees/u1': () => {
        if (!first) return FEES;
        first = false;
        return { status: 500, body: { message: 'down' } };
      },
    });
    await ui.click(await screen.findByRole('button', { name: TEXTS.RETRY }));
    expect(await screen.findByRole('rowheader', { name: 'Kiara Rao' })).toBeInTheDocument();
  });
});

describe('FeePayLinkPage', { timeout: 40_000 }, () => {
  const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.link.sig';
  const linkPage = (routes: StubRoutes, gateway = fakeGateway()) => {
    const rendered = renderForm(<FeePayLinkPage token={TOKEN} gateway={gateway} />, {
      'GET /pay-razorpay/ACAD1': { data: { key_id: 'rzp_test_1', provider: 'sandbox' } },
      ...routes,
    });
    return { ...rendered, gateway };
  };

  it("shows the link's fees and pays them in one payment without signing in, then the paid fees and the receipt", async () => {
    const open = [FEES.data[0], FEES.data[1]];
    const { ui, calls, gateway } = linkPage({
      [`GET /fees/link?token=${TOKEN}`]: { data: open },
      'POST /fees/link/pay': created,
      'POST /fees/pay/verify': {
        success: true,
        message: FEE_TEXTS.PAID,
        id: 'fp1',
        status: 'paid',
        data: open.map((f) => ({
          ...f,
          status: 'paid',
          paid_at: '2026-12-08T06:00:00.000Z',
          payment_id: 'fp1',
        })),
      },
      [`GET /fees/receipt/fp1?token=${TOKEN}`]: RECEIPT,
    });
    const row = (await screen.findByRole('rowheader', { name: 'Kiara Rao' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('₹2,450')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await ui.click(screen.getByRole('button', { name: T.PAY_NOW }));
    expect(await screen.findByText(T.FEES_PAID)).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/fees/link/pay')?.body).toEqual({
      token: TOKEN,
      invoice_ids: ['i1', 'i2'],
      shown: { total: 4950 },
    });
    expect(gateway.open.mock.calls[0]?.[1]).toMatchObject({ amountPaise: 495000 });
    expect(calls.find((c) => c.url === '/fees/pay/verify')?.body).toMatchObject({
      ...paid.proof,
      link_token: TOKEN,
    });
    expect(screen.getAllByText('Paid')).toHaveLength(2);
    const receipt = await screen.findByRole('article', { name: T.FEE_RECEIPT });
    expect(within(receipt).getByText('27AAPFR1234K1Z5')).toBeInTheDocument();
  });

  it.each([
    [410, FEE_TEXTS.LINK_EXPIRED],
    [409, FEE_TEXTS.LINK_PAID],
    [403, FEE_TEXTS.LINK_INVALID],
  ])('a link refused with %i says so', async (status, words) => {
    linkPage({ [`GET /fees/link?token=${TOKEN}`]: { status, body: { success: false, message: 'x' } } });
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.PAY_NOW })).toBeNull();
  });
});
