import { SWIPE_THRESHOLD_PX } from '../timings';
import { encodeRouteSegment, formatIndiaDate, addDays, STORAGE_KEYS } from '@skatekit/core/rules';
import {
  deliveryAvailableTo,
  deliveryNotAvailableTo,
  estimatedDeliveryBy,
  TEXTS,
} from '@skatekit/core/texts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buttons, simpleProduct, variableProduct } from '../test/fixtures';
import { MERCHANT, renderSkate } from '../test/harness';
import { ProductDetailPage } from './ProductDetailPage';

const product = simpleProduct({
  product_id: 'p42',
  title: 'Quad Skates / Pro',
  sku: 'QS-1',
  image: 'uploads/a.jpg',
  gallery: ['uploads/b.jpg', 'uploads/c.jpg'],
  delivery_days: 3,
  description: '<p>Great <b>wheels</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  specifications: [{ label: 'Wheel size', value: '58 mm' }],
  key_features: ['ABEC-7 bearings'],
  reviews: [{ user: 'Ravi', comment: 'Smooth ride' }],
});
const routes = {
  'GET /grouped-product/single/p42': { data: product },
  [`GET /pincode/getall/${MERCHANT}`]: {
    pincodesData: [
      { pincode: '400097', status: 'Active' },
      { pincode: '400001', status: 'Inactive' },
    ],
  },
};
const page = (extra = {}) =>
  renderSkate(
    <ProductDetailPage
      titleSegment={encodeRouteSegment('Quad Skates / Pro')}
      idSegment={encodeRouteSegment('p42')}
    />,
    {
      routes: { ...routes, ...extra },
    },
  );

