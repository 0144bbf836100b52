import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { extend } from 'zod/mini';
import { conflict, errorBody, forbidden } from '../../platform/errors';
import { requireMerchant } from '../../platform/merchant';
import { requireUser } from '../../lib/auth';
import {
  ADMISSION_FEE_STATUS,
  AdmissionPaymentBody,
  isSkateError,
  jsonObject,
  listEnvelope,
  MessageResponse,
  num,
  Order,
  OrderBody,
  OrderCreatedResponse,
  optStr,
  PayOnDeliveryBody,
  PayOnDeliveryResponse,
  RazorpayOrder,
  recordEnvelope,
  str,
  TEXTS,
  VerifyBody,
  VerifyResponse,
} from '../../platform/core';
import { findAdmission } from '../admissions/repository';
import { type CheckoutResult, placeOrder, type QuoteChangedError } from './checkout';
import {
  creationAnswer,
  failPayment,
  ownOrder,
  ownOrderRow,
  recoveredCreation,
  resolveAddress,
  verifyPayment,
} from './handlers';
import { claimOf, idempotent } from './idempotency';
import { listOrders, type OrderKind, toWireOrder } from './repository';
import { webhookRoutes } from './webhook';
import { creditNotesOf } from './refund-lines';
import { CreditNotesResponse } from '@skatekit/console-contract';
import { sandboxPageRoutes } from './sandbox-page';

/** The spec's Order plus the server's extensions (GST at the merchant's rate, kind, admission link). */
/** Placing an order and settling its payment take or give back stock, which the storefront shows. */
const STOCK_WRITE = { catalogueWrite: true } as const;

const WireOrder = extend(Order, { gst_rate: num(), tax_amount: num(), kind: str(), admission_id: str() });
const WireOrderResponse = recordEnvelope('data', WireOrder);
const WireOrdersResponse = listEnvelope('data', WireOrder);

/** Extensions every order creation answers with, so a checkout needs no second call. */
const creationExtras = {
  id: str(),
  key_id: str(),
  provider: str(),
  checkout_url: optStr(),
  amount: num(),
  remaining_amount: num(),
  currency: str('INR'),
};
const CreatedResponse = extend(OrderCreatedResponse, creationExtras);
const PayDeliveryCreatedResponse = extend(PayOnDeliveryResponse, {
  ...creationExtras,
  razorpay_order: jsonObject(RazorpayOrder),
});
const VerifiedResponse = extend(VerifyResponse, { id: str(), status: str() });
const FailedBody = z.strictObject({ receipt_id: z.string().trim().min(1).max(64) });

const UserIdParams = z.object({ user_id: z.string().min(1).max(64) });
const IdParams = z.object({ id: z.string().min(1).max(64) });

type ShopBody = z.output<typeof OrderBody>;
type AdmissionBody = z.output<typeof AdmissionPaymentBody>;

/** What both kinds of order take from the body as sent: the buyer, the lines, the coupon and the quote shown. */
function placement(
  request: FastifyRequest,
  claims: { mainId: string; userId: string },
  body: ShopBody | AdmissionBody,
  mode: 'Pay now' | 'Pay on delivery',
) {
  return {
    mainId: claims.mainId,
    userId: claims.userId,
    userName: body.user_name ?? '',
    paymentMode: mode,
    lines: body.cart_products,
    couponCode: body.coupon_code,
    userGstNo: body.user_gstNo,
    customerNote: body.customer_note,
    shown: body.shown,
    claim: claimOf(request),
  };
}

/** Places a shop order (addresses resolved and geocoded by the server). */
async function placeShopOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  body: ShopBody,
  mode: 'Pay now' | 'Pay on delivery',
) {
  const claims = await requireUser(request, body.user_id, body.main_id);
  await requireMerchant(app.db, body.main_id);
  const [billing, shipping] = await Promise.all([
    resolveAddress(app, claims, body.billing_address),
    resolveAddress(app, claims, body.shipping_address),
  ]);
  return placeOrder(app, {
    ...placement(request, claims, body, mode),
    kind: 'shop',
    billing,
    shipping: {
      ...shipping,
      pincode: shipping.pincode,
      latitude: shipping.latitude ?? null,
      longitude: shipping.longitude ?? null,
    },
  });
}

/** Places an admission payment: course lines only, no delivery, linked to the user's admission. */
async function placeAdmissionOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  body: AdmissionBody,
  mode: 'Pay now' | 'Pay on delivery',
) {
  const claims = await requireUser(request, body.user_id, body.main_id);
  await requireMerchant(app.db, body.main_id);
  const admission = await findAdmission(app.db, claims, body.admission_id);
  if (body.admission_id && !admission) throw forbidden(TEXTS.NOT_ALLOWED);
  // One paid fee per admission (a second fee that slips through anyway is flagged for a refund).
  if (admission?.status === ADMISSION_FEE_STATUS.paid) throw conflict(TEXTS.ADMISSION_ALREADY_PAID);
  return placeOrder(app, {
    ...placement(request, claims, body, mode),
    kind: 'admission',
    billing: null,
    shipping: null,
    admissionId: admission?.id ?? null,
  });
}

