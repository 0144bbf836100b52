import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { assertOwner, authenticate } from '../../lib/auth';
import { type AddressRefBody, TEXTS, toPaise } from '../../platform/core';
import type { AccessClaims } from '../../lib/tokens';
import type { PaymentProvider } from '../../providers/payment';
import { addressCoordinates } from '../addresses/coordinates';
import { findAddress, toWireAddress } from '../addresses/repository';
import type { CheckoutResult } from './checkout';
import { releaseOrder, type Settlement, settlePayment } from './payment-state';
import {
  AWAITING_PAYMENT,
  findByReceipt,
  findOrder,
  type OrderKind,
  type OrderRow,
  PAYMENT_STATUS,
  toWireOrder,
} from './repository';

/** The body of the sandbox checkout link: absolute, so a popup or a redirect can use it as is. */
export function checkoutUrl(app: FastifyInstance, request: FastifyRequest, providerOrderId: string): string {
  const base = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
  return `${base}/sandbox/checkout/${encodeURIComponent(providerOrderId)}`;
}

/** The spec's creation answer plus extensions. */
export function creationAnswer(app: FastifyInstance, request: FastifyRequest, result: CheckoutResult) {
  const { order, providerOrder } = result;
  return {
    success: true,
    message: providerOrder ? TEXTS.ORDER_CREATED : TEXTS.ORDER_PLACED,
    razorpay_order: providerOrder
      ? {
          id: providerOrder.id,
          amount: providerOrder.amount,
          currency: providerOrder.currency,
          receipt: providerOrder.receipt,
        }
      : null,
    order_id: order.order_id ?? order.id,
    receipt_id: order.receipt_id,
    id: order.id,
    key_id: result.keyId,
    provider: result.provider,
    checkout_url:
      providerOrder && result.provider === 'sandbox'
        ? checkoutUrl(app, request, providerOrder.id)
        : undefined,
    amount: result.payNow,
    remaining_amount: order.remaining_amount,
    currency: order.currency,
    quote: result.charged,
  };
}

/**
 * Turns an order's address reference (a saved address id, or an address) into the snapshot kept on
 * the order, placed where the address list places it (addresses/coordinates): the server's geocoder,
 * a saved address's own coordinates as the fallback; a posted address's coordinates are never trusted
 * for the delivery charge.
 */
export async function resolveAddress(app: FastifyInstance, claims: AccessClaims, ref: AddressRefBody) {
  if (typeof ref === 'string') {
    const row = await findAddress(app.db, ref);
    if (!row) throw notFound(TEXTS.ADDRESS_NOT_FOUND);
    assertOwner(claims, row);
    return {
      ...toWireAddress(row),
      ...(await addressCoordinates(app.services.geocoder, claims.mainId, row, row)),
    };
  }
  return {
    ...ref,
    user_id: claims.userId,
    area: ref.area ?? '',
    number: ref.number ?? '',
    ...(await addressCoordinates(app.services.geocoder, claims.mainId, ref)),
  };
}

/**
 * The creation answer for an order placed under an Idempotency-Key claim whose request died before
 * answering (orders/idempotency.ts): the same order, with its payment as opened. Null when there is
 * nothing usable to answer with - the order is gone, given up, or never got its payment opened (then it is
 * released here) - so the retry places the order anew, once.
 */
export async function recoveredCreation(app: FastifyInstance, request: FastifyRequest, orderId: string) {
  const order = await findOrder(app.db, orderId);
  if (!order || order.stock_released_at || order.status === PAYMENT_STATUS.failed) return null;
  const awaitingPayment = order.orderStatus === AWAITING_PAYMENT;
  if (awaitingPayment && !order.order_id) {
    await releaseOrder(app.db, order.id, app.services.now());
    return null;
  }
  const provider = await app.services.paymentFor(order.main_id);
  const payNow = awaitingPayment
    ? Math.round((order.totalAmountbeforePay - order.remaining_amount) * 100) / 100
    : 0;
  const providerOrder =
    awaitingPayment && order.order_id
      ? {
          id: order.order_id,
          entity: 'order' as const,
          amount: toPaise(payNow),
          amount_paid: 0,
          amount_due: toPaise(payNow),
          currency: order.currency,
          receipt: order.receipt_id,
          status: 'created',
          attempts: 0,
          notes: {},
          created_at: Math.floor(order.createdAt.getTime() / 1000),
        }
      : null;
  return creationAnswer(app, request, {
    order,
    providerOrder,
    keyId: provider.keyId,
    provider: order.provider,
    payNow,
  });
}

/** The provider an existing order was opened with. */
export async function providerOf(app: FastifyInstance, order: OrderRow): Promise<PaymentProvider> {
  if (order.provider === 'sandbox') {
    // A sandbox order (from a dev run on the same database) is never paid once the sandbox is off.
    if (!app.config.devRoutes)
      throw badRequest('This order was opened in the payment sandbox and cannot be paid');
    return app.services.sandbox;
  }
  return app.services.paymentFor(order.main_id);
}

