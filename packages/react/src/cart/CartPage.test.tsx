import { STORAGE_KEYS } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cartLine, signedIn, simpleProduct } from '../test/fixtures';
import { MERCHANT, renderSkate, type StubRoutes } from '../test/harness';
import { CartPage } from './CartPage';

const guestCart = [
  cartLine({ product_id: 'c1', product_name: 'Old name' }),
  cartLine({ product_id: 'c2', product_name: 'Pads', product_price: 500, product_saleprice: 0 }),
];
const refreshRoutes = {
  'GET /grouped-product/single/c1': {
    data: simpleProduct({
      product_id: 'c1',
      sku: 'SKU-c1',
      title: 'Fresh name',
      originalPrice: 1000,
      discountPrice: 800,
    }),
  },
  'GET /grouped-product/single/c2': { status: 500, body: {} },
};

async function openCoupon() {
  await userEvent.click(await screen.findByRole('button', { name: TEXTS.APPLY_COUPON }));
  return screen.findByRole('dialog', { name: TEXTS.APPLY_COUPON });
}

/** The cart of a signed-in shopper whose server cart holds one line, "Server line" (s1). */
function renderSignedInCart(extra: StubRoutes = {}) {
  const user = signedIn();
  return renderSkate(<CartPage />, {
    stored: user.stored,
    routes: {
      ...user.routes,
      [`GET /cart/${user.user.user_id}`]: {
        data: [cartLine({ product_id: 's1', product_name: 'Server line' })],
        isError: false,
      },
      ...extra,
    },
  });
}

