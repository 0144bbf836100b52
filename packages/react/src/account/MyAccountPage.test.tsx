import { formatIndiaDate, formatInr, ROUTES, STORAGE_KEYS, trackRoute } from '@skatekit/core/rules';
import { deliveredOn, TEXTS } from '@skatekit/core/texts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HELP, STORED_USER, settingsRoutes, signedInRoutes } from '../shell/testRoutes';
import { renderSkate, type StubRoutes } from '../test/harness';
import { renderForm } from '../test/form';
import { MyAccountPage } from './MyAccountPage';

const line = (name: string, extra: Record<string, unknown> = {}) => ({
  product_id: name,
  product_sku: `${name}-sku`,
  product_name: name,
  product_price: 1500,
  product_saleprice: 1200,
  product_image: `uploads/${name}.jpg`,
  variation_attributes: {},
  delivery_days: 3,
  ...extra,
});

const orders = [
  {
    order_id: 'ord-1',
    receipt_id: 'rcpt-1',
    createdAt: '2024-01-05T10:00:00Z',
    payment_mode: 'Pay now',
    status: 'Success',
    orderStatus: 'Delivered',
    delivered: '2024-01-09T10:00:00Z',
    cart_products: JSON.stringify([line('Quad Skates', { variation_attributes: { Size: '7' } })]),
  },
  {
    order_id: 'ord-2',
    receipt_id: 'rcpt-2',
    payment_mode: 'Pay now',
    status: 'Failed',
    orderStatus: 'Pending',
    cart_products: [],
  },
];

const admissions = [
  {
    order_id: 'adm-1',
    createdAt: '2024-02-01T10:00:00Z',
    user_name: 'Asha Rao',
    payment_mode: 'Pay now',
    status: 'Paid',
    amountafterdiscount: 3000,
    cart_products: [line('Beginner Course')],
  },
  {
    order_id: 'adm-2',
    createdAt: '2024-02-02T10:00:00Z',
    user_name: 'Asha Rao',
    payment_mode: 'Pay now',
    status: 'Pending',
    amountafterdiscount: 2500,
    cart_products: [line('Advanced Course')],
  },
];

/** The account page with one order of a helmet (delivered in 3 days) placed on 5 Jan 2024, 15:30 IST. */
function setupWithHelmetOrder(
  order_id: string,
  receipt_id: string,
  payment_mode: string,
  status: string,
  orderStatus: string,
  extra: Record<string, unknown> = {},
) {
  const order = { order_id, receipt_id, payment_mode, status, orderStatus, ...extra };
  return setup('addtocart', {
    'GET /payment/u1': {
      data: [
        {
          createdAt: '2024-01-05T10:00:00Z',
          cart_products: [line('Helmet', { delivery_days: 3 })],
          ...order,
        },
      ],
    },
  });
}

function setup(button: 'getquote' | 'addtocart' = 'addtocart', extra: StubRoutes = {}) {
  return renderForm(
    <MyAccountPage />,
    {
      ...signedInRoutes(),
      'GET /payment/u1': { data: orders },
      'GET /admission-pay/details/u1': { data: admissions },
      'GET /address/u1': { user: [] },
      ...extra,
    },
    {
      stored: {
        [STORAGE_KEYS.user]: STORED_USER,
        [STORAGE_KEYS.tokens]: { accessToken: 'a', refreshToken: 'r' },
      },
      button,
    },
  );
}

