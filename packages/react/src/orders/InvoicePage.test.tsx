import { formatInr, STORAGE_KEYS } from '@skatekit/core/rules';
import { gstLabel, TEXTS } from '@skatekit/core/texts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORED_USER, settingsRoutes, signedInRoutes } from '../shell/testRoutes';
import { MERCHANT, renderSkate } from '../test/harness';
import { InvoicePage } from './InvoicePage';

const order = {
  order_id: 'ord-7',
  receipt_id: 'rcpt-7',
  createdAt: '2024-01-05T10:00:00Z',
  payment_mode: 'Pay now',
  user_name: 'Asha Rao',
  user_gstNo: '27ABCDE1234F1Z5',
  orderStatus: 'Out for delivery',
  amountbeforediscount: 3000,
  amountafterdiscount: 2700,
  discountprice: 300,
  deliveryCharge: 50,
  totalAmountbeforePay: 2750,
  billing_address: {
    new_address: '12 Kurar Village Road',
    city: 'Mumbai',
    area: 'Malad East',
    pincode: '400097',
    user_name: 'Asha Rao',
  },
  shipping_address: JSON.stringify({
    new_address: '5 Link Road',
    city: 'Mumbai',
    area: 'Malad West',
    pincode: '400064',
  }),
  cart_products: [
    {
      product_id: 'p1',
      product_sku: 'Q-7',
      product_name: 'Quad Skates',
      product_price: 1500,
      product_saleprice: 1350,
      quantity: 2,
      variation_attributes: { Size: '7' },
    },
  ],
};

function renderInvoice(
  changes: Partial<typeof order> & Record<string, unknown> = {},
  creditNotes: unknown[] = [],
) {
  return renderSkate(<InvoicePage orderId="ord-7" gstRatePercent={18} />, {
    stored: { [STORAGE_KEYS.user]: STORED_USER },
    routes: {
      ...settingsRoutes(),
      ...signedInRoutes(),
      'GET /payment/order/ord-7': { data: { ...order, ...changes } },
      'GET /payment/order/ord-7/credit-notes': { data: creditNotes },
      [`GET /pay-razorpay/${MERCHANT}`]: {
        data: {
          key_id: 'rzp_test',
          company_name: 'SkateKit Academy',
          company_color: '#123',
          gstin: '27AAKCS1234M1Z5',
        },
      },
      [`GET /register/officesingle/${MERCHANT}`]: {
        data: { google_address: 'Academy Office, Malad East, Mumbai 400097' },
      },
    },
  });
}

