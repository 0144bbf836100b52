import { formatIndiaDate, STORAGE_KEYS, TRACKER_STEPS } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORED_USER, settingsRoutes, signedInRoutes } from '../shell/testRoutes';
import { renderSkate } from '../test/harness';
import { invoiceRoute } from './InvoicePage';
import { TrackOrderPage } from './TrackOrderPage';

const order = (orderStatus: string, extra: Record<string, unknown> = {}) => ({
  order_id: 'ord-7',
  receipt_id: 'rcpt-7',
  createdAt: '2024-01-05T10:00:00Z',
  shipped_date: '2024-01-07T10:00:00Z',
  out_deliverydate: '2024-01-08T10:00:00Z',
  payment_mode: 'Pay now',
  status: 'Success',
  orderStatus,
  amountbeforediscount: 3000,
  amountafterdiscount: 2400,
  coupon_code: 'FLAT300',
  discountprice: 300,
  deliveryCharge: 50,
  totalAmountbeforePay: 2450,
  cart_products: [
    {
      product_id: 'p1',
      product_sku: 's1',
      product_name: 'Quad Skates',
      product_price: 1500,
      product_saleprice: 1350,
      quantity: 2,
    },
  ],
  ...extra,
});

function renderTrack(orderStatus: string, extra: Record<string, unknown> = {}) {
  return renderSkate(<TrackOrderPage orderId="ord-7" />, {
    stored: { [STORAGE_KEYS.user]: STORED_USER },
    routes: {
      ...settingsRoutes(),
      ...signedInRoutes(),
      'GET /payment/order/ord-7': { data: order(orderStatus, extra) },
    },
  });
}