describe('MyAccountPage', { timeout: 30_000 }, () => {
  it('shows the name and e-mail; Logout removes the stored user and goes to /login', async () => {
    const { ui, navigate, storage } = setup();
    expect(screen.getByRole('heading', { level: 1, name: STORED_USER.full_name })).toBeInTheDocument();
    expect(screen.getByText(STORED_USER.email)).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: TEXTS.LOGOUT }));
    expect(navigate).toHaveBeenCalledWith(ROUTES.login);
    await waitFor(() => expect(storage.getItem(STORAGE_KEYS.user)).toBeNull());
  });

  it('sends a guest to /login', async () => {
    const { navigate } = renderSkate(<MyAccountPage />, { routes: settingsRoutes() });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(ROUTES.login));
  });

  it('has the tabs Orders, Address, Help, Admission, Students and Fees', async () => {
    setup('addtocart');
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
        TEXTS.TAB_ORDERS,
        TEXTS.TAB_ADDRESS,
        TEXTS.TAB_HELP,
        TEXTS.TAB_ADMISSION,
        TEXTS.TAB_STUDENTS,
        TEXTS.TAB_FEES,
      ]),
    );
  });

  it('hides the Address tab when the default cart button is getquote', async () => {
    setup('getquote');
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(5));
    expect(screen.queryByRole('tab', { name: TEXTS.TAB_ADDRESS })).toBeNull();
  });

  it('lists orders with their products, Track Order or Failed, and the delivery line', async () => {
    setup();
    const track = await screen.findByRole('link', { name: TEXTS.TRACK_ORDER });
    expect(track).toHaveAttribute('href', trackRoute('ord-1'));
    expect(screen.getByText('Delivered')).toBeInTheDocument();
    expect(screen.getByText(TEXTS.ORDER_FAILED)).toBeInTheDocument();
    expect(screen.getByText(deliveredOn(formatIndiaDate('2024-01-09T10:00:00Z')))).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Quad Skates' })).toBeInTheDocument();
    expect(screen.getByText(formatInr(1200))).toBeInTheDocument();
    expect(screen.getByText('Size')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(screen.getByText(TEXTS.NO_PRODUCTS_IN_ORDER)).toBeInTheDocument();
    // A delivered order's invoice stays reachable (every status from Packed on; a documented deviation).
    expect(screen.getByRole('link', { name: TEXTS.DOWNLOAD_INVOICE })).toHaveAttribute(
      'href',
      '/invoice/ord-1',
    );
  });

  it('says an order the shop cancelled is cancelled, and when, instead of promising a delivery', async () => {
    setupWithHelmetOrder('ord-3', 'rcpt_abc12345', 'Pay now', 'Success', 'Cancelled', {
      cancelled_date: '2024-01-06T05:00:00Z',
    });
    expect(await screen.findByText('Order Cancelled · 6 Jan 2024')).toBeInTheDocument();
    expect(screen.queryByText(/Expected delivery/)).toBeNull();
  });

  it('a paid pay-on-delivery order past Pending shows its status and Track Order, not Failed', async () => {
    setupWithHelmetOrder(
      'ord-pod',
      'rcpt_mwww7gww45138808',
      'Pay on delivery',
      'Success',
      'Out for delivery',
    );
    const track = await screen.findByRole('link', { name: 'Track Order' });
    expect(track).toHaveAttribute('href', trackRoute('ord-pod'));
    expect(screen.getByText('Out for delivery')).toBeInTheDocument();
    expect(screen.getByText('45138808')).toBeInTheDocument();
    expect(screen.queryByText('Failed')).toBeNull();
    expect(screen.getByRole('link', { name: TEXTS.DOWNLOAD_INVOICE })).toHaveAttribute(
      'href',
      '/invoice/ord-pod',
    );
  });

  it('a verify-pending order shows Payment Pending with what to do, never Failed, and no way to pay', async () => {
    setupWithHelmetOrder('ord-wait', 'rcpt_wait0001', 'Pay now', 'Pending', 'Payment pending');
    expect(await screen.findByText('Payment Pending')).toBeInTheDocument();
    expect(
      screen.getByText(
        'We are confirming your payment with the bank. If money left your account, this order updates on its own; please do not pay again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Failed')).toBeNull();
    expect(screen.queryByText(/Expected delivery/)).toBeNull();
    expect(screen.queryByRole('button', { name: /pay/i })).toBeNull();
  });

  it('the delivery estimate of an order counts from its order date', async () => {
    setupWithHelmetOrder('ord-old', 'rcpt_old00001', 'Pay now', 'Success', 'Shipped');
    expect(await screen.findByText('Expected delivery: 8 Jan 2024 - 12 Jan 2024')).toBeInTheDocument();
  });

  it('Help offers the chat link and the call link with +91', async () => {
    const { ui } = setup();
    await ui.click(await screen.findByRole('tab', { name: TEXTS.TAB_HELP }));
    expect(await screen.findByRole('link', { name: TEXTS.HELP_CHAT })).toHaveAttribute(
      'href',
      `https://wa.me/91${HELP.whatsapp_number}`,
    );
    expect(screen.getByRole('link', { name: TEXTS.HELP_CALL })).toHaveAttribute(
      'href',
      `tel:+91${HELP.mobile}`,
    );
  });

  it('Admission shows Paid/Failed cards, one open at a time', async () => {
    const { ui } = setup();
    await ui.click(await screen.findByRole('tab', { name: TEXTS.TAB_ADMISSION }));
    const first = await screen.findByRole('button', { name: /Beginner Course/ });
    const second = screen.getByRole('button', { name: /Advanced Course/ });
    expect(within(first).getByText(TEXTS.ADMISSION_PAID)).toBeInTheDocument();
    expect(within(second).getByText(TEXTS.ADMISSION_FAILED)).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-expanded', 'false');

    await ui.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(formatInr(3000))).toBeVisible();
    await ui.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  });

  it('Admission says "No admission records found" when there are none', async () => {
    const { ui } = setup('addtocart', { 'GET /admission-pay/details/u1': { data: [] } });
    await ui.click(await screen.findByRole('tab', { name: TEXTS.TAB_ADMISSION }));
    expect(await screen.findByText(TEXTS.NO_ADMISSION_RECORDS)).toBeInTheDocument();
  });
});
