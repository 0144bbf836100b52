import * as z from 'zod/mini';
import { PAY_METHOD_ON_DELIVERY, PAY_METHODS } from '../../constants';
import { Address, addressFields } from './addresses';
import { CartItem, CartLineBody } from './cart';
import {
  BODY_LIMITS,
  body,
  fieldError,
  flag,
  idText,
  list,
  mobile,
  moneyHint,
  oneOf,
  optEmail,
  optText,
  text,
} from './fields';
import {
  bool,
  isRecord,
  jsonList,
  jsonObject,
  listEnvelope,
  MessageResponse,
  mongoId,
  num,
  optNum,
  optStr,
  parseJsonText,
  preprocess,
  recordEnvelope,
  str,
} from './shared';
import { RazorpayOrder } from './provider-order';

/**
 * An address kept on an order. Accepts the address object, JSON text of it, or plain text (older orders kept
 * the address as one line, which becomes `new_address`); anything else is null.
 */
const addressSnapshot = () =>
  preprocess(
    (value: z.input<typeof Address> | string | null | undefined) => {
      if (typeof value !== 'string') return isRecord(value) ? value : null;
      const parsed = parseJsonText(value);
      if (isRecord(parsed)) return parsed;
      return value.trim() === '' ? null : { new_address: value };
    },
    z._default(z.nullable(Address), null),
  );

/** A date-ish text that counts as "set" only when non-empty and not `false`. */
const setText = () =>
  preprocess(
    (value: string | boolean | null | undefined) =>
      value === false || value === null || value === '' ? undefined : value === true ? 'true' : value,
    z.optional(z.string()),
  );

/**
 * A shop order (also the shape of an admission payment record). Amounts are rupees. `cart_products` may
 * arrive as JSON text. `status` is the payment status (Success for a paid Pay now order), `orderStatus`
 * the fulfilment status (Pending, Processing, Packed, Shipped, Out for delivery, Delivered, Cancelled).
 */
export const Order = /* @__PURE__ */ z.object({
  _id: mongoId(),
  id: optStr(),
  order_id: str(),
  receipt_id: str(),
  payment_id: optStr(),
  createdAt: str(),
  payment_mode: str(),
  user_id: str(),
  user_name: str(),
  amountbeforediscount: num(),
  amountafterdiscount: num(),
  deliveryCharge: num(),
  totalAmountbeforePay: num(),
  remaining_amount: num(),
  cart_products: jsonList(CartItem),
  couponapplied: bool(),
  coupon_code: str(),
  discountprice: num(),
  billing_address: addressSnapshot(),
  shipping_address: addressSnapshot(),
  user_gstNo: str(),
  customer_note: str(),
  payment_capture: num(),
  currency: str('INR'),
  status: str(),
  orderStatus: str(),
  delivered: setText(),
  processing_date: str(),
  shipped_date: str(),
  out_deliverydate: str(),
  delivery_date: str(),
  /** GST rate (percent) the server priced this order with; prices include GST. Extension. */
  gst_rate: optNum(),
  /** GST contained in the order total at that rate, as the server stored it. Extension. */
  tax_amount: optNum(),
  // Fulfilment and money after the order stood (extensions, set by the merchant console; '' / 0 until then).
  /** When the order was packed (ISO), '' until then. */
  packed_date: optStr(),
  /** When the order was cancelled (ISO), '' unless it was. */
  cancelled_date: optStr(),
  /** Courier the order was shipped with. */
  courier: optStr(),
  /** The courier's tracking number. */
  tracking_number: optStr(),
  /** Pay on delivery: when the remainder was collected (ISO), '' until then; the order is then paid in full. */
  remainder_collected_at: optStr(),
  /** Rupees refunded so far. */
  refunded_amount: optNum(),
});
/** A shop order. */
export type Order = z.output<typeof Order>;

/** A quote request as the server keeps it. */
export const QuoteRequest = /* @__PURE__ */ z.object({
  _id: mongoId(),
  name: str(),
  mobile: str(),
  email: str(),
  description: str(),
  cart_products: jsonList(CartItem),
  user_id: str(),
  user_name: str(),
  main_id: str(),
});
/** A quote request. */
export type QuoteRequest = z.output<typeof QuoteRequest>;

/** The online payment provider's public setup. `key_secret` is never part of it (and is dropped if sent). */
export const PaymentConfig = /* @__PURE__ */ z.object({
  key_id: str(),
  company_name: str(),
  company_color: str(),
  /** `razorpay`, or `sandbox` for the reference server's offline checkout. */
  provider: str('razorpay'),
  /** The merchant's GST rate in percent (prices include GST). Extension; absent on the legacy backend. */
  gst_rate: optNum(),
  /** The merchant's GSTIN for the tax invoice ('' when not registered). Extension. */
  gstin: optStr(),
});
/** The online payment provider's public setup. */
export type PaymentConfig = z.output<typeof PaymentConfig>;

