import type { CartItem } from '../api/schemas/cart';

/** The product of the test cart lines: a quad skate at ₹1000, on sale at ₹800, 5 in stock. */
export const QUAD_LINE = {
  product_id: 'p1',
  product_sku: 'SKU-1',
  product_name: 'Quad Skates',
  product_price: 1000,
  product_saleprice: 800,
  product_stockstatus: '5',
} satisfies Partial<CartItem>;

/** A cart line for tests: the spec's fields with neutral values, overridden per case. */
export function line(overrides: Partial<CartItem> = {}): CartItem {
  return {
    ...QUAD_LINE,
    product_status: 'Active',
    product_image: '/img/quad.jpg',
    product_gallery: [],
    description: '',
    short_description: '',
    category: 'Skates',
    product_type: 'Simple',
    variation_attributes: {},
    typeofsimple: '',
    user_id: '',
    user_name: '',
    delivery_days: 3,
    main_id: 'store-1',
    quantity: 1,
    course: false,
    ...overrides,
  };
}

/** A catalogue product for quote and order tests: quad skates at ₹2499, on sale at ₹1999, 5 in stock. */
export const SKATES_PRODUCT = {
  product_id: 'p-skates',
  title: 'Quad Skates',
  sku: 'QS',
  status: 'Active',
  category: 'Skates',
  product_type: 'Simple',
  originalPrice: 2499,
  discountPrice: 1999,
  stock: '5',
  totalStock: 5,
};
