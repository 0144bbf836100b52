import {
  type ApiClient,
  type LineRef,
  loadQuoteWorld,
  type PayMethod,
  type Quote,
  quoteCart,
  quoteShippingOf,
} from '../src/platform/core';

/** What a shopper has chosen at the checkout. */
export interface CheckoutChoice {
  lines: LineRef[];
  couponCode?: string;
  /** A saved address id of `userId` (shipping); none for admission fees. */
  addressId?: string;
  userId: string;
  payMethod: PayMethod;
  onlyCourses?: boolean;
}

/**
 * The figures a checkout displays, computed the way any client computes them: from what the API
 * answers (the saved address, the product records, the coupon check, the store's terms) through
 * core's engine. Nothing here reads the database.
 */
export async function clientQuote(api: ApiClient, choice: CheckoutChoice): Promise<Quote> {
  const addresses = choice.addressId ? await api.addresses.list(choice.userId) : [];
  const address = addresses.find((a) => (a.id || a._id) === choice.addressId);
  if (choice.addressId && !address) throw new Error(`address ${choice.addressId} not listed`);
  const world = await loadQuoteWorld(api, {
    lines: choice.lines,
    couponCode: choice.couponCode,
    shipping: address ? quoteShippingOf(address) : null,
    payMethod: choice.payMethod,
    onlyCourses: choice.onlyCourses,
  });
  return quoteCart(choice.lines, world);
}
