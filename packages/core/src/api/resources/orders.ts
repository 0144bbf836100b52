import { type CreateOptions, path, type Transport } from '../http';
import { idempotencyHeaders } from '../request-helpers';
import {
  CreditNotesResponse,
  OrderCreatedResponse,
  type OrderBodyInput,
  OrderResponse,
  OrdersResponse,
  PaymentConfigResponse,
  type PayOnDeliveryBodyInput,
  PayOnDeliveryResponse,
  type VerifyBody,
  VerifyResponse,
} from '../schemas/orders';
import { MessageResponse } from '../schemas/shared';
import { type Sendable, toOrderBody } from './args';
import { requireRecord } from './catalogue';

/** Shop orders. */
export function ordersApi(t: Transport) {
  return {
    /** GET /payment/order/{id}. */
    get: async (id: string) => {
      const reply = await t.send(OrderResponse, { method: 'GET', path: path`/payment/order/${id}` });
      return requireRecord(reply.data.data, 'Order', reply.status);
    },
    /** GET /payment/order/{id}/credit-notes (extension): the order's credit notes, oldest first. */
    creditNotes: async (id: string) =>
      (await t.request(CreditNotesResponse, { method: 'GET', path: path`/payment/order/${id}/credit-notes` }))
        .data,
    /** GET /payment/{user_id}. */
    listByUser: async (userId: string) =>
      (await t.request(OrdersResponse, { method: 'GET', path: path`/payment/${userId}` })).data,
    /** POST /payment -> `{ success, razorpay_order, order_id, receipt_id }`. */
    create: (body: Sendable<OrderBodyInput>, options?: CreateOptions) =>
      t.request(OrderCreatedResponse, {
        method: 'POST',
        path: '/payment',
        body: toOrderBody(body, t.merchantCode),
        headers: idempotencyHeaders(options),
      }),
    /** POST /payment/paydelivery: an order paid entirely on delivery (no advance) -> `{ success, order_id }`. */
    payOnDelivery: (body: Sendable<PayOnDeliveryBodyInput>, options?: CreateOptions) =>
      t.request(PayOnDeliveryResponse, {
        method: 'POST',
        path: '/payment/paydelivery',
        body: toOrderBody(body, t.merchantCode),
        headers: idempotencyHeaders(options),
      }),
    /** POST /payment/verify: checks the provider's signature; `success: false` when it does not match. */
    verify: (body: VerifyBody) =>
      t.request(VerifyResponse, { method: 'POST', path: '/payment/verify', body }),
    /**
     * POST /payment/failed (extension): the payment of an unpaid order failed and the shopper left it;
     * the server gives up the order (its stock and coupon use go back). 409 when a payment reached it first.
     */
    failed: (receiptId: string) =>
      t.request(MessageResponse, {
        method: 'POST',
        path: '/payment/failed',
        body: { receipt_id: receiptId },
      }),
  };
}

/** Payment provider setup. */
export function paymentsApi(t: Transport) {
  return {
    /** GET /pay-razorpay/{store} -> `{ key_id, company_name, company_color, provider }` (never key_secret). */
    config: async () => {
      const reply = await t.send(PaymentConfigResponse, {
        method: 'GET',
        path: path`/pay-razorpay/${t.merchantCode}`,
      });
      return requireRecord(reply.data.data, 'Payment configuration', reply.status);
    },
  };
}
