import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import { feeInvoices, feeMandates } from '../../db/schema';
import { authenticate, requireUser } from '../../lib/auth';
import { indiaDay, indiaDayStart } from '../../lib/india-days';
import { refuseControlCharacters } from '../../platform/control-characters';
import { FEE_TEXTS, feeDueDate, nextFeePeriod, toPaise } from '../../platform/core';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { refuseDeepJson } from '../../platform/json-depth';
import { parseWebhookBody } from '../../providers/payment/hmac';
import { requireStudent } from '../academy/repository';
import { firstDelivery, signedByAnyKnownSecret } from '../orders/webhook';
import { applySubscriptionEvent, autopayNotes, mandatesOf, toWireMandate } from './autopay';

/** Billing cycles of a mandate: ten years of monthly fees (the parent or the academy cancels it earlier). */
const MANDATE_CYCLES = 120;

const Mandate = z.object({
  id: z.string(),
  student_id: z.string(),
  student_name: z.string(),
  status: z.enum(['created', 'authenticated', 'halted', 'cancelled']),
  amount: z.number(),
  provider: z.string(),
  subscription_id: z.string(),
  /** Where the parent authorises the mandate (the provider's page). */
  short_url: z.string(),
  created_at: z.string(),
});
const MandateResponse = z.object({ success: z.literal(true), message: z.string(), data: Mandate });
const MandatesResponse = z.object({ success: z.literal(true), message: z.string(), data: z.array(Mandate) });

const AutopayBody = z.strictObject({
  user_id: z.string().min(1).max(64),
  main_id: z.string().min(1).max(64).optional(),
  student_id: z.string().min(1).max(64),
});

/** Unix seconds of 09:00 India time on the next due day after `today` (the first charge). */
function firstChargeAt(latest: { period: string; due_date: string }, today: string): number {
  const dueDay = Number(latest.due_date.slice(8, 10));
  const due = latest.due_date > today ? latest.due_date : feeDueDate(nextFeePeriod(latest.period), dueDay);
  return Math.floor(indiaDayStart(due).getTime() / 1000) + 9 * 3600;
}

/**
 * Fee auto-pay, shop side (issue 38): `POST /fees/autopay` sets up a mandate for one of the parent's
 * students (a provider plan at the student's monthly fee and a subscription to it; the parent authorises
 * it at `short_url`), `GET /fees/autopay/{user_id}` lists them, `DELETE /fees/autopay/{id}` cancels one at
 * the provider. The provider's subscription webhook is `POST /fees/autopay/webhook` (autopayWebhookRoutes).
 */
export const feeAutopayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/fees/autopay',
    { schema: { body: AutopayBody, response: { 200: MandateResponse } } },
    async (request) => {
      const body = request.body;
      const claims = await requireUser(request, body.user_id, body.main_id);
      const student = await requireStudent(app.db, claims.mainId, body.student_id, claims.userId);
      const [latest] = await app.db
        .select()
        .from(feeInvoices)
        .where(and(eq(feeInvoices.main_id, claims.mainId), eq(feeInvoices.student_id, student.id)))
        .orderBy(desc(feeInvoices.period))
        .limit(1);
      if (!latest) throw conflict(FEE_TEXTS.AUTOPAY_NO_FEE);
      const live = await app.db
        .select({ id: feeMandates.id, status: feeMandates.status })
        .from(feeMandates)
        .where(and(eq(feeMandates.main_id, claims.mainId), eq(feeMandates.student_id, student.id)));
      if (live.some((m) => m.status === 'created' || m.status === 'authenticated'))
        throw conflict(FEE_TEXTS.AUTOPAY_EXISTS);
      const provider = await app.services.paymentFor(claims.mainId);
      const notes = autopayNotes(claims.mainId, { student_id: student.id, user_id: claims.userId });
      const plan = await provider.createPlan({
        period: 'monthly',
        interval: 1,
        item: { name: `Monthly fee: ${student.name}`, amountPaise: toPaise(latest.amount), currency: 'INR' },
        notes,
      });
      const subscription = await provider.createSubscription({
        planId: plan.id,
        totalCount: MANDATE_CYCLES,
        // The parent is handed short_url here; the provider need not mail it too.
        customerNotify: false,
        startAt: firstChargeAt(latest, indiaDay(app.services.now())),
        notes,
      });
      // The sandbox's page is on this server: its short_url is a path.
      const origin = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
      const shortUrl = subscription.short_url.startsWith('/')
        ? `${origin}${subscription.short_url}`
        : subscription.short_url;
      let id: string;
      try {
        const [row] = await app.db
          .insert(feeMandates)
          .values({
            main_id: claims.mainId,
            user_id: claims.userId,
            student_id: student.id,
            provider: provider.name,
            plan_id: plan.id,
            subscription_id: subscription.id,
            short_url: shortUrl,
            amount: latest.amount,
          })
          .returning({ id: feeMandates.id });
        id = row.id;
      } catch (error) {
        // Two set-ups at once: the other one won; this subscription is never authorised.
        if (isUniqueViolation(error)) throw conflict(FEE_TEXTS.AUTOPAY_EXISTS);
        throw error;
      }
      const [mandate] = await mandatesOf(app, claims.mainId, claims.userId, id);
      return { success: true as const, message: FEE_TEXTS.AUTOPAY_CREATED, data: toWireMandate(mandate) };
    },
  );

  app.get(
    '/fees/autopay/:user_id',
    {
      schema: {
        params: z.object({ user_id: z.string().min(1).max(64) }),
        response: { 200: MandatesResponse },
      },
    },
    async (request) => {
      const claims = await requireUser(request, request.params.user_id);
      const rows = await mandatesOf(app, claims.mainId, claims.userId);
      return { success: true as const, message: FEE_TEXTS.AUTOPAY_LIST, data: rows.map(toWireMandate) };
    },
  );

  app.delete(
    '/fees/autopay/:id',
    {
      schema: { params: z.object({ id: z.string().min(1).max(64) }), response: { 200: MandateResponse } },
    },
    async (request) => {
      const claims = await authenticate(request);
      const id = z.uuid().safeParse(request.params.id).success ? request.params.id : null;
      const [mandate] = id ? await mandatesOf(app, claims.mainId, claims.userId, id) : [];
      if (!mandate) throw notFound(FEE_TEXTS.AUTOPAY_NOT_FOUND);
      if (mandate.status !== 'cancelled') {
        const provider = await app.services.paymentFor(claims.mainId);
        await provider.cancelSubscription(mandate.subscription_id);
        await app.db
          .update(feeMandates)
          .set({ status: 'cancelled', updatedAt: app.services.now() })
          .where(eq(feeMandates.id, mandate.id));
      }
      const [after] = await mandatesOf(app, claims.mainId, claims.userId, mandate.id);
      return { success: true as const, message: FEE_TEXTS.AUTOPAY_CANCELLED, data: toWireMandate(after) };
    },
  );
};

