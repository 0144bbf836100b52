import { describe, expect, it } from 'vitest';
import { CartItem } from '../api/schemas/cart';
import { Order } from '../api/schemas/orders';
import { STORAGE_KEYS } from '../constants';
import { clearAfterPayment } from './clearAfterPayment';
import { routedStorefront } from './test-storefront';

const line = CartItem.parse({
  product_id: 'p1',
  product_sku: 'QS',
  product_name: 'Quad Skates',
  quantity: 1,
});
const other = CartItem.parse({ product_id: 'p2', product_sku: 'HL', product_name: 'Helmet', quantity: 1 });
const paid = Order.parse({
  order_id: 'ord-1',
  status: 'Success',
  orderStatus: 'Pending',
  cart_products: [line],
});

/** Stored checkout data of lines (its totals are not read here). */
const checkoutData = (products: CartItem[]) => ({
  products,
  totalBeforeDiscount: 0,
  totalAfterDiscount: 0,
  coupon: '',
  discountAmount: 0,
  isCouponApplied: false,
  course: false,
});

function setup(checkoutLines: CartItem[]) {
  const shop = routedStorefront(
    {
      'GET /cart/u1': { data: [line], isError: false },
      'DELETE /cart/deleteall/u1': { isError: false, msg: 'Cleared' },
    },
    { signedIn: true, stored: { [STORAGE_KEYS.checkoutData]: checkoutData(checkoutLines) } },
  );
  return shop;
}

describe('clearAfterPayment', () => {
  it('clears the checkout data and the cart once per paid order', async () => {
    const { storefront, seen } = setup([line]);
    expect(await clearAfterPayment(storefront, 'ord-1', paid)).toEqual({ ok: true });
    expect(storefront.checkout.getState().data).toBeNull();
    expect(seen.some((r) => r.method === 'DELETE')).toBe(true);
    storefront.checkout.getState().setFromCart([line]);
    expect(await clearAfterPayment(storefront, 'ord-1', paid)).toBeNull();
    expect(storefront.checkout.getState().data).not.toBeNull();
  });

  it('leaves everything alone for an unpaid order or checkout data of another order', async () => {
    const unpaid = Order.parse({ ...paid, status: 'Failed' });
    const first = setup([line]);
    expect(await clearAfterPayment(first.storefront, 'ord-1', unpaid)).toBeNull();
    expect(first.storefront.checkout.getState().data).not.toBeNull();
    const second = setup([other]);
    expect(await clearAfterPayment(second.storefront, 'ord-1', paid)).toBeNull();
    expect(second.storefront.checkout.getState().data).not.toBeNull();
    expect([...first.seen, ...second.seen].some((r) => r.method === 'DELETE')).toBe(false);
  });
});