describe('InvoicePage', { timeout: 30_000 }, () => {
  it('prints each credit note (a refund after invoicing) under the invoice, with its GST', async () => {
    renderInvoice({ orderStatus: 'Delivered' }, [
      {
        number: 'CN-0001',
        createdAt: '2026-12-01T06:30:00.000Z',
        amount: 1350,
        taxable: 1144.07,
        tax: 205.93,
        gstRate: 18,
        lines: [
          { name: 'Quad Skates', sku: 'Q-7', quantity: 1, amount: 1350, taxable: 1144.07, gst: 205.93 },
        ],
      },
    ]);
    const note = await screen.findByRole('article', { name: `${TEXTS.CREDIT_NOTE} CN-0001` });
    const row = (term: string) => within(note).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(row(TEXTS.TAXABLE_VALUE)).toHaveTextContent('₹1,144.07');
    expect(row(TEXTS.CREDITED)).toHaveTextContent('₹1,350');
    expect(within(note).getByRole('cell', { name: 'Quad Skates' })).toBeInTheDocument();
  });

  it('prints merchant, customer, both addresses, the lines and the totals with the GST included', async () => {
    renderInvoice();
    expect(await screen.findByRole('heading', { name: TEXTS.TAX_INVOICE })).toBeInTheDocument();
    expect(await screen.findByText('SkateKit Academy')).toBeInTheDocument();
    expect(await screen.findByText('Academy Office, Malad East, Mumbai 400097')).toBeInTheDocument();
    // The short order number (core's orderNumber) is the invoice number, never the receipt or provider id.
    expect(screen.getByText(TEXTS.INVOICE_NUMBER).nextSibling).toHaveTextContent('RCPT7');
    expect(screen.getByText('#RCPT7')).toBeInTheDocument();
    expect(screen.queryByText('rcpt-7')).toBeNull();
    expect(screen.queryByText('ord-7')).toBeNull();
    expect(await screen.findByText('GSTIN: 27AAKCS1234M1Z5')).toBeInTheDocument();
    expect(screen.getAllByText('Asha Rao').length).toBeGreaterThan(0);
    expect(screen.getByText('12 Kurar Village Road')).toBeInTheDocument();
    expect(screen.getByText('5 Link Road')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Quad Skates/ });
    expect(row).toHaveTextContent('2');
    expect(row).toHaveTextContent(formatInr(1350));
    expect(row).toHaveTextContent(formatInr(2700));
    // Taxable value and GST of the line after its share of the ₹300 discount: 2400 / 1.18.
    expect(row).toHaveTextContent('₹2,033.90');
    expect(row).toHaveTextContent('₹366.10');
    expect(screen.getByRole('row', { name: /Delivery Charge/i })).toHaveTextContent('₹42.37');
    expect(screen.getByText(formatInr(2750))).toBeInTheDocument();
    // 2750 includes 18% GST: 2750 - 2750 / 1.18 = 419.49
    expect(screen.getByText(`${gstLabel(18)} ${TEXTS.GST_INCLUDED}`)).toBeInTheDocument();
    expect(screen.getByText(formatInr(419.49))).toBeInTheDocument();
  });

  it('prints the customer GSTIN only when there is one', async () => {
    renderInvoice();
    expect(await screen.findByText('GSTIN: 27ABCDE1234F1Z5')).toBeInTheDocument();
    expect(screen.queryByText(/optional/i)).toBeNull();
  });

  it('prints no GST Number line without a number', async () => {
    renderInvoice({ user_gstNo: '' });
    expect(await screen.findByRole('heading', { name: TEXTS.TAX_INVOICE })).toBeInTheDocument();
    expect(screen.queryByText(/27ABCDE1234F1Z5/)).toBeNull();
  });

  it('prints the HSN/SAC column when the merchant set a code', async () => {
    const line = { ...order.cart_products[0], hsn: '950670' };
    renderInvoice({ cart_products: [line] });
    expect(await screen.findByRole('columnheader', { name: 'HSN/SAC' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Quad Skates/ })).toHaveTextContent('950670');
  });

  it('prints no HSN/SAC column when no line has a code', async () => {
    renderInvoice();
    expect(await screen.findByRole('heading', { name: TEXTS.TAX_INVOICE })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'HSN/SAC' })).toBeNull();
  });

  it('Print opens the browser print dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderInvoice();
    await userEvent.click(await screen.findByRole('button', { name: TEXTS.PRINT }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('Print inside a wrapper app that handles print asks the app (bridge print), not window.print()', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const sent: Array<Record<string, unknown>> = [];
    const w = window as unknown as { Android?: unknown };
    w.Android = { postMessage: (text: string) => void sent.push(JSON.parse(text)) };
    try {
      const { storefront } = renderInvoice();
      storefront.bridge!.receive(JSON.stringify({ type: 'capabilities', v: 1, messages: ['print'] }));
      document.title = 'Invoice ord-7';
      await userEvent.click(await screen.findByRole('button', { name: TEXTS.PRINT }));
      expect(sent.filter((m) => m.type === 'print')).toEqual([
        { type: 'print', title: 'Invoice ord-7', v: 1 },
      ]);
      expect(print).not.toHaveBeenCalled();
    } finally {
      delete w.Android;
      print.mockRestore();
    }
  });

  it('prints a collected pay-on-delivery order as paid in full, and a refund as a line', async () => {
    renderInvoice({
      payment_mode: 'Pay on delivery',
      remaining_amount: 2200,
      remainder_collected_at: '2024-01-09T05:00:00Z',
      refunded_amount: 150.5,
    });
    const paid = (await screen.findByText('Paid in full')).closest('div');
    expect(paid).toHaveTextContent('Paid in full₹2,750');
    expect(screen.getByText('Refunded').closest('div')).toHaveTextContent('Refunded-₹150.50');
    expect(screen.queryByText('Remaining Amount')).toBeNull();
  });

  it('prints the remainder due while it is not collected', async () => {
    renderInvoice({ payment_mode: 'Pay on delivery', remaining_amount: 2200 });
    expect((await screen.findByText('Remaining Amount')).closest('div')).toHaveTextContent('₹2,200');
    expect(screen.queryByText('Paid in full')).toBeNull();
    expect(screen.queryByText('Refunded')).toBeNull();
  });
});
