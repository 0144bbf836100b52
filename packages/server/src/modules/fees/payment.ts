import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { feePayments } from '../../db/schema';
import { indiaDay } from '../../lib/india-days';
import { FEE_TEXTS } from '../../platform/core';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { randomId } from '../../providers/payment/ids';
import { feePaymentsOf, feesOf, priced } from './repository';

/**
 * Opens the payment of a parent's fees (POST /fees/pay, and a reminder's pay link): the invoices priced
 * by the server as of today (core's fine), a different `shown` total pays nothing (409), and the same
 * fees asked again at the same total answer the payment already opened. Answers POST /admission-pay's shape.
 */
export async function openFeePayment(
  app: FastifyInstance,
  claims: { mainId: string; userId: string },
  invoiceIds: readonly string[],
  shown?: { total: number },
) {
  const ids = [...new Set(invoiceIds)];
  const invoices = await feesOf(app.db, claims.mainId, claims.userId, ids);
  if (invoices.length !== ids.length) throw notFound(FEE_TEXTS.NOT_FOUND);
  if (invoices.some((invoice) => invoice.status !== 'open')) throw conflict(FEE_TEXTS.ALREADY_PAID);
  const day = indiaDay(app.services.now());
  const lines = invoices.map((invoice) => ({
    invoice_id: invoice.id,
    amount: invoice.amount,
    late_fine: priced(invoice, day).late_fine,
  }));
  const total = Math.round(lines.reduce((sum, l) => sum + l.amount + l.late_fine, 0) * 100) / 100;
  if (shown && Math.round(shown.total * 100) !== Math.round(total * 100)) {
    throw conflict(FEE_TEXTS.TOTAL_CHANGED);
  }
  const provider = await app.services.paymentFor(claims.mainId);
  // An online payment always has its provider order (only a desk payment has none).
  const answer = (payment: { id: string; provider_order_id: string | null; receipt_id: string }) => ({
    success: true as const,
    message: FEE_TEXTS.PAYMENT_CREATED,
    razorpay_order: {
      id: payment.provider_order_id ?? '',
      amount: Math.round(total * 100),
      currency: 'INR',
      receipt: payment.receipt_id,
    },
    order_id: payment.provider_order_id ?? '',
    receipt_id: payment.receipt_id,
    id: payment.id,
    key_id: provider.keyId,
    provider: provider.name,
    amount: total,
    remaining_amount: 0,
    currency: 'INR',
    quote: { total },
  });
  // A payment already opened for exactly these fees at this total (a second tab, a retry) is the one
  // to pay: one provider order, which the provider takes once, so the same fees are not paid twice.
  const sameFees = (paid: { invoice_id: string }[]) =>
    paid.length === ids.length && paid.every((line) => ids.includes(line.invoice_id));
  const opened = await feePaymentsOf(app.db, claims, eq(feePayments.status, 'created'));
  const reused = opened.find(
    (p) => Math.round(p.amount * 100) === Math.round(total * 100) && sameFees(p.lines),
  );
  if (reused) return answer(reused);
  const receipt = randomId('fee_');
  const order = await provider.createOrder({
    amountPaise: Math.round(total * 100),
    currency: 'INR',
    receipt,
    notes: { kind: 'fees', main_id: claims.mainId },
  });
  const [payment] = await app.db
    .insert(feePayments)
    .values({
      main_id: claims.mainId,
      user_id: claims.userId,
      receipt_id: receipt,
      provider_order_id: order.id,
      lines,
      amount: total,
    })
    .returning({
      id: feePayments.id,
      provider_order_id: feePayments.provider_order_id,
      receipt_id: feePayments.receipt_id,
    });
  if (!payment) throw badRequest(FEE_TEXTS.PAYMENT_NOT_FOUND);
  return answer(payment);
}