const INVALID_SIGNATURE = 'Invalid webhook signature';

/** The subscription of a webhook body, and when its payment was made. */
function subscriptionOf(body: Record<string, unknown>): { id?: string; paidAt?: number } {
  const payload = body.payload as Record<string, { entity?: Record<string, unknown> }> | undefined;
  const id = payload?.subscription?.entity?.id;
  const created = payload?.payment?.entity?.created_at;
  return {
    id: typeof id === 'string' ? id : undefined,
    paidAt: Number.isSafeInteger(created) ? (created as number) : undefined,
  };
}

/**
 * `POST /fees/autopay/webhook`: the provider's subscription events (`subscription.authenticated`,
 * `.charged`, `.halted`, `.cancelled`, ...), signed as the payments webhook is (X-Razorpay-Signature over
 * the raw body with the merchant's webhook secret). Events are kept by id: a redelivery changes nothing.
 */
export const autopayWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  // The sandbox delivers its webhooks here, as Razorpay would over the network.
  app.services.sandbox.deliverWebhooks(async (webhook) => {
    await app.inject({
      method: 'POST',
      url: '/fees/autopay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhook.signature,
        'x-razorpay-event-id': webhook.eventId,
      },
      payload: webhook.raw,
    });
  });

  app.post('/fees/autopay/webhook', { config: { catalogueWrite: true } }, async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    refuseDeepJson(raw);
    const parsed = parseWebhookBody(raw);
    if (!parsed) throw badRequest('Malformed JSON in request body');
    refuseControlCharacters('body', parsed);
    const header = request.headers['x-razorpay-signature'];
    const signature = typeof header === 'string' ? header : undefined;
    const { id: subscriptionId, paidAt } = subscriptionOf(parsed);
    const [mandate] = subscriptionId
      ? await app.db.select().from(feeMandates).where(eq(feeMandates.subscription_id, subscriptionId))
      : [];
    if (!mandate) {
      // Another app's subscription on the same account: acknowledged once signed by a secret we know.
      if (!(await signedByAnyKnownSecret(app, raw, signature))) throw badRequest(INVALID_SIGNATURE);
      return { success: true, message: 'Ignored' };
    }
    const provider = await app.services.paymentFor(mandate.main_id);
    const event = provider.verifyWebhook(raw, signature);
    if (!event) throw badRequest(INVALID_SIGNATURE);
    const fresh = await firstDelivery(app, request, {
      mainId: mandate.main_id,
      provider: provider.name,
      event,
      payload: parsed,
      fallbackId: `${event.event}:${event.paymentId ?? subscriptionId}`,
    });
    if (!fresh) return { success: true, message: 'Already processed' };
    const chargedAt = paidAt ? new Date(paidAt * 1000) : app.services.now();
    const outcome = await applySubscriptionEvent(app, mandate, event, chargedAt);
    return { success: outcome !== 'mismatch', message: outcome === 'paid' ? FEE_TEXTS.PAID : 'OK' };
  });
};

/** The sandbox's authorisation page (development): what Razorpay's short_url shows, one button. */
export const sandboxSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const Params = z.object({ id: z.string().min(1).max(64) });
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;
  app.get('/sandbox/subscriptions/:id', { schema: { params: Params } }, async (request, reply) => {
    const sub = app.services.sandbox.subscription(request.params.id);
    if (!sub) throw notFound(FEE_TEXTS.AUTOPAY_NOT_FOUND);
    const rupees = (sub.amount / 100).toFixed(2);
    const html = page(
      'Sandbox auto-pay',
      `<p>Monthly charge: INR ${rupees} (status: ${sub.status}).</p><form method="post" action="/sandbox/subscriptions/${encodeURIComponent(sub.id)}/authorise"><button type="submit">Authorise auto-pay</button></form>`,
    );
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
  app.post('/sandbox/subscriptions/:id/authorise', { schema: { params: Params } }, async (request, reply) => {
    if (!(await app.services.sandbox.authorise(request.params.id)))
      throw notFound(FEE_TEXTS.AUTOPAY_NOT_FOUND);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page('Auto-pay authorised', '<p>You can close this page.</p>'));
  });
};
