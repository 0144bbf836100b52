import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { merchantSettings, webhookEvents } from '../../db/schema';
import { refuseControlCharacters } from '../../platform/control-characters';
import { badRequest } from '../../platform/errors';
import { refuseDeepJson } from '../../platform/json-depth';
import { orderPaidOnline, TEXTS, toPaise } from '../../platform/core';
import type { WebhookEvent } from '../../providers/payment';
import { parseWebhookBody } from '../../providers/payment/hmac';
import { verifyWebhookBody } from '../../providers/payment/webhook';
import { logRefundNeeded, providerOf } from './handlers';
import { settlePayment } from './payment-state';
import { findByProviderOrder, type OrderRow } from './repository';

const PAID_EVENTS = new Set(['payment.captured', 'order.paid']);
const INVALID_SIGNATURE = 'Invalid webhook signature';

/**
 * Whether a webhook body is signed by one of the webhook secrets this server holds: the server-wide
 * RAZORPAY_WEBHOOK_SECRET, a merchant's own, or (dev helpers only) the sandbox's.
 */
export async function signedByAnyKnownSecret(
  app: FastifyInstance,
  raw: string,
  signature: string | undefined,
): Promise<boolean> {
  if (!signature) return false;
  if (app.config.devRoutes && app.services.sandbox.verifyWebhook(raw, signature)) return true;
  const own = await app.db
    .select({ secret: merchantSettings.webhook_secret })
    .from(merchantSettings)
    .where(and(eq(merchantSettings.payment_provider, 'razorpay'), ne(merchantSettings.webhook_secret, '')));
  const secrets = [app.config.razorpay.webhookSecret, ...own.map((row) => row.secret)];
  return secrets.some((secret) => !!secret && verifyWebhookBody(secret, raw, signature) !== null);
}

/**
 * Keeps a verified webhook event by its id (`X-Razorpay-Event-Id`, else `fallbackId`): false when it was
 * kept before, a redelivery that must not act twice.
 */
export async function firstDelivery(
  app: FastifyInstance,
  request: FastifyRequest,
  kept: { mainId: string; provider: string; event: WebhookEvent; payload: unknown; fallbackId: string },
): Promise<boolean> {
  const header = request.headers['x-razorpay-event-id'];
  const fresh = await app.db
    .insert(webhookEvents)
    .values({
      main_id: kept.mainId,
      provider: kept.provider,
      event_id: typeof header === 'string' && header ? header : kept.fallbackId,
      event_type: kept.event.event,
      payload: kept.payload,
      processed_at: app.services.now(),
    })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return fresh.length > 0;
}

function orderIdOf(body: Record<string, unknown>): string | undefined {
  const payload = body.payload as Record<string, { entity?: Record<string, unknown> }> | undefined;
  const fromPayment = payload?.payment?.entity?.order_id;
  const fromOrder = payload?.order?.entity?.id;
  const id = typeof fromPayment === 'string' ? fromPayment : fromOrder;
  return typeof id === 'string' ? id : undefined;
}

/** Whether the event paid exactly what the order asks online, in the order's currency. */
function paysInFull(event: WebhookEvent, order: OrderRow): boolean {
  return (
    event.amountPaise === toPaise(orderPaidOnline(order)) &&
    event.currency?.toUpperCase() === order.currency.toUpperCase()
  );
}

/**
 * `POST /payment/webhook/razorpay`: Razorpay's server-to-server notice, checked with the merchant's
 * webhook secret over the exact raw body. A paid event records the payment like verify does (once).
 * Events are kept by id, so a redelivery is answered without acting twice.
 */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  // The signature covers the bytes as sent: keep the body as text in this scope only.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/payment/webhook/razorpay', { config: { catalogueWrite: true } }, async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    refuseDeepJson(raw);
    const parsed = parseWebhookBody(raw);
    if (!parsed) throw badRequest('Malformed JSON in request body');
    refuseControlCharacters('body', parsed);
    const providerOrderId = orderIdOf(parsed);
    const order = providerOrderId ? await findByProviderOrder(app.db, providerOrderId) : null;
    const header = request.headers['x-razorpay-signature'];
    const signature = typeof header === 'string' ? header : undefined;
    // The signature is checked before anything about the order is told: a badly signed event is the
    // same 400 whether or not the order exists (no order-id oracle).
    if (!order) {
      // Events about orders this server did not make (other apps on the same account) are
      // acknowledged and ignored - once signed by a webhook secret this server knows.
      if (!(await signedByAnyKnownSecret(app, raw, signature))) throw badRequest(INVALID_SIGNATURE);
      return { success: true, message: 'Ignored' };
    }
    const provider = await providerOf(app, order).catch(() => null);
    const event = provider?.verifyWebhook(raw, signature) ?? null;
    if (!provider || !event) throw badRequest(INVALID_SIGNATURE);

    const fresh = await firstDelivery(app, request, {
      mainId: order.main_id,
      provider: provider.name,
      event,
      payload: parsed,
      fallbackId: `${event.event}:${event.paymentId ?? event.orderId}`,
    });
    if (!fresh) return { success: true, message: 'Already processed' };

    if (PAID_EVENTS.has(event.event) && event.paymentId) {
      if (!paysInFull(event, order)) {
        // A payment of another amount or currency never settles the order. Acknowledged (2xx) all the
        // same: the provider would redeliver a refusal for a day, and it can never become right.
        app.log.error(
          {
            order: order.id,
            paid: { amountPaise: event.amountPaise ?? null, currency: event.currency ?? null },
            expected: { amountPaise: toPaise(orderPaidOnline(order)), currency: order.currency },
          },
          'webhook payment does not match the order: not marked paid',
        );
        return { success: false, message: TEXTS.PAYMENT_MISMATCH };
      }
      const settled = await settlePayment(app.db, order.id, {
        paymentId: event.paymentId,
        signature: null,
        at: app.services.now(),
        via: 'webhook',
      });
      if (settled.outcome === 'refund-needed' || settled.outcome === 'duplicate-payment') {
        logRefundNeeded(app, settled, event.paymentId);
      }
    }
    // payment.failed is only noted: Razorpay lets the buyer retry within the same order.
    return { success: true, message: 'OK' };
  });
};