describe('ProductDetailPage', () => {
  it('decodes the route, shows the product and never crashes on bad params', async () => {
    page();
    expect(await screen.findByRole('heading', { level: 1, name: 'Quad Skates / Pro' })).toBeInTheDocument();
  });

  it.each([
    ['garbage segments', '%%%', '!!!'],
    ['an empty id', encodeRouteSegment('x'), encodeRouteSegment('')],
  ])('shows "Product not found" for %s', async (_label, title, id) => {
    renderSkate(<ProductDetailPage titleSegment={title} idSegment={id} />);
    expect(await screen.findByRole('heading', { name: TEXTS.PRODUCT_NOT_FOUND })).toBeInTheDocument();
  });

  it('shows "Product not found" for an unknown product', async () => {
    renderSkate(<ProductDetailPage productId="nope" />, {
      routes: { 'GET /grouped-product/single/nope': { data: null } },
    });
    expect(await screen.findByRole('heading', { name: TEXTS.PRODUCT_NOT_FOUND })).toBeInTheDocument();
  });

  it('keeps the quantity at 1 or more: minus is disabled at 1', async () => {
    page();
    const minus = await screen.findByRole('button', { name: TEXTS.DECREASE_QUANTITY });
    const plus = screen.getByRole('button', { name: TEXTS.INCREASE_QUANTITY });
    const value = () =>
      screen.getByRole('group', { name: TEXTS.QUANTITY }).querySelector('output')?.textContent;
    expect(value()).toBe('1');
    expect(minus).toBeDisabled();
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(value()).toBe('3');
    await userEvent.click(minus);
    await userEvent.click(minus);
    expect(value()).toBe('1');
    expect(minus).toBeDisabled();
  });

  it('adding the same sku again on the detail page increases its quantity (no duplicate line)', async () => {
    const { storefront } = page({ [`GET /button/${MERCHANT}`]: buttons('addtocart') });
    const add = await screen.findByRole('button', { name: TEXTS.ADD_TO_CART });
    await userEvent.click(screen.getByRole('button', { name: TEXTS.INCREASE_QUANTITY }));
    await userEvent.click(add);
    await waitFor(() => expect(storefront.cart.getState().lines).toHaveLength(1));
    await userEvent.click(add);
    await waitFor(() => expect(storefront.cart.getState().lines[0].quantity).toBe(4));
    expect(storefront.cart.getState().lines).toHaveLength(1);
    expect(screen.queryByText(TEXTS.PRODUCT_ALREADY_IN_CART)).toBeNull();
  });

  it('checks pincodes with the spec texts and an estimated date of today + delivery_days', async () => {
    page();
    const input = await screen.findByPlaceholderText(TEXTS.PINCODE_PLACEHOLDER);
    const check = screen.getByRole('button', { name: TEXTS.CHECK });
    await userEvent.click(check);
    expect(await screen.findByText(TEXTS.PINCODE_INVALID)).toBeInTheDocument();
    await userEvent.type(input, '4000');
    await userEvent.click(check);
    expect(await screen.findByText('Please enter a valid pincode')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '400097');
    await userEvent.click(check);
    expect(await screen.findByText(deliveryAvailableTo('400097'))).toBeInTheDocument();
    expect(
      screen.getByText(estimatedDeliveryBy(formatIndiaDate(addDays(new Date(), 3)))),
    ).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '400001');
    await userEvent.click(check);
    expect(await screen.findByText(deliveryNotAvailableTo('400001'))).toBeInTheDocument();
  });

  it('sanitises the description and shows specifications, key features and reviews; writing one needs sign-in', async () => {
    const { container } = page();
    await screen.findByRole('heading', { level: 1 });
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual([
      TEXTS.TAB_DESCRIPTION,
      TEXTS.TAB_SPECIFICATIONS,
      TEXTS.TAB_KEY_FEATURES,
      TEXTS.TAB_REVIEWS,
    ]);
    expect(screen.getByText('wheels')).toBeInTheDocument();
    expect(container.querySelector('.skate-rich-text script')).toBeNull();
    expect(container.querySelector('.skate-rich-text img')?.getAttribute('onerror')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: TEXTS.TAB_SPECIFICATIONS }));
    expect(screen.getByRole('rowheader', { name: 'Wheel size' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: TEXTS.TAB_KEY_FEATURES }));
    expect(screen.getByText('ABEC-7 bearings')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: TEXTS.TAB_REVIEWS }));
    expect(screen.getByText('Smooth ride')).toBeInTheDocument();
    // Signed out: a stored review needs an account (ProductReviews.test.tsx covers sending one).
    expect(screen.queryByLabelText(TEXTS.WRITE_REVIEW)).toBeNull();
    expect(screen.getByText(TEXTS.LOGIN_REQUIRED)).toBeInTheDocument();
  });

  it('moves the gallery with arrows, thumbnails and swipes of 50 px or more', async () => {
    page();
    const alt = (n: number) => `Quad Skates / Pro - image ${n} of 3`;
    const main = await screen.findByTestId('skate-gallery-main');
    expect(within(main).getByAltText(alt(1))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: TEXTS.NEXT_SLIDE }));
    expect(within(main).getByAltText(alt(2))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: TEXTS.PREVIOUS_SLIDE }));
    await userEvent.click(screen.getByRole('button', { name: TEXTS.PREVIOUS_SLIDE }));
    expect(within(main).getByAltText(alt(3))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: alt(1) }));
    expect(within(main).getByAltText(alt(1))).toBeInTheDocument();
    // A short swipe does nothing; one of the threshold moves on.
    fireEvent.touchStart(main, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(main, { changedTouches: [{ clientX: 200 - (SWIPE_THRESHOLD_PX - 1) }] });
    expect(within(main).getByAltText(alt(1))).toBeInTheDocument();
    fireEvent.touchStart(main, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(main, { changedTouches: [{ clientX: 200 - SWIPE_THRESHOLD_PX }] });
    expect(within(main).getByAltText(alt(2))).toBeInTheDocument();
    fireEvent.touchStart(main, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(main, { changedTouches: [{ clientX: 100 + SWIPE_THRESHOLD_PX }] });
    expect(within(main).getByAltText(alt(1))).toBeInTheDocument();
  });

  it('maps attribute choices to variations: price and sku follow, an out-of-stock variation blocks buying', async () => {
    const variable = variableProduct({ product_id: 'v5', title: 'Inline Five' });
    renderSkate(<ProductDetailPage productId="v5" />, {
      routes: { 'GET /grouped-product/single/v5': { data: variable } },
    });
    expect(await screen.findByText(`${TEXTS.VARIATION_SKU}: v5-7`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '7' })).toHaveAttribute('aria-pressed', 'true');
    // The page's price (the phone's action bar repeats it).
    expect(screen.getByText('₹1,500', { selector: '.skate-price-current' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: TEXTS.ADD_TO_CART })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: '8' }));
    expect(screen.getByText(`${TEXTS.VARIATION_SKU}: v5-8`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXTS.OUT_OF_STOCK })).toBeDisabled();
    expect(screen.queryByRole('button', { name: TEXTS.ADD_TO_CART })).toBeNull();
  });

  it("issue 39: Get Quote opens the guest quote form; a guest's sent quote keeps the cart and stays on the product", async () => {
    const { navigate, calls, storage } = page({
      [`GET /button/${MERCHANT}`]: buttons('getquote'),
      'POST /payment/getquote': { success: true, message: 'ok' },
    });
    await userEvent.click(await screen.findByRole('button', { name: TEXTS.GET_QUOTE }));
    const before = storage.getItem(STORAGE_KEYS.guestCart);
    const dialog = await screen.findByRole('dialog', { name: TEXTS.GET_QUOTE });
    await userEvent.type(within(dialog).getByLabelText(TEXTS.FULL_NAME), 'Asha');
    await userEvent.type(within(dialog).getByLabelText(TEXTS.PHONE_NUMBER), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: TEXTS.SUBMIT }));
    expect(within(dialog).getByText(TEXTS.MOBILE_INVALID)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(TEXTS.PHONE_NUMBER));
    await userEvent.type(within(dialog).getByLabelText(TEXTS.PHONE_NUMBER), '+91 98765-43210');
    expect(within(dialog).getByLabelText(TEXTS.PHONE_NUMBER)).toHaveValue('9876543210');
    await userEvent.click(within(dialog).getByRole('button', { name: TEXTS.SUBMIT }));
    expect(await screen.findByText(TEXTS.QUOTE_SENT)).toBeInTheDocument();
    const quote = calls.find((c) => c.url === '/payment/getquote');
    expect(quote?.body).toMatchObject({ name: 'Asha', mobile: '9876543210', main_id: MERCHANT });
    expect(
      (quote?.body as { cart_products: { product_id: string }[] } | undefined)?.cart_products[0]?.product_id,
    ).toBe('p42');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(navigate).not.toHaveBeenCalled();
    expect(storage.getItem(STORAGE_KEYS.guestCart)).toBe(before);
  });
});
