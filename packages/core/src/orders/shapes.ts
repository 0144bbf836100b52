import type { DateInput } from '../shapes';

/** The order fields the order rules read (a shop order or an admission payment record). */
export interface OrderLike {
  payment_mode?: string | null;
  /** Payment status: Success for a paid Pay now order. */
  status?: string | null;
  /** Fulfilment status: Pending, Processing, Packed, Shipped, Out for delivery, Delivered, Cancelled. */
  orderStatus?: string | null;
  /** Set (a date, or true) once delivered. */
  delivered?: unknown;
  createdAt?: DateInput | null;
  processing_date?: DateInput | null;
  shipped_date?: DateInput | null;
  out_deliverydate?: DateInput | null;
  delivery_date?: DateInput | null;
  /** Stamped by the merchant console when the order is packed / cancelled. */
  packed_date?: DateInput | null;
  cancelled_date?: DateInput | null;
  /** The lines ordered: a list or its JSON text. */
  cart_products?: unknown;
}
