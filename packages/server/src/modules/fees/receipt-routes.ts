import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feePayments } from '../../db/schema';
import { authenticate } from '../../lib/auth';
import { FEE_TEXTS, gstIncluded } from '../../platform/core';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { findPublicSettings } from '../content/repository';
import { openPayLink } from './pay-links';
import { feePaymentsOf, feesOf } from './repository';

const ReceiptParams = z.object({ payment_id: z.string().min(1).max(64) });
const ReceiptQuery = z.object({ token: z.string().min(16).max(2048).optional() });

export const FeeReceiptResponse = z.object({
  data: z.object({
    receipt_number: z.string(),
    payment_id: z.string(),
    paid_at: z.string(),
    /** `online` through the provider, or `cash` / `upi` taken at the front desk. */
    method: z.enum(['online', 'cash', 'upi']),
    provider: z.string(),
    provider_payment_id: z.string(),
    academy: z.object({ name: z.string(), gstin: z.string(), gst_rate: z.number() }),
    lines: z.array(
      z.object({
        invoice_id: z.string(),
        student_name: z.string(),
        period: z.string(),
        amount: z.number(),
        late_fine: z.number(),
        total: z.number(),
      }),
    ),
    total: z.number(),
    /** The GST inside `total` at the merchant's rate (core's gstIncluded), and the total without it. */
    gst: z.object({ rate: z.number(), tax: z.number(), net: z.number() }),
  }),
});

/**
 * A paid fee payment's receipt (issue 38): `GET /fees/receipt/{payment_id}` for the signed-in parent, or
 * with a reminder's pay link `?token=` for the payment of that link's fees. The academy's name, GSTIN
 * and tax rate, the receipt number, how it was paid (online, or cash / UPI at the desk), the fees paid with their fines as charged, and the GST inside the
 * total by core's rule. 409 while the payment is not paid yet.
 */
export const feeReceiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fees/receipt/:payment_id',
    { schema: { params: ReceiptParams, querystring: ReceiptQuery, response: { 200: FeeReceiptResponse } } },
    async (request) => {
      const { token } = request.query;
      const link = token ? await openPayLink(app, token) : null;
      const claims = link ?? (await authenticate(request));
      const [payment] = await feePaymentsOf(app.db, claims, eq(feePayments.id, request.params.payment_id));
      if (!payment) throw notFound(FEE_TEXTS.PAYMENT_NOT_FOUND);
      if (link && payment.lines.some((line) => !link.invoiceIds.includes(line.invoice_id)))
        throw forbidden(FEE_TEXTS.LINK_OTHER_INVOICE);
      if (payment.status === 'created' || !payment.paid_at) throw conflict(FEE_TEXTS.RECEIPT_NOT_PAID);
      const ids = payment.lines.map((line) => line.invoice_id);
      const names = new Map(
        (await feesOf(app.db, claims.mainId, claims.userId, ids)).map((fee) => [fee.id, fee]),
      );
      const settings = await findPublicSettings(app.db, claims.mainId);
      const provider = await app.services.paymentFor(claims.mainId);
      const rate = settings?.gst_rate ?? 0;
      return {
        data: {
          receipt_number: payment.receipt_id,
          payment_id: payment.id,
          paid_at: payment.paid_at.toISOString(),
          method: payment.method,
          provider: payment.method === 'online' ? provider.name : '',
          // The provider's payment id online; the UPI reference a desk payment noted.
          provider_payment_id: payment.provider_payment_id ?? payment.reference,
          academy: { name: settings?.company_name ?? '', gstin: settings?.gstin ?? '', gst_rate: rate },
          lines: payment.lines.map((line) => ({
            invoice_id: line.invoice_id,
            student_name: names.get(line.invoice_id)?.student_name ?? '',
            period: names.get(line.invoice_id)?.period ?? '',
            amount: line.amount,
            late_fine: line.late_fine,
            total: Math.round((line.amount + line.late_fine) * 100) / 100,
          })),
          total: payment.amount,
          gst: { rate, ...gstIncluded(payment.amount, rate) },
        },
      };
    },
  );
};
