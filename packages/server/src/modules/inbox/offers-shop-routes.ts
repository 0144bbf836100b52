import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AddressRefBody, TEXTS } from '../../platform/core';
import { badRequest } from '../../platform/errors';
import { createAccountsRepository } from '../accounts/repository';
import { placeOrder } from '../orders/checkout';
import { creationAnswer, recoveredCreation, resolveAddress, verifyOrderPayment } from '../orders/handlers';
import { claimOf, idempotent } from '../orders/idempotency';
import { AWAITING_PAYMENT, findOrder, PAYMENT_STATUS } from '../orders/repository';
import {
  agreedTermsOf,
  offerCartLines,
  linkOfferOrder,
  offerOrderStatus,
  offerState,
  openOffer,
  payableOffer,
} from './offers';

/** The link's token travels in the query or body: a JWT is longer than a path segment may be. */
const LinkToken = z.string().min(16).max(2048);
/** Paying and verifying take or give back stock, which the storefront shows. */
const STOCK_WRITE = { catalogueWrite: true } as const;

const OfferView = z.object({
  id: z.string(),
  lines: z.array(
    z.object({
      product_id: z.string(),
      product_sku: z.string(),
      name: z.string(),
      quantity: z.number(),
      unit_price: z.number(),
      line_total: z.number(),
    }),
  ),
  delivery: z.number(),
  total: z.number(),
  message: z.string(),
  expires_at: z.string(),
  state: z.enum(['sent', 'paid', 'expired']),
  /** The shopper, to prefill the address form. */
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
});

/** As POST /payment answers (orders/handlers.ts' creationAnswer). */
const OfferPayResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  razorpay_order: z
    .object({ id: z.string(), amount: z.number(), currency: z.string(), receipt: z.string().optional() })
    .nullable(),
  order_id: z.string(),
  receipt_id: z.string(),
  id: z.string(),
  key_id: z.string(),
  provider: z.string(),
  checkout_url: z.string().optional(),
  amount: z.number(),
  remaining_amount: z.number(),
  currency: z.string(),
});
/** As POST /payment/verify answers. */
const OfferVerifyResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  order_id: z.string(),
  id: z.string(),
  status: z.string(),
});

const PayBody = z.strictObject({ token: LinkToken, shipping_address: AddressRefBody });
const VerifyOfferBody = z.strictObject({
  token: LinkToken,
  razorpay_order_id: z.string().min(1).max(200),
  razorpay_payment_id: z.string().min(1).max(200),
  razorpay_signature: z.string().min(1).max(200),
  receipt_id: z.string().max(64).optional(),
  key_id: z.string().max(200).optional(),
});

/**
 * A merchant's offer on a quote, paid from its mail without signing in (issue 39): `GET /quote-offers?token=`
 * shows it, `POST /quote-offers/pay` places the order at the offer's prices and delivery (server-priced from
 * the stored offer, stock held, Idempotency-Key as on POST /payment) and opens its payment, `POST
 * /quote-offers/verify` verifies it as POST /payment/verify does. Refused for a token not signed here (403),
 * once expired (410) and once paid (409).
 */
export const quoteOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/quote-offers',
    {
      schema: {
        querystring: z.object({ token: LinkToken }),
        response: { 200: z.object({ data: OfferView }) },
      },
    },
    async (request) => {
      const offer = await payableOffer(app, request.query.token);
      const user = await createAccountsRepository(app.db).userById(offer.user_id);
      const state = offerState(offer, await offerOrderStatus(app.db, offer), app.services.now());
      return {
        data: {
          id: offer.id,
          lines: offer.lines.map((line) => ({
            ...line,
            line_total: Math.round(line.unit_price * 100 * line.quantity) / 100,
          })),
          delivery: offer.delivery,
          total: offer.total,
          message: offer.message,
          expires_at: offer.expires_at.toISOString(),
          state,
          name: user?.full_name ?? '',
          email: user?.email ?? '',
          mobile: user?.mobile ?? '',
        },
      };
    },
  );

  app.post(
    '/quote-offers/pay',
    { config: STOCK_WRITE, schema: { body: PayBody, response: { 200: OfferPayResponse } } },
    async (request) => {
      const offer = await payableOffer(app, request.body.token);
      const owner = { mainId: offer.main_id, userId: offer.user_id };
      return idempotent(
        app,
        request,
        async () => {
          // A payment already opened for the offer (a second tab, a retry) is the one to pay.
          const opened = offer.order_id ? await findOrder(app.db, offer.order_id) : null;
          if (
            opened &&
            opened.status === PAYMENT_STATUS.pending &&
            opened.orderStatus === AWAITING_PAYMENT &&
            !opened.stock_released_at
          ) {
            const again = await recoveredCreation(app, request, opened.id);
            if (again) return again;
          }
          const user = await createAccountsRepository(app.db).userById(offer.user_id);
          const shipping = await resolveAddress(app, owner, request.body.shipping_address);
          const placed = await placeOrder(app, {
            kind: 'shop',
            mainId: offer.main_id,
            userId: offer.user_id,
            userName: user?.full_name ?? '',
            paymentMode: 'Pay now',
            lines: offerCartLines(offer),
            billing: shipping,
            shipping: {
              ...shipping,
              latitude: shipping.latitude ?? null,
              longitude: shipping.longitude ?? null,
            },
            customerNote: `Quote offer ${offer.id}`,
            agreed: agreedTermsOf(offer),
            claim: claimOf(request),
            onPlaced: (tx, order) => linkOfferOrder(tx, offer, order),
          });
          return creationAnswer(app, request, placed);
        },
        (orderId) => recoveredCreation(app, request, orderId),
        owner,
      );
    },
  );

  app.post(
    '/quote-offers/verify',
    { config: STOCK_WRITE, schema: { body: VerifyOfferBody, response: { 200: OfferVerifyResponse } } },
    async (request) => {
      const offer = await openOffer(app, request.body.token);
      const order = offer.order_id ? await findOrder(app.db, offer.order_id) : null;
      if (!order) throw badRequest(TEXTS.PAYMENT_VERIFICATION_FAILED);
      return verifyOrderPayment(app, order, request.body);
    },
  );
};
