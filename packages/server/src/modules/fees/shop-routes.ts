import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feeInvoices, feePayments } from '../../db/schema';
import { authenticate, requireUser } from '../../lib/auth';
import { indiaDay } from '../../lib/india-days';
import { FEE_TEXTS } from '../../platform/core';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { requireMerchant } from '../../platform/merchant';
import { runFeeJobs } from './jobs';
import { openPayLink } from './pay-links';
import { openFeePayment } from './payment';
import { feePaymentsOf, feesOf, toWireFee } from './repository';

const UserIdParams = z.object({ user_id: z.string().min(1).max(64) });

export const Fee = z.object({
  invoice_id: z.string(),
  student_id: z.string(),
  student_name: z.string(),
  batch_id: z.string(),
  period: z.string(),
  amount: z.number(),
  late_fine: z.number(),
  total: z.number(),
  due_date: z.string(),
  status: z.enum(['due', 'overdue', 'paid', 'waived']),
  paid_at: z.string().nullable(),
  /** The online payment that paid it: its receipt is GET /fees/receipt/{payment_id}. */
  payment_id: z.string().nullable(),
});
export const FeesResponse = z.object({ data: z.array(Fee) });

const PayFeesBody = z.strictObject({
  user_id: z.string().min(1).max(64),
  main_id: z.string().min(1).max(64).optional(),
  invoice_ids: z.array(z.string().min(1).max(64)).min(1).max(24),
  /** What the page showed (as orders' `shown`): a total that differs pays nothing (409). */
  shown: z.strictObject({ total: z.number().min(0).max(10_000_000) }).optional(),
});

/** The same shape as POST /admission-pay answers. */
export const PayFeesResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  razorpay_order: z.object({ id: z.string(), amount: z.number(), currency: z.string(), receipt: z.string() }),
  order_id: z.string(),
  receipt_id: z.string(),
  id: z.string(),
  key_id: z.string(),
  provider: z.string(),
  amount: z.number(),
  remaining_amount: z.number(),
  currency: z.string(),
  quote: z.object({ total: z.number() }),
});

const VerifyFeesBody = z.strictObject({
  razorpay_order_id: z.string().min(1).max(120),
  razorpay_payment_id: z.string().min(1).max(120),
  razorpay_signature: z.string().min(1).max(200),
  receipt_id: z.string().max(64).optional(),
  key_id: z.string().max(120).optional(),
  /** A reminder's pay link token, in place of signing in (pay-link-routes.ts). */
  link_token: z.string().min(16).max(2048).optional(),
});
const VerifyFeesResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  id: z.string(),
  status: z.string(),
  data: z.array(Fee),
});

const RunBody = z.strictObject({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
    .refine((day) => !Number.isNaN(Date.parse(day)) && new Date(day).toISOString().startsWith(day), {
      message: 'date must be a calendar day',
    }),
  main_id: z.string().min(1).max(64).optional(),
});
const RunResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  period: z.string(),
  issued: z.number(),
  /** Auto-pay charges asked of the provider (fees due that day with an authorised mandate). */
  charged: z.number(),
  /** Reminder messages queued (each channel's message to a parent counts one). */
  reminded: z.number(),
});

/**
 * The academy's monthly fees (issue 38), shop side: a parent's invoices with the late fine as of today
 * (core's rule), paying one or several through the merchant's payment provider at the total the server
 * prices (a different `shown` total pays nothing), and the payment's verification marking them paid.
 */
export const feesModule: FastifyPluginAsyncZod = async (app) => {
  const today = () => indiaDay(app.services.now());

  app.get(
    '/fees/:user_id',
    { schema: { params: UserIdParams, response: { 200: FeesResponse } } },
    async (request) => {
      const claims = await requireUser(request, request.params.user_id);
      const day = today();
      return { data: (await feesOf(app.db, claims.mainId, claims.userId)).map((f) => toWireFee(f, day)) };
    },
  );

  app.post(
    '/fees/pay',
    { schema: { body: PayFeesBody, response: { 200: PayFeesResponse } } },
    async (request) => {
      const body = request.body;
      const claims = await requireUser(request, body.user_id, body.main_id);
      return openFeePayment(app, claims, body.invoice_ids, body.shown);
    },
  );

  app.post(
    '/fees/pay/verify',
    { schema: { body: VerifyFeesBody, response: { 200: VerifyFeesResponse } } },
    async (request) => {
      const body = request.body;
      const link = body.link_token ? await openPayLink(app, body.link_token) : null;
      const claims = link ?? (await authenticate(request));
      const [payment] = await feePaymentsOf(
        app.db,
        claims,
        eq(feePayments.provider_order_id, body.razorpay_order_id),
      );
      if (!payment) throw notFound(FEE_TEXTS.PAYMENT_NOT_FOUND);
      if (link && payment.lines.some((line) => !link.invoiceIds.includes(line.invoice_id)))
        throw forbidden(FEE_TEXTS.LINK_OTHER_INVOICE);
      const provider = await app.services.paymentFor(claims.mainId);
      const proof = {
        orderId: body.razorpay_order_id,
        paymentId: body.razorpay_payment_id,
        signature: body.razorpay_signature,
      };
      if (!provider.verifySignature(proof)) throw badRequest(FEE_TEXTS.PAYMENT_NOT_VERIFIED);
      const paidAt = app.services.now();
      const status = await app.db.transaction(async (tx) => {
        const [settled] = await tx
          .update(feePayments)
          .set({ status: 'paid', provider_payment_id: body.razorpay_payment_id, paid_at: paidAt })
          .where(and(eq(feePayments.id, payment.id), eq(feePayments.status, 'created')))
          .returning({ id: feePayments.id });
        if (!settled) return payment.status; // verified before: the same answer again
        let marked = 0;
        for (const line of payment.lines) {
          const rows = await tx
            .update(feeInvoices)
            .set({ status: 'paid', paid_at: paidAt, paid_fine: line.late_fine, payment_id: payment.id })
            .where(
              and(
                eq(feeInvoices.id, line.invoice_id),
                eq(feeInvoices.main_id, claims.mainId),
                eq(feeInvoices.status, 'open'),
              ),
            )
            .returning({ id: feeInvoices.id });
          marked += rows.length;
        }
        if (marked === payment.lines.length) return 'paid' as const;
        // Some of these fees were paid by another payment meanwhile: the money is kept on record as due back.
        await tx.update(feePayments).set({ status: 'overpaid' }).where(eq(feePayments.id, payment.id));
        return 'overpaid' as const;
      });
      const ids = payment.lines.map((line) => line.invoice_id);
      const day = today();
      const data = (await feesOf(app.db, claims.mainId, claims.userId, ids)).map((f) => toWireFee(f, day));
      const message = status === 'overpaid' ? FEE_TEXTS.OVERPAID : FEE_TEXTS.PAID;
      return { success: true, message, id: payment.id, status: 'paid', data };
    },
  );

  if (app.config.devRoutes) {
    // Dev helper (SKATEKIT_DEV_ROUTES=1, refused in production): bills the month and queues the reminders as of `date`.
    app.post(
      '/dev/fees/run',
      { schema: { body: RunBody, response: { 200: RunResponse } } },
      async (request) => {
        const codes = request.body.main_id
          ? [(await requireMerchant(app.db, request.body.main_id)).code]
          : undefined;
        const { issued, charged, reminded } = await runFeeJobs(app, request.body.date, codes);
        return {
          success: true as const,
          message: FEE_TEXTS.BILLED,
          period: request.body.date.slice(0, 7),
          issued,
          charged,
          reminded,
        };
      },
    );
  }
};
