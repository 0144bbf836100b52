import * as z from 'zod/mini';
import {
  bool,
  jsonList,
  mongoId,
  num,
  optNum,
  optStr,
  preprocess,
  str,
  textList,
  textRecord,
} from './shared';

/*
 * The records SkateKit keeps in browser storage (the guest cart's lines, the signed-in user, the
 * tokens), in a module of their own: what every page reads at start, so its bundle carries these
 * schemas and not the request bodies or the replies of calls it never makes. cart.ts, users.ts and
 * auth.ts export them too.
 */

/**
 * A cart line as the server's cart and the browser's guest cart hold it. Prices are what the catalogue
 * showed when the line was added; the server re-prices at checkout.
 */
export const CartItem = /* @__PURE__ */ z.object({
  _id: mongoId(),
  id: optStr(),
  product_id: str(),
  product_sku: str(),
  product_name: str(),
  product_price: num(),
  product_saleprice: num(),
  product_stockstatus: str(),
  product_status: str('Active'),
  product_image: str(),
  product_gallery: textList(),
  description: str(),
  short_description: str(),
  category: str(),
  product_type: str(),
  variation_attributes: textRecord(),
  typeofsimple: str(),
  user_id: str(),
  user_name: str(),
  delivery_days: num(),
  /** The product's HSN/SAC code as ordered (order lines; extension). */
  hsn: optStr(),
  main_id: str(),
  quantity: num(1),
  /** Set on course lines (the spec's "course flag"). */
  course: bool(),
  /**
   * Extension: the units on hand of the line's product or variation when the catalogue counts them
   * (absent: not capped); core's cart caps the line's quantity at it (`lineQuantityMax`).
   */
  stock_left: optNum(),
});
/** A cart line. */
export type CartItem = z.output<typeof CartItem>;

/**
 * The checkout data kept in browser storage under `checkout_data`: the lines being bought and the totals the
 * cart showed (totalBeforeDiscount = sum of prices, totalAfterDiscount = sum of sale prices).
 */
export const CheckoutData = /* @__PURE__ */ z.object({
  products: jsonList(CartItem),
  totalBeforeDiscount: num(),
  totalAfterDiscount: num(),
  coupon: str(),
  discountAmount: num(),
  isCouponApplied: bool(),
  course: bool(),
});
/** The checkout data kept in browser storage. */
export type CheckoutData = z.output<typeof CheckoutData>;

type RawUser = Record<string, unknown>;

/** The loose backend names the id `user_id`, `id` or `_id`; every reader only looks at `user_id`. */
export const withUserId = (value: unknown): unknown => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const raw = value as RawUser;
  if (raw.user_id !== undefined && raw.user_id !== null && raw.user_id !== '') return raw;
  return { ...raw, user_id: raw.id ?? raw._id };
};

export const userShape = {
  _id: mongoId(),
  id: optStr(),
  user_id: str(),
  full_name: str(),
  name: str(),
  email: str(),
  mobile: str(),
};

/**
 * The signed-in user as kept in browser storage (`user`): signed in means `user_id` is not empty. When the
 * backend sends only `id` or `_id`, that becomes `user_id`.
 */
export const UserSession = /* @__PURE__ */ preprocess(
  (value: Partial<Record<keyof typeof userShape, string | number | null>>) => withUserId(value),
  z.object(userShape),
);
/** The signed-in user as kept in browser storage. */
export type UserSession = z.output<typeof UserSession>;

/** POST /registeruser/api/refresh-token -> `{ accessToken, refreshToken }`. */
export const RefreshResponse = /* @__PURE__ */ z.object({ accessToken: str(), refreshToken: str() });
/** Reply of a token refresh. */
export type RefreshResponse = z.output<typeof RefreshResponse>;