/**
 * Answers an order creation: under its Idempotency-Key (extension: one order per key, the same answer
 * to repeats); a quote other than the one shown answers 409 with the error envelope and the charged
 * `quote`, for the shopper to confirm (the central error handler keeps only the message).
 */
async function creation(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  place: () => Promise<CheckoutResult>,
) {
  try {
    return await idempotent(
      app,
      request,
      async () => creationAnswer(app, request, await place()),
      (orderId) => recoveredCreation(app, request, orderId),
    );
  } catch (error) {
    // Thrown by the checkout (QuoteChangedError), or the same refusal replayed under its key.
    const quote = (error as Partial<QuoteChangedError>).quote;
    if (!isSkateError(error) || error.reason !== 'price-changed' || quote === undefined) throw error;
    return reply.code(409).send({ ...errorBody(error.message, error.reason), quote });
  }
}

/**
 * Orders and payments: `/payment...` for the shop and `/admission-pay...` for course fees, one path
 * through the same checkout (server pricing, atomic stock, provider order, signature verify).
 */
export const ordersModule: FastifyPluginAsyncZod = async (app) => {
  const families = [
    { base: '/payment', kind: 'shop' as OrderKind },
    { base: '/admission-pay', kind: 'admission' as OrderKind },
  ];

  /** An order creation route: `place` gets the validated body (its type is the body schema's). */
  const creationRoute = <B extends z.core.$ZodType>(
    path: string,
    body: B,
    response: z.core.$ZodType,
    place: (request: FastifyRequest, body: z.output<B>) => Promise<CheckoutResult>,
  ) =>
    app.post(path, { config: STOCK_WRITE, schema: { body, response: { 200: response } } }, (request, reply) =>
      creation(app, request, reply, () => place(request, request.body as z.output<B>)),
    );
  const onDelivery = 'Pay on delivery';
  creationRoute('/payment', OrderBody, CreatedResponse, (request, body) =>
    placeShopOrder(app, request, body, body.payment_mode),
  );
  creationRoute('/payment/paydelivery', PayOnDeliveryBody, PayDeliveryCreatedResponse, (request, body) =>
    placeShopOrder(app, request, body, onDelivery),
  );
  creationRoute('/admission-pay', AdmissionPaymentBody, CreatedResponse, (request, body) =>
    placeAdmissionOrder(app, request, body, body.payment_mode),
  );
  creationRoute(
    '/admission-pay/paydelivery',
    AdmissionPaymentBody,
    PayDeliveryCreatedResponse,
    (request, body) => placeAdmissionOrder(app, request, body, onDelivery),
  );

  for (const { base, kind } of families) {
    app.post(
      `${base}/verify`,
      { config: STOCK_WRITE, schema: { body: VerifyBody, response: { 200: VerifiedResponse } } },
      async (request) => verifyPayment(app, request, request.body, kind),
    );
    app.post(
      `${base}/failed`,
      { config: STOCK_WRITE, schema: { body: FailedBody, response: { 200: MessageResponse } } },
      async (request) => failPayment(app, request, request.body.receipt_id, kind),
    );
  }

  // Reading orders back: the user's list and one order, for shop orders and admission payments.
  const readers = [
    { list: '/payment/:user_id', single: '/payment/order/:id', kind: 'shop' },
    { list: '/admission-pay/details/:user_id', single: '/admission-pay/single/:id', kind: 'admission' },
  ] as const;
  for (const { list, single, kind } of readers) {
    app.get(
      list,
      { schema: { params: UserIdParams, response: { 200: WireOrdersResponse } } },
      async (request) => {
        const claims = await requireUser(request, request.params.user_id);
        return { data: (await listOrders(app.db, claims.mainId, claims.userId, kind)).map(toWireOrder) };
      },
    );
    app.get(
      single,
      { schema: { params: IdParams, response: { 200: WireOrderResponse } } },
      async (request) => ({ data: await ownOrder(app, request, request.params.id, kind) }),
    );
  }

  // The shopper's credit notes of an order (a refund after invoicing), printable from My Account.
  app.get(
    '/payment/order/:id/credit-notes',
    { schema: { params: IdParams, response: { 200: CreditNotesResponse } } },
    async (request) => ({
      data: await creditNotesOf(app.db, await ownOrderRow(app, request, request.params.id, 'shop')),
    }),
  );

  await app.register(webhookRoutes);
  // The sandbox checkout exists only with the dev helpers (SKATEKIT_DEV_ROUTES=1, loopback, not production).
  if (app.config.devRoutes) await app.register(sandboxPageRoutes);
};
