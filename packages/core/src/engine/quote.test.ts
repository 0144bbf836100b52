import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts';
import { type QuoteWorld, quoteCart } from './quote';
import { SKATES_PRODUCT } from '../cart/test-fixtures';

const skates = SKATES_PRODUCT;
const helmet = {
  product_id: 'p-helmet',
  title: 'Helmet',
  sku: 'HL',
  status: 'Active',
  category: 'Safety',
  product_type: 'Variable Product',
  variation: [
    { sku: 'HL-S', price: 900, salePrice: 750, stock: 'Unlimited Stock' },
    { sku: 'HL-M', price: 950, salePrice: 0, stock: '1' },
  ],
};
const course = { ...skates, product_id: 'p-course', title: 'Basics', sku: 'C1', category: 'Courses' };

/** Office in Malad (Mumbai); the shipping point about 12.6 km away in Bandra. */
const world: QuoteWorld = {
  products: [skates, helmet, course],
  pincodes: [
    { pincode: '400064', status: 'Active' },
    { pincode: '400050', status: 'Active' },
  ],
  bands: [
    { min_kilometer: 0, max_kilometer: 10, delivery_price: 50, status: 'Active' },
    { min_kilometer: 10, max_kilometer: 30, delivery_price: 120, status: 'Active' },
  ],
  freeBands: [{ min_kilometer: 0, max_kilometer: 30, freedelivery_price: 5000 }],
  office: { latitude: 19.186, longitude: 72.8485 },
  shipping: { pincode: '400050', latitude: 19.076, longitude: 72.8777 },
  gstRate: 18,
  payButtons: [],
  advancePercent: 20,
};