describe('CartPage', () => {
  it('shows "Your cart is empty!" without lines', async () => {
    renderSkate(<CartPage />);
    expect(await screen.findByText(TEXTS.CART_EMPTY)).toBeInTheDocument();
  });

  it('refreshes guest lines from the catalogue, keeps a line that fails, and totals them', async () => {
    renderSkate(<CartPage />, { stored: { [STORAGE_KEYS.guestCart]: guestCart }, routes: refreshRoutes });
    expect(await screen.findByRole('link', { name: 'Fresh name' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pads' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: TEXTS.ORDER_SUMMARY });
    // 800 + 500 (no sale price counts at its price).
    expect(within(summary).getByText(TEXTS.TOTAL).nextSibling).toHaveTextContent('₹1,300');
    await userEvent.click(screen.getAllByRole('button', { name: TEXTS.INCREASE_QUANTITY })[0]);
    expect(within(summary).getByText(TEXTS.TOTAL).nextSibling).toHaveTextContent('₹2,100');
    await userEvent.click(screen.getByRole('button', { name: `${TEXTS.REMOVE} Pads` }));
    expect(screen.queryByRole('link', { name: 'Pads' })).toBeNull();
    expect(within(summary).getByText(TEXTS.TOTAL).nextSibling).toHaveTextContent('₹1,600');
  });

  it('coupon: empty code, invalid code (server message or "Invalid coupon"), network error, then a valid one', async () => {
    renderSkate(<CartPage />, {
      stored: { [STORAGE_KEYS.guestCart]: [guestCart[0]] },
      routes: {
        ...refreshRoutes,
        'GET /coupon/check/BAD': { message: '', couponData: null },
        'GET /coupon/check/OLD': { message: 'Coupon expired', couponData: null },
        'GET /coupon/check/DOWN': new TypeError('fetch failed'),
        'GET /coupon/check/SAVE10': { message: 'ok', couponData: { percentage_offer: 10, price_offer: 0 } },
      },
    });
    const dialog = await openCoupon();
    const input = () => within(dialog).getByLabelText(TEXTS.COUPON_PLACEHOLDER);
    const apply = () => userEvent.click(within(dialog).getByRole('button', { name: TEXTS.APPLY }));
    const retry = async (code: string) => {
      await userEvent.clear(input());
      await userEvent.type(input(), code);
      await apply();
    };
    await apply();
    expect(await within(dialog).findByText(TEXTS.COUPON_REQUIRED)).toBeInTheDocument();
    await userEvent.type(input(), 'BAD');
    await apply();
    expect(await within(dialog).findByText(TEXTS.INVALID_COUPON)).toBeInTheDocument();
    await retry('OLD');
    expect(await within(dialog).findByText('Coupon expired')).toBeInTheDocument();
    await retry('DOWN');
    expect(await within(dialog).findByText(TEXTS.ERROR_CHECKING_COUPON)).toBeInTheDocument();
    await retry('SAVE10');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const summary = screen.getByRole('region', { name: TEXTS.ORDER_SUMMARY });
    expect(within(summary).getByText(`${TEXTS.DISCOUNT} (SAVE10)`).nextSibling).toHaveTextContent('₹80');
    expect(within(summary).getByText(TEXTS.TOTAL).nextSibling).toHaveTextContent('₹720');
  });

  it('a guest checking out goes to /login with /checkout remembered', async () => {
    const { navigate, storefront } = renderSkate(<CartPage />, {
      stored: { [STORAGE_KEYS.guestCart]: guestCart },
      routes: refreshRoutes,
    });
    await userEvent.click(await screen.findByRole('button', { name: TEXTS.CHECKOUT }));
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(storefront.returnPage.getState().path).toBe('/checkout');
  });

  it('a signed-in shopper checking out stores the checkout data and goes to /checkout', async () => {
    const { navigate, storefront } = renderSignedInCart();
    expect(await screen.findByRole('link', { name: 'Server line' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: TEXTS.CHECKOUT }));
    expect(navigate).toHaveBeenCalledWith('/checkout');
    expect(storefront.checkout.getState().data?.products.map((p) => p.product_id)).toEqual(['s1']);
  });

  it('shows "Failed to remove product" when the server refuses a removal', async () => {
    renderSignedInCart({ 'DELETE /cart/SKU-s1': { status: 500, body: { message: 'no' } } });
    await userEvent.click(await screen.findByRole('button', { name: `${TEXTS.REMOVE} Server line` }));
    expect(await screen.findByText(TEXTS.FAILED_REMOVE_PRODUCT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Server line' })).toBeInTheDocument();
  });

  it('issue 39: in paymanual mode a guest asks for a quote without signing in and keeps the cart', async () => {
    const { navigate, storage, calls } = renderSkate(<CartPage />, {
      stored: { [STORAGE_KEYS.guestCart]: guestCart },
      routes: {
        ...refreshRoutes,
        [`GET /paybutton/${MERCHANT}`]: {
          data: [
            { button_id: 'paymanual', default: true },
            { button_id: 'paynow', default: true },
          ],
        },
        'POST /payment/getquote': { success: true, message: 'Quote received' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: TEXTS.GET_QUOTE }));
    const dialog = await screen.findByRole('dialog', { name: TEXTS.GET_QUOTE });
    await userEvent.type(within(dialog).getByLabelText(TEXTS.FULL_NAME), 'Asha');
    await userEvent.type(within(dialog).getByLabelText(TEXTS.PHONE_NUMBER), '09876543210');
    await userEvent.click(within(dialog).getByRole('button', { name: TEXTS.SUBMIT }));
    expect(await screen.findByText(TEXTS.QUOTE_SENT)).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/payment/getquote')?.body).toMatchObject({ mobile: '9876543210' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(navigate).not.toHaveBeenCalled();
    expect(
      JSON.parse(storage.getItem(STORAGE_KEYS.guestCart) ?? '[]').map(
        (l: { product_id: string }) => l.product_id,
      ),
    ).toEqual(['c1', 'c2']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("in paymanual mode a signed-in customer's sent quote empties the cart and opens /my-account", async () => {
    const { navigate, calls } = renderSignedInCart({
      [`GET /paybutton/${MERCHANT}`]: { data: [{ button_id: 'paymanual', default: true }] },
      'POST /payment/getquote': { success: true, message: 'Quote received' },
      'DELETE /cart/deleteall/u1': { isError: false },
    });
    await userEvent.click(await screen.findByRole('button', { name: TEXTS.GET_QUOTE }));
    const dialog = await screen.findByRole('dialog', { name: TEXTS.GET_QUOTE });
    const name = within(dialog).getByLabelText(TEXTS.FULL_NAME);
    await userEvent.clear(name);
    await userEvent.type(name, 'Asha');
    const phone = within(dialog).getByLabelText(TEXTS.PHONE_NUMBER);
    await userEvent.clear(phone);
    await userEvent.type(phone, '9876543210');
    await userEvent.click(within(dialog).getByRole('button', { name: TEXTS.SUBMIT }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/my-account'));
    expect(calls.some((c) => c.method === 'DELETE' && c.url.startsWith('/cart/deleteall/'))).toBe(true);
  });
});
