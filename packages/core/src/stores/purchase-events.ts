import type { ChargedQuote } from '../api/schemas/orders';
import type { PayMethod } from '../constants';
import type { Quote } from '../engine/quote';
import { toText } from '../format/coerce';

/** One bought line in GA4's ecommerce `items` shape (figures are the engine's quote, rupees). */
export interface PurchaseItem {
  /** The product's id. */
  item_id: string;
  item_name: string;
  /** What one unit sells for (the quote's unit price). */
  price: number;
  quantity: number;
  /** The variation's sku, for a variation of a Variable Product. */
  item_variant?: string;
  /** The product's category, when it has one. */
  item_category?: string;
}

/** What an order or a payment says about it: the order's id, the quote's figures, and the lines. */
export interface PurchaseDetail {
  /** The server's order id (`order_id`). */
  orderId: string;
  /** What the order costs: the quote's total, as the shopper saw it (delivery included). */
  value: number;
  /** Always Indian rupees. */
  currency: 'INR';
  /** Delivery charge in the total. */
  shipping: number;
  /** GST contained in the total. */
  tax: number;
  /** Coupon code applied ('' when none). */
  coupon: string;
  /** The pay method chosen. */
  payMethod: PayMethod;
  items: PurchaseItem[];
}

/** What the checkout announces, by type, each once per order. */
export interface PurchaseEventMap {
  /**
   * The server created the order. `awaitingPayment`: an online payment (the total, or a pay-on-delivery
   * advance) follows; false when nothing is paid before delivery.
   */
  'order-placed': PurchaseDetail & { awaitingPayment: boolean };
  /** The server verified the online payment for the order; `amountPaid` is what was paid now. */
  'payment-succeeded': PurchaseDetail & { amountPaid: number };
}

/** One purchase event: its `type` and its fields. */
export type PurchaseEvent = {
  [K in keyof PurchaseEventMap]: { type: K } & PurchaseEventMap[K];
}[keyof PurchaseEventMap];

/** Listening to the checkout's events: one type (`on`) or every type (`subscribe`); both return the unsubscribe. */
export interface PurchaseEvents {
  on<K extends keyof PurchaseEventMap>(
    type: K,
    listener: (event: { type: K } & PurchaseEventMap[K]) => void,
  ): () => void;
  subscribe(listener: (event: PurchaseEvent) => void): () => void;
}

/** The emitter behind `PurchaseEvents`; `emit` is the checkout's own and announces each (type, order) once. */
export function createPurchaseEvents(): PurchaseEvents & { emit(event: PurchaseEvent): void } {
  const listeners = new Set<(event: PurchaseEvent) => void>();
  const announced = new Set<string>();
  const subscribe = (listener: (event: PurchaseEvent) => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    subscribe,
    on(type, listener) {
      return subscribe((event) => {
        if (event.type === type) listener(event as unknown as Parameters<typeof listener>[0]);
      });
    },
    emit(event) {
      const once = `${event.type}\u0000${event.orderId}`;
      if (announced.has(once)) return;
      announced.add(once);
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          console.error('[skatekit] purchase event listener failed', error);
        }
      }
    },
  };
}

/**
 * The event fields of an order: the figures the server charged (`charged`, when it answered them),
 * else the engine's quote as shown; copied, never recomputed.
 */
export function purchaseDetail(
  orderId: string,
  quote: Quote,
  payMethod: PayMethod,
  charged?: ChargedQuote,
): PurchaseDetail {
  return {
    orderId,
    value: charged?.total ?? quote.total,
    currency: 'INR',
    shipping: charged?.delivery ?? quote.delivery,
    tax: charged?.tax ?? quote.gst.tax,
    coupon: charged?.coupon_code ?? quote.couponCode,
    payMethod,
    items: quote.lines.map((line) => {
      const category = toText(line.product.category);
      const billed = charged?.lines.find((l) => l.product_id === line.product_id && l.sku === line.sku);
      return {
        item_id: line.product_id,
        item_name: line.title,
        price: billed?.unit_price ?? line.unitPrice,
        quantity: billed?.quantity ?? line.quantity,
        ...(line.variation ? { item_variant: line.sku } : {}),
        ...(category ? { item_category: category } : {}),
      };
    }),
  };
}