export { RazorpayOrder };

/** POST /payment/getquote: the guest-details quote form and the lines asked about. */
export const QuoteBody = /* @__PURE__ */ body({
  name: text(BODY_LIMITS.name),
  mobile: mobile(),
  email: optEmail(),
  description: optText(BODY_LIMITS.message),
  cart_products: list(CartLineBody).check(z.minLength(1, { error: fieldError })),
  user_id: optText(BODY_LIMITS.id),
  user_name: optText(BODY_LIMITS.name),
  main_id: idText(),
});
/** Quote body (as sent). */
export type QuoteBodyInput = z.input<typeof QuoteBody>;
/** Quote body (as validated). */
export type QuoteBody = z.output<typeof QuoteBody>;

const addressSnapshotShape = {
  ...addressFields,
  id: optText(BODY_LIMITS.id),
  user_id: optText(BODY_LIMITS.id),
  user_name: optText(BODY_LIMITS.name),
  defaultaddressS: z.optional(flag()),
  defaultaddressB: z.optional(flag()),
};

/**
 * For an object that fails as a snapshot, say what is wrong inside it ("shipping_address.pincode must be...")
 * rather than only that the union failed.
 */
function addressRefError(issue: z.core.$ZodRawIssue): string {
  const field = (issue.path ?? []).join('.') || 'address';
  if (issue.code === 'invalid_union' && isRecord(issue.input)) {
    const inner = issue.errors[1]?.[0];
    if (inner) return inner.path.length > 0 ? `${field}.${inner.message}` : `${field}: ${inner.message}`;
  }
  return `${field} must be an address id or an address`;
}

/** A copy of an address kept on an order (a saved Address may be sent, minus its `_id`). */
export const AddressSnapshotBody = /* @__PURE__ */ body(addressSnapshotShape);
/** The keys an address snapshot accepts; the client keeps only these when it sends a saved address. */
export const ADDRESS_SNAPSHOT_KEYS = Object.keys(
  addressSnapshotShape,
) as (keyof typeof addressSnapshotShape)[];

/** An order's address: the id of a saved address, or a snapshot of one. */
export const AddressRefBody = /* @__PURE__ */ z.union([idText(), AddressSnapshotBody], {
  error: addressRefError,
});
/** An order's address reference (as sent). */
export type AddressRefBodyInput = z.input<typeof AddressRefBody>;
/** An order's address reference (as validated). */
export type AddressRefBody = z.output<typeof AddressRefBody>;

const shownFigure = () =>
  z
    .number({ error: fieldError })
    .check(z.minimum(0, { error: fieldError }), z.maximum(BODY_LIMITS.money, { error: fieldError }));

/**
 * What the page showed when the shopper placed the order (extension, issue 43): the total and what is
 * paid now. When the server's quote differs, no payment is opened: 409 `price-changed` with the quote.
 */
export const ShownFigures = /* @__PURE__ */ body({ total: shownFigure(), pay_now: shownFigure() });
/** Shown figures (as validated). */
export type ShownFigures = z.output<typeof ShownFigures>;

/** The fields every order-like body shares. Amounts are display hints only: the server re-prices. */
export const orderFields = {
  shown: z.optional(ShownFigures),
  cart_products: list(CartLineBody).check(z.minLength(1, { error: fieldError })),
  coupon_code: optText(BODY_LIMITS.name),
  payment_mode: oneOf(PAY_METHODS),
  user_gstNo: optText(BODY_LIMITS.name),
  customer_note: optText(BODY_LIMITS.message),
  user_id: idText(),
  user_name: optText(BODY_LIMITS.name),
  main_id: idText(),
  couponapplied: z.optional(flag()),
  amountbeforediscount: moneyHint(),
  amountafterdiscount: moneyHint(),
  discountprice: moneyHint(),
  deliveryCharge: moneyHint(),
  totalAmountbeforePay: moneyHint(),
  remaining_amount: moneyHint(),
  currency: optText(3),
};

/** POST /payment: a shop order; `Pay now` opens the provider for the total, `Pay on delivery` for the advance. */
export const OrderBody = /* @__PURE__ */ body({
  ...orderFields,
  billing_address: AddressRefBody,
  shipping_address: AddressRefBody,
});
/** Order body (as sent). */
export type OrderBodyInput = z.input<typeof OrderBody>;
/** Order body (as validated). */
export type OrderBody = z.output<typeof OrderBody>;