/** The caller's own order of a kind, by receipt; 404 when none, 403 when someone else's. */
export async function ownOrderByReceipt(
  app: FastifyInstance,
  request: FastifyRequest,
  receiptId: string,
  kind: OrderKind,
) {
  const claims = await authenticate(request);
  const order = await findByReceipt(app.db, claims.mainId, receiptId);
  if (!order || order.kind !== kind) throw notFound(TEXTS.ORDER_NOT_FOUND);
  assertOwner(claims, order);
  return order;
}

/** What the customer is told about a payment that was received but will be refunded. */
export function refundText(settled: Settlement): string {
  if (settled.outcome === 'duplicate-payment') {
    return settled.order.kind === 'admission'
      ? TEXTS.ADMISSION_FEE_REFUND_DUPLICATE
      : TEXTS.PAYMENT_REFUND_DUPLICATE;
  }
  switch (settled.order.refund_reason) {
    case 'coupon':
      return TEXTS.PAYMENT_REFUND_COUPON;
    case 'admission-already-paid':
      return TEXTS.ADMISSION_FEE_REFUND_DUPLICATE;
    case 'duplicate-payment':
      return TEXTS.PAYMENT_REFUND_DUPLICATE;
    default:
      return TEXTS.PAYMENT_REFUND_NEEDED;
  }
}

/** The line staff find a refund by (the order also carries refund_needed_at and refund_reason). */
export function logRefundNeeded(app: FastifyInstance, settled: Settlement, paymentId: string): void {
  app.log.error(
    {
      order: settled.order.id,
      payment: paymentId,
      reason: settled.outcome === 'duplicate-payment' ? 'duplicate-payment' : settled.order.refund_reason,
    },
    'payment received that must be refunded: refund needed',
  );
}

/**
 * POST {base}/verify: checks the provider's signature server-side. A forged or mismatched signature
 * is 400 and changes nothing; a valid one marks the order paid once (repeats answer success again).
 * A genuine payment that cannot stand is 409 saying it will be refunded (kept and flagged for staff):
 * paid after a cancel when the stock or the coupon use is gone, a second fee for a paid admission, or
 * a second, different payment for an order already paid.
 */
export async function verifyPayment(
  app: FastifyInstance,
  request: FastifyRequest,
  body: {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
    receipt_id: string;
  },
  kind: OrderKind,
) {
  return verifyOrderPayment(app, await ownOrderByReceipt(app, request, body.receipt_id, kind), body);
}

/** Checks the provider's signature for `order` and settles it (see verifyPayment; an offer's pay link too). */
export async function verifyOrderPayment(
  app: FastifyInstance,
  order: OrderRow,
  body: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
) {
  const provider = await providerOf(app, order);
  const genuine =
    order.order_id === body.razorpay_order_id &&
    provider.verifySignature({
      orderId: body.razorpay_order_id,
      paymentId: body.razorpay_payment_id,
      signature: body.razorpay_signature,
    });
  if (!genuine) throw badRequest(TEXTS.PAYMENT_VERIFICATION_FAILED);
  const settled = await settlePayment(app.db, order.id, {
    paymentId: body.razorpay_payment_id,
    signature: body.razorpay_signature,
    at: app.services.now(),
    via: 'verify',
  });
  if (settled.outcome === 'refund-needed' || settled.outcome === 'duplicate-payment') {
    logRefundNeeded(app, settled, body.razorpay_payment_id);
    throw conflict(refundText(settled));
  }
  const paid = settled.order;
  return {
    success: true,
    message: TEXTS.PAYMENT_VERIFIED,
    order_id: paid.order_id ?? paid.id,
    id: paid.id,
    status: paid.status,
  };
}

/**
 * POST {base}/failed (extension): an unpaid order is given up; its stock and coupon use go back.
 * Cancelling again answers the same; an order a payment reached first is 409 and stays paid.
 */
export async function failPayment(
  app: FastifyInstance,
  request: FastifyRequest,
  receiptId: string,
  kind: OrderKind,
) {
  const order = await ownOrderByReceipt(app, request, receiptId, kind);
  const after = await releaseOrder(app.db, order.id, app.services.now());
  if (after?.status !== PAYMENT_STATUS.failed) throw conflict(TEXTS.ORDER_ALREADY_PAID);
  return { success: true, message: TEXTS.PAYMENT_CANCELLED };
}

/** An order the caller may read; 404 when absent, 403 when another user's. */
export async function ownOrder(app: FastifyInstance, request: FastifyRequest, id: string, kind: OrderKind) {
  return toWireOrder(await ownOrderRow(app, request, id, kind));
}

/** The signed-in customer's own order row (404 when absent or another kind, 403 when another's). */
export async function ownOrderRow(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  kind: OrderKind,
) {
  const claims = await authenticate(request);
  const order = await findOrder(app.db, id);
  if (!order || order.kind !== kind) throw notFound(TEXTS.ORDER_NOT_FOUND);
  assertOwner(claims, order);
  return order;
}