describe('quoteCart (the commerce engine)', () => {
  it('issue 39: an offer prices its lines and delivery as agreed, whatever the catalogue and the bands say', () => {
    const quote = quoteCart(
      [
        { product_id: 'p-skates', product_sku: 'QS', quantity: 2 },
        { product_id: 'p-helmet', product_sku: 'HL-S', quantity: 1 },
      ],
      {
        ...world,
        shipping: { pincode: '999999', latitude: null, longitude: null },
        agreedPrices: new Map([['QS', 1800]]),
        agreedDelivery: 75,
      },
    );
    expect(quote.problems).toEqual([]);
    expect(quote.lines.map((l) => [l.sku, l.unitPrice, l.lineTotal])).toEqual([
      ['QS', 1800, 3600],
      ['HL-S', 750, 750],
    ]);
    expect([quote.itemsTotal, quote.delivery, quote.total, quote.payNow]).toEqual([4350, 75, 4425, 4425]);
  });

  it('issue 43: holds 1,000 units per product and sku however they are split, as the order body does', () => {
    const lines = [
      { product_id: 'p-helmet', product_sku: 'HL-S', quantity: 600 },
      { product_id: 'p-helmet', product_sku: 'HL-S', quantity: 401 },
    ];
    expect(quoteCart(lines, world).problems).toEqual([
      {
        code: 'quantity-limit',
        message: 'You can order at most 1000 of one item.',
        product_id: 'p-helmet',
        product_sku: 'HL-S',
      },
    ]);
    expect(quoteCart([{ ...lines[0], quantity: 1000 }], world).problems).toEqual([]);
  });

  it('prices lines, coupon, delivery, GST and the pay-on-delivery split', () => {
    const quote = quoteCart(
      [
        { product_id: 'p-skates', product_sku: 'QS', quantity: 2 },
        { product_id: 'p-helmet', product_sku: 'HL-S', quantity: 1 },
      ],
      {
        ...world,
        couponCode: 'skate10',
        coupon: { coupon_code: 'SKATE10', percentage_offer: 10, min_order: 1000 },
        payMethod: 'Pay on delivery',
      },
    );
    expect(quote.problems).toEqual([]);
    expect(quote.lines.map((l) => [l.sku, l.unitPrice, l.regularPrice, l.lineTotal])).toEqual([
      ['QS', 1999, 2499, 3998],
      ['HL-S', 750, 900, 750],
    ]);
    expect(quote).toMatchObject({
      itemsRegularTotal: 5898,
      itemsTotal: 4748,
      discount: 474.8,
      couponCode: 'SKATE10',
      afterDiscount: 4273.2,
      delivery: 120,
      total: 4393.2,
      gst: { rate: 18, tax: 670.15, net: 3723.05 },
      payMethod: 'Pay on delivery',
      payNow: 879,
      remaining: 3514.2,
    });
  });

  it('the same product and sku twice is one line with the quantities added', () => {
    const quote = quoteCart(
      [
        { product_id: 'p-skates', product_sku: 'QS', quantity: 1 },
        { product_id: 'p-skates', product_sku: 'QS', quantity: 2 },
      ],
      world,
    );
    expect(quote.lines).toHaveLength(1);
    expect(quote.itemsTotal).toBe(5997);
  });

  it('a sale price without a regular price counts at 599 before discount, not 0', () => {
    const sale = { ...skates, originalPrice: 0, discountPrice: 599 };
    const quote = quoteCart([{ product_id: 'p-skates', quantity: 1 }], { ...world, products: [sale] });
    expect(quote.itemsRegularTotal).toBe(599);
    expect(quote.itemsTotal).toBe(599);
  });

  it('every pincode Inactive: no-delivery', () => {
    const quote = quoteCart([{ product_id: 'p-skates', quantity: 1 }], {
      ...world,
      pincodes: world.pincodes.map((p) => ({ ...p, status: 'Inactive' })),
    });
    expect(quote.problems).toEqual([{ code: 'no-delivery', message: TEXTS.NO_DELIVERY_TO_PINCODE }]);
  });

  it('a shipping address without coordinates is charged the dearest Active band (120)', () => {
    const quote = quoteCart([{ product_id: 'p-skates', quantity: 1 }], {
      ...world,
      shipping: { pincode: '400050', latitude: null, longitude: null },
    });
    expect(quote.delivery).toBe(120);
    expect(quote.total).toBe(2119);
  });

  it('free delivery when the total after the coupon reaches the free band', () => {
    const quote = quoteCart([{ product_id: 'p-skates', quantity: 3 }], world);
    expect(quote).toMatchObject({ itemsTotal: 5997, delivery: 0, total: 5997 });
  });

  it('a distance no band covers: no-delivery', () => {
    const quote = quoteCart([{ product_id: 'p-skates', quantity: 1 }], {
      ...world,
      shipping: { pincode: '400050', latitude: 18.52, longitude: 73.85 }, // Pune, ~120 km
    });
    expect(quote.problems.map((p) => p.code)).toEqual(['no-delivery']);
  });

  it.each([
    { items: 1, coupon: { coupon_code: 'BIG', price_offer: 200, min_order: 2500 }, code: 'coupon-min-order' },
    { items: 1, coupon: null, code: 'coupon-invalid' },
  ])('coupon refused: $code, no discount', ({ items, coupon, code }) => {
    const quote = quoteCart([{ product_id: 'p-skates', quantity: items }], {
      ...world,
      couponCode: 'BIG',
      coupon,
    });
    expect(quote.problems.map((p) => p.code)).toEqual([code]);
    expect(quote.discount).toBe(0);
    expect(quote.couponCode).toBe('');
  });

  it('more than the stock: out-of-stock with the product named', () => {
    const quote = quoteCart([{ product_id: 'p-helmet', product_sku: 'HL-M', quantity: 2 }], world);
    expect(quote.problems).toEqual([
      {
        code: 'out-of-stock',
        message: 'Sorry, Helmet is out of stock.',
        product_id: 'p-helmet',
        product_sku: 'HL-M',
      },
    ]);
  });

  it('unknown product, inactive product and unknown variation: product-unavailable', () => {
    const quote = quoteCart(
      [
        { product_id: 'nope', quantity: 1 },
        { product_id: 'p-skates', quantity: 1 },
        { product_id: 'p-helmet', product_sku: 'HL-XL', quantity: 1 },
      ],
      { ...world, products: [{ ...skates, status: 'Inactive' }, helmet] },
    );
    expect(quote.problems.map((p) => [p.code, p.product_id])).toEqual([
      ['product-unavailable', 'nope'],
      ['product-unavailable', 'p-skates'],
      ['product-unavailable', 'p-helmet'],
    ]);
  });

  it('merchant offers only Pay now: Pay on delivery is pay-method-not-offered', () => {
    const quote = quoteCart([{ product_id: 'p-skates', quantity: 1 }], {
      ...world,
      payButtons: [{ button_id: 'paynow', default: true }],
      payMethod: 'Pay on delivery',
    });
    expect(quote.payMethods).toEqual(['Pay now']);
    expect(quote.problems.map((p) => p.code)).toEqual(['pay-method-not-offered']);
  });

  it("admission fees: category 'Courses' is a course, nothing ships", () => {
    const quote = quoteCart([{ product_id: 'p-course', quantity: 1 }], { ...world, onlyCourses: true });
    expect(quote.problems).toEqual([]);
    expect(quote).toMatchObject({ delivery: 0, total: 1999 });
    const refused = quoteCart([{ product_id: 'p-skates', quantity: 1 }], { ...world, onlyCourses: true });
    expect(refused.problems.map((p) => p.code)).toEqual(['course-required']);
  });

  it('an empty cart: empty-cart', () => {
    expect(quoteCart([], world).problems.map((p) => p.code)).toEqual(['empty-cart']);
  });

  describe('issue 25 row 1: the engine knows the customer (per-customer coupon terms)', () => {
    const skate10 = { coupon_code: 'SKATE10', percentage_offer: 10, first_order_only: true };
    const one = [{ product_id: 'p-skates', product_sku: 'QS', quantity: 1 }];

    it('a first-order-only coupon for a customer who already has orders: coupon-first-order-only, no discount in the total', () => {
      const quote = quoteCart(one, {
        ...world,
        couponCode: 'SKATE10',
        coupon: skate10,
        customer: { hasOrders: true, usedCoupons: [] },
      });
      expect(quote.problems).toEqual([
        { code: 'coupon-first-order-only', message: 'This coupon is for your first order only' },
      ]);
      expect(quote).toMatchObject({ itemsTotal: 1999, discount: 0, couponCode: '', total: 2119 });
    });

    it('the same coupon for a first order takes 10 % off (199.90); a guest (customer unknown) is quoted the same', () => {
      for (const customer of [{ hasOrders: false, usedCoupons: [] }, null]) {
        const quote = quoteCart(one, { ...world, couponCode: 'skate10', coupon: skate10, customer });
        expect(quote.problems).toEqual([]);
        expect(quote).toMatchObject({ discount: 199.9, couponCode: 'SKATE10', total: 1919.1 });
      }
    });

    it('a once-per-customer coupon the customer has used: coupon-already-used (before first-order-only)', () => {
      const quote = quoteCart(one, {
        ...world,
        couponCode: 'each20',
        coupon: { coupon_code: 'EACH20', price_offer: 20, one_per_customer: true, first_order_only: true },
        customer: { hasOrders: true, usedCoupons: ['EACH20'] },
      });
      expect(quote.problems.map((p) => [p.code, p.message])).toEqual([
        ['coupon-already-used', TEXTS.COUPON_ALREADY_USED],
      ]);
      expect(quote.discount).toBe(0);
    });

    it('a coupon without per-customer terms ignores the customer', () => {
      const quote = quoteCart(one, {
        ...world,
        couponCode: 'FLAT200',
        coupon: { coupon_code: 'FLAT200', price_offer: 200 },
        customer: { hasOrders: true, usedCoupons: ['FLAT200'] },
      });
      expect(quote.problems).toEqual([]);
      expect(quote.discount).toBe(200);
    });
  });
});