/** POST /payment/paydelivery: a pay-on-delivery shop order with no advance (the whole amount is due on delivery). */
export const PayOnDeliveryBody = /* @__PURE__ */ body({
  ...orderFields,
  payment_mode: z._default(
    z.literal(PAY_METHOD_ON_DELIVERY, { error: () => `payment_mode must be ${PAY_METHOD_ON_DELIVERY}` }),
    PAY_METHOD_ON_DELIVERY,
  ),
  billing_address: AddressRefBody,
  shipping_address: AddressRefBody,
});
/** Pay-on-delivery body (as sent). */
export type PayOnDeliveryBodyInput = z.input<typeof PayOnDeliveryBody>;
/** Pay-on-delivery body (as validated). */
export type PayOnDeliveryBody = z.output<typeof PayOnDeliveryBody>;

/**
 * POST /payment/verify and /admission-pay/verify: the provider's answer to check. `key_id` is the public key
 * the checkout used (the spec's "a key"); the secret never travels, and an unknown field is refused.
 */
export const VerifyBody = /* @__PURE__ */ body({
  razorpay_order_id: text(BODY_LIMITS.short),
  razorpay_payment_id: text(BODY_LIMITS.short),
  razorpay_signature: text(BODY_LIMITS.short),
  receipt_id: idText(),
  key_id: optText(BODY_LIMITS.name),
});
/** Verify body. */
export type VerifyBody = z.output<typeof VerifyBody>;

/** POST /payment/getquote -> `{ success, message }`. */
export const QuoteResponse = MessageResponse;
/** GET /payment/order/{id} (and GET /admission-pay/single/{id}) -> `{ data: Order }`. */
export const OrderResponse = /* @__PURE__ */ recordEnvelope('data', Order);
/** GET /payment/{user_id} (and GET /admission-pay/details/{user_id}) -> `{ data: Order[] }`. */
export const OrdersResponse = /* @__PURE__ */ listEnvelope('data', Order);

/** A credit note (extension): a refund after the order was invoiced, numbered in the merchant's series; rupees. */
export const CreditNote = /* @__PURE__ */ z.object({
  number: str(),
  createdAt: str(),
  amount: num(),
  taxable: num(),
  tax: num(),
  gstRate: num(),
  lines: /* @__PURE__ */ jsonList(
    z.object({ name: str(), sku: str(), quantity: num(), amount: num(), taxable: num(), gst: num() }),
  ),
});
export type CreditNote = z.infer<typeof CreditNote>;
/** GET /payment/order/{id}/credit-notes -> `{ data: CreditNote[] }`. */
export const CreditNotesResponse = /* @__PURE__ */ listEnvelope('data', CreditNote);

/** One line of a {@link ChargedQuote}. */
export const ChargedLine = /* @__PURE__ */ z.object({
  product_id: str(),
  sku: str(),
  title: str(),
  quantity: num(),
  unit_price: num(),
  line_total: num(),
});
/** One line of a charged quote. */
export type ChargedLine = z.output<typeof ChargedLine>;

/**
 * The figures the server charges an order attempt (extension, issue 43), in rupees: answered by every
 * order creation as `quote`, and by a 409 `price-changed` refusal beside its message.
 */
export const ChargedQuote = /* @__PURE__ */ z.object({
  lines: z.array(ChargedLine),
  items_total: num(),
  discount: num(),
  coupon_code: str(),
  delivery: num(),
  tax: num(),
  gst_rate: num(),
  total: num(),
  pay_now: num(),
  remaining: num(),
});
/** A charged quote. */
export type ChargedQuote = z.output<typeof ChargedQuote>;

/** POST /payment and POST /admission-pay -> `{ success, message, razorpay_order, order_id, receipt_id }`. */
export const OrderCreatedResponse = /* @__PURE__ */ z.object({
  quote: z.optional(ChargedQuote),
  success: bool(),
  message: str(),
  razorpay_order: jsonObject(RazorpayOrder),
  order_id: str(),
  receipt_id: str(),
});
/** Reply of an order creation. */
export type OrderCreatedResponse = z.output<typeof OrderCreatedResponse>;

/** POST {base}/paydelivery -> `{ success, message, order_id, receipt_id }`. */
export const PayOnDeliveryResponse = /* @__PURE__ */ z.object({
  quote: z.optional(ChargedQuote),
  success: bool(),
  message: str(),
  order_id: str(),
  receipt_id: str(),
});
/** Reply of a pay-on-delivery order. */
export type PayOnDeliveryResponse = z.output<typeof PayOnDeliveryResponse>;

/** POST {base}/verify -> `{ success, message, order_id }`; a bad signature is `success: false`. */
export const VerifyResponse = /* @__PURE__ */ z.object({ success: bool(), message: str(), order_id: str() });
/** Reply of a payment verification. */
export type VerifyResponse = z.output<typeof VerifyResponse>;

/** GET /pay-razorpay/{store} -> `{ data: PaymentConfig }`. */
export const PaymentConfigResponse = /* @__PURE__ */ recordEnvelope('data', PaymentConfig);