describe('TrackOrderPage', { timeout: 30_000 }, () => {
  it('draws the four steps with their dates, done up to the current one', async () => {
    renderTrack('Shipped');
    await screen.findByText(TRACKER_STEPS[1].label);
    for (const step of TRACKER_STEPS) expect(screen.getByText(step.label)).toBeInTheDocument();
    expect(screen.getByText(formatIndiaDate('2024-01-05T10:00:00Z'))).toBeInTheDocument();
    expect(screen.getByText(formatIndiaDate('2024-01-07T10:00:00Z'))).toBeInTheDocument();
    const current = document.querySelector('[aria-current="step"]');
    expect(current).toHaveTextContent(TEXTS.TRACK_DISPATCH);
    expect(document.querySelectorAll('.skate-tracker-step--done')).toHaveLength(2);
  });

  it('shows the items and a bill that adds up: lines, subtotal, discount, delivery, total', async () => {
    renderTrack('Shipped');
    expect((await screen.findAllByText('Quad Skates')).length).toBeGreaterThan(0);
    // The ordered items say how many of each.
    const items = screen.getByRole('region', { name: TEXTS.ORDER_DETAILS });
    expect(within(items).getByText('2 × ₹1,350')).toBeInTheDocument();
    const bill = screen.getByRole('region', { name: TEXTS.BILL_DETAILS });
    const line = within(bill).getByRole('listitem');
    expect(line).toHaveTextContent('2 × ₹1,350');
    expect(line).toHaveTextContent('₹2,700');
    const row = (label: string) => within(bill).getByText(label).closest('div');
    expect(row(TEXTS.SUBTOTAL)).toHaveTextContent('₹2,700');
    expect(row(`${TEXTS.DISCOUNT} (FLAT300)`)).toHaveTextContent('− ₹300');
    expect(row(TEXTS.DELIVERY_CHARGE)).toHaveTextContent('₹50');
    expect(row(TEXTS.TOTAL)).toHaveTextContent('₹2,450');
    // The regular-price figure (amountbeforediscount) is not presented as the subtotal.
    expect(within(bill).queryByText('₹3,000')).toBeNull();
  });

  it.each(['Pending', 'Processing', 'Cancelled'])('has no Download Invoice while %s', async (status) => {
    renderTrack(status);
    await screen.findByText(TEXTS.BILL_DETAILS);
    expect(screen.queryByRole('link', { name: TEXTS.DOWNLOAD_INVOICE })).toBeNull();
  });

  it('offers Download Invoice while Out for delivery', async () => {
    renderTrack('Out for delivery');
    expect(await screen.findByRole('link', { name: TEXTS.DOWNLOAD_INVOICE })).toHaveAttribute(
      'href',
      invoiceRoute('ord-7'),
    );
    expect(document.querySelector('[aria-current="step"]')).toHaveTextContent(TEXTS.TRACK_OUT_FOR_DELIVERY);
  });

  // Deviation (docs/spec-deviations.md): the spec hides it once delivered; the invoice is reachable from Packed on.
  it.each(['Packed', 'Shipped', 'Delivered'])(
    'offers Download Invoice while %s (every status from Packed on)',
    async (status) => {
      renderTrack(status);
      expect(await screen.findByRole('link', { name: TEXTS.DOWNLOAD_INVOICE })).toHaveAttribute(
        'href',
        invoiceRoute('ord-7'),
      );
    },
  );

  it('a verify-pending order says Payment Pending with what to do, never Failed', async () => {
    renderTrack('Payment pending', { status: 'Pending' });
    expect((await screen.findByText('Payment Pending')).parentElement).toHaveTextContent(
      'Payment PendingWe are confirming your payment with the bank. If money left your account, this order updates on its own; please do not pay again.',
    );
    expect(screen.queryByText('Failed')).toBeNull();
    expect(screen.queryByText(TEXTS.DOWNLOAD_INVOICE)).toBeNull();
  });

  it('shows a cancelled order as cancelled, without the steps', async () => {
    renderTrack('Cancelled');
    expect(await screen.findByText(TEXTS.ORDER_CANCELLED)).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.TRACK_DISPATCH)).toBeNull();
  });

  it('labels the first step "Order Processing" while Processing', async () => {
    renderTrack('Processing');
    expect(await screen.findByText(TEXTS.TRACK_ORDER_PROCESSING)).toBeInTheDocument();
  });

  it('dates the first step by what it says: Packed with its packing date', async () => {
    renderTrack('Packed', { processing_date: '2024-01-06T05:00:00Z', packed_date: '2024-01-06T20:00:00Z' });
    const first = (await screen.findByText('Packed')).closest('li');
    // 20:00 UTC on the 6th is the 7th in India.
    expect(first).toHaveTextContent('Packed7 Jan 2024');
    expect(document.querySelector('[aria-current="step"]')).toHaveTextContent('Packed');
  });

  it('shows the courier and the tracking number once shipped', async () => {
    renderTrack('Shipped', { courier: 'Blue Dart', tracking_number: 'BD123456' });
    expect(await screen.findByText('Blue Dart')).toBeInTheDocument();
    expect(screen.getByText('Courier').closest('div')).toHaveTextContent('CourierBlue Dart');
    expect(screen.getByText('Tracking number').closest('div')).toHaveTextContent('Tracking numberBD123456');
  });

  it('shows when a cancelled order was cancelled', async () => {
    renderTrack('Cancelled', { cancelled_date: '2024-01-08T05:00:00Z' });
    expect((await screen.findByText('Order Cancelled')).closest('p')).toHaveTextContent(
      'Order Cancelled 8 Jan 2024',
    );
  });

  it('bills a pay-on-delivery order whose remainder was collected as paid in full, and lists a refund', async () => {
    renderTrack('Delivered', {
      payment_mode: 'Pay on delivery',
      remaining_amount: 1960,
      remainder_collected_at: '2024-01-09T05:00:00Z',
      refunded_amount: 300,
    });
    const bill = await screen.findByRole('region', { name: TEXTS.BILL_DETAILS });
    expect(within(bill).getByText('Paid in full').closest('div')).toHaveTextContent('₹2,450');
    expect(within(bill).getByText('Refunded').closest('div')).toHaveTextContent('− ₹300');
    expect(within(bill).queryByText(TEXTS.REMAINING_AMOUNT)).toBeNull();
  });

  it('keeps showing the remainder due until it is collected', async () => {
    renderTrack('Shipped', { payment_mode: 'Pay on delivery', remaining_amount: 1960 });
    const bill = await screen.findByRole('region', { name: TEXTS.BILL_DETAILS });
    expect(within(bill).getByText('Remaining Amount').closest('div')).toHaveTextContent('₹1,960');
    expect(within(bill).getByText('Advance Paid').closest('div')).toHaveTextContent('₹490');
    expect(within(bill).queryByText('Paid in full')).toBeNull();
  });
});
