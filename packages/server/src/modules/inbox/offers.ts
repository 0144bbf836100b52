import {
  QUOTE_OFFER_DAYS,
  type QuoteOffer,
  type QuoteOfferBody,
  type QuoteOfferLine,
  type QuoteOfferState,
} from '@skatekit/console-contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { type OfferLine, orders, quoteOffers, quotes } from '../../db/schema';
import { indiaDay, indiaDayStart } from '../../lib/india-days';
import { formatIndiaDate, formatInr, lineKey, SkateError, TEXTS, toPaise } from '../../platform/core';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { createAccountsRepository } from '../accounts/repository';
import { brandOf, enqueue } from '../notifications/outbox';
import { quoteOfferToCustomer } from '../notifications/templates';
import { merchantSettingsOf, priceOrder } from '../orders/pricing';
import { PAYMENT_STATUS } from '../orders/repository';
import { writeAudit } from '../staff/audit';
import type { StaffContext } from '../staff/guard';

/*
 * A merchant's payable offer on a quote request (issue 39). Staff set each line's unit price, a delivery
 * charge and the last India day it can be paid; the offer is priced by core's engine (agreedPrices,
 * agreedDelivery) and mailed through the outbox with a signed link (services.offerLinks, lib/tokens.ts'
 * link signer, as fee pay links are). Paying it places a normal order at exactly those figures
 * (offers-shop-routes.ts): stock held, the same provider, verified the same way.
 */

export type OfferRow = typeof quoteOffers.$inferSelect;

/** A line's total at its agreed price (rupees). */
const lineTotal = (line: OfferLine) => (toPaise(line.unit_price) * line.quantity) / 100;

/** The engine's terms for an offer: its unit prices by line key and its delivery charge. */
export const agreedTermsOf = (offer: Pick<OfferRow, 'lines' | 'delivery'>) => ({
  prices: new Map(offer.lines.map((line) => [lineKey(line), line.unit_price])),
  delivery: offer.delivery,
});

/** The cart lines an offer orders. */
export const offerCartLines = (offer: Pick<OfferRow, 'lines'>) =>
  offer.lines.map((line) => ({
    product_id: line.product_id,
    product_sku: line.product_sku,
    quantity: line.quantity,
  }));

/** Where the offer's link opens: the first storefront origin's (else the public URL's) /quote/pay. */
export function offerPageUrl(app: FastifyInstance): string {
  const { corsOrigin, publicUrl } = app.config;
  return `${corsOrigin[0] ?? publicUrl ?? ''}/quote/pay`;
}

/** sent, paid (the order it placed is paid) or expired, as of `now`. */
export function offerState(offer: OfferRow, orderStatus: string | null, now: Date): QuoteOfferState {
  if (orderStatus === PAYMENT_STATUS.success) return 'paid';
  return offer.expires_at.getTime() <= now.getTime() ? 'expired' : 'sent';
}

/** The payment status of the order an offer placed (null when none). */
export async function offerOrderStatus(db: Db | Tx, offer: OfferRow): Promise<string | null> {
  if (!offer.order_id) return null;
  const [row] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, offer.order_id))
    .limit(1);
  return row?.status ?? null;
}

/** The console's view of an offer. */
export function toConsoleOffer(offer: OfferRow, state: QuoteOfferState): QuoteOffer {
  return {
    id: offer.id,
    quoteId: offer.quote_id,
    lines: offer.lines.map((line) => ({
      productId: line.product_id,
      sku: line.product_sku,
      name: line.name,
      quantity: line.quantity,
      unitPrice: line.unit_price,
      lineTotal: lineTotal(line),
    })),
    delivery: offer.delivery,
    total: offer.total,
    message: offer.message,
    expiresAt: offer.expires_at.toISOString(),
    state,
    orderId: offer.order_id,
    createdAt: offer.createdAt.toISOString(),
    staffEmail: offer.staff_email,
  };
}

/** A quote's offers, newest first, with their states. */
export async function offersOf(app: FastifyInstance, mainId: string, quoteId: string): Promise<QuoteOffer[]> {
  const rows = await app.db
    .select({ offer: quoteOffers, status: orders.status })
    .from(quoteOffers)
    .leftJoin(orders, eq(orders.id, quoteOffers.order_id))
    .where(and(eq(quoteOffers.main_id, mainId), eq(quoteOffers.quote_id, quoteId)))
    .orderBy(desc(quoteOffers.createdAt), desc(quoteOffers.id));
  const now = app.services.now();
  return rows.map(({ offer, status }) => toConsoleOffer(offer, offerState(offer, status, now)));
}

type QuoteRow = typeof quotes.$inferSelect;

/** The merchant's quote request; 404 when absent or another merchant's. */
export async function quoteOf(db: Db | Tx, mainId: string, quoteId: string): Promise<QuoteRow> {
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.main_id, mainId), eq(quotes.id, quoteId)))
    .limit(1);
  if (!row) throw notFound('Message not found');
  return row;
}

/** A quote's lines as an offer starts from them: today's selling price per unit. */
export function draftLines(quote: QuoteRow): QuoteOfferLine[] {
  return quote.cart_products.flatMap((line) => {
    const productId = typeof line.product_id === 'string' ? line.product_id : '';
    if (!productId) return [];
    const price = Number(line.product_saleprice ?? line.product_price ?? 0);
    return [
      {
        productId,
        sku: typeof line.product_sku === 'string' ? line.product_sku : '',
        name: typeof line.product_name === 'string' ? line.product_name : '',
        quantity: Math.max(1, Math.min(1000, Math.trunc(Number(line.quantity ?? 1)) || 1)),
        unitPrice: Number.isFinite(price) && price >= 0 ? price : 0,
      },
    ];
  });
}

/**
 * The shopper an offer is for: the quote's account, else the account of its e-mail with the merchant,
 * else a new one (no password: the shopper can set one with "Forgot password" later).
 */
async function shopperOf(tx: Tx, quote: QuoteRow): Promise<string> {
  const accounts = createAccountsRepository(tx as unknown as Db);
  if (quote.user_id) {
    const user = await accounts.userById(quote.user_id);
    if (user && user.main_id === quote.main_id) return user.id;
  }
  if (!quote.email) throw badRequest(TEXTS.QUOTE_OFFER_NO_EMAIL);
  const found = await accounts.userByEmail(quote.main_id, quote.email);
  if (found) return found.id;
  const made = await accounts.createUser({
    main_id: quote.main_id,
    email: quote.email,
    full_name: quote.name,
    mobile: quote.mobile,
  });
  if (!made) throw conflict(TEXTS.SOMETHING_WENT_WRONG);
  return made.id;
}

/** `2 × Quad Skates at Rs 1,800`. */
const mailLine = (line: OfferLine) => `${line.quantity} × ${line.name} at ${formatInr(line.unit_price)}`;

/**
 * Makes an offer on a quote: priced by the engine at the staff's prices (products must still be sold, in
 * stock), stored, mailed to the shopper with its signed link, audited, and the quote marked handled.
 */
export async function makeOffer(
  app: FastifyInstance,
  staff: StaffContext,
  quoteId: string,
  body: z.output<typeof QuoteOfferBody>,
): Promise<QuoteOffer> {
  const now = app.services.now();
  const quote = await quoteOf(app.db, staff.mainId, quoteId);
  if (!quote.email) throw badRequest(TEXTS.QUOTE_OFFER_NO_EMAIL);
  const validUntil = body.validUntil ?? indiaDay(new Date(now.getTime() + QUOTE_OFFER_DAYS * 86_400_000));
  // Payable until the end of that India day.
  const expiresAt = indiaDayStart(validUntil, 1);
  if (expiresAt.getTime() <= now.getTime()) throw badRequest('Choose a day from today on');
  const settings = await merchantSettingsOf(app.db, staff.mainId);
  const cart = body.lines.map((line) => ({
    product_id: line.productId,
    product_sku: line.sku,
    quantity: line.quantity,
  }));
  const agreed = {
    prices: new Map(
      body.lines.map((line) => [
        lineKey({ ...line, product_id: line.productId, product_sku: line.sku }),
        line.unitPrice,
      ]),
    ),
    delivery: body.delivery,
  };
  const priced = await priceOrder(app.db, {
    settings,
    lines: cart,
    shipping: null,
    payMethod: 'Pay now',
    userId: quote.user_id ?? '',
    userName: quote.name,
    now,
    agreed,
  });
  const { quote: figures } = priced;
  const lines: OfferLine[] = figures.lines.map((line) => ({
    product_id: line.product_id,
    product_sku: line.sku,
    name: line.title,
    quantity: line.quantity,
    unit_price: line.unitPrice,
  }));

  const offer = await app.db.transaction(async (tx) => {
    const userId = await shopperOf(tx, quote);
    const [row] = await tx
      .insert(quoteOffers)
      .values({
        main_id: staff.mainId,
        quote_id: quote.id,
        user_id: userId,
        lines,
        delivery: figures.delivery,
        total: figures.total,
        message: body.message,
        expires_at: expiresAt,
        staff_id: staff.staffId,
        staff_email: staff.email,
        createdAt: now,
      })
      .returning();
    await tx
      .update(quotes)
      .set({ handled_at: quote.handled_at ?? now, handled_by: quote.handled_by ?? staff.email })
      .where(eq(quotes.id, quote.id));
    const token = await app.services.offerLinks.sign(
      userId,
      { main_id: staff.mainId, offer: row.id },
      expiresAt,
    );
    const page = offerPageUrl(app);
    await enqueue(tx, {
      mainId: staff.mainId,
      template: 'quote.offer.customer',
      recipient: quote.email,
      dedupeKey: `quote-offer:${row.id}`,
      mail: quoteOfferToCustomer(await brandOf(tx, staff.mainId), {
        name: quote.name,
        lines: lines.map(mailLine),
        delivery: row.delivery,
        total: row.total,
        expires: formatIndiaDate(new Date(expiresAt.getTime() - 1)),
        message: body.message,
        link: `${page}?token=${token}`,
      }),
    });
    await writeAudit(tx, staff.mainId, staff, {
      action: 'quote.offer',
      entity: 'quote',
      entityId: quote.id,
      before: null,
      after: {
        offer: row.id,
        lines,
        delivery: row.delivery,
        total: row.total,
        expiresAt: expiresAt.toISOString(),
      },
    });
    return row;
  });
  return toConsoleOffer(offer, 'sent');
}

/**
 * The offer a link's token opens: 403 for a token not signed here (or altered, or naming another
 * shopper's offer), 410 once expired.
 */
export async function openOffer(app: FastifyInstance, token: string): Promise<OfferRow> {
  const verdict = await app.services.offerLinks.verify(token);
  if (!verdict.ok) {
    if (verdict.reason === 'expired')
      throw new SkateError('http', TEXTS.QUOTE_OFFER_EXPIRED, { status: 410 });
    throw forbidden(TEXTS.QUOTE_OFFER_INVALID);
  }
  const { main_id: mainId, offer: offerId } = verdict.claims;
  if (typeof mainId !== 'string' || typeof offerId !== 'string') throw forbidden(TEXTS.QUOTE_OFFER_INVALID);
  const [offer] = await app.db
    .select()
    .from(quoteOffers)
    .where(
      and(
        eq(quoteOffers.main_id, mainId),
        eq(quoteOffers.id, offerId),
        eq(quoteOffers.user_id, verdict.claims.sub),
      ),
    )
    .limit(1);
  if (!offer) throw forbidden(TEXTS.QUOTE_OFFER_INVALID);
  return offer;
}

/** An offer that can still be paid: 410 past its day, 409 once paid. */
export async function payableOffer(app: FastifyInstance, token: string): Promise<OfferRow> {
  const offer = await openOffer(app, token);
  const state = offerState(offer, await offerOrderStatus(app.db, offer), app.services.now());
  if (state === 'paid') throw conflict(TEXTS.QUOTE_OFFER_PAID);
  if (state === 'expired') throw new SkateError('http', TEXTS.QUOTE_OFFER_EXPIRED, { status: 410 });
  return offer;
}

/**
 * Records the order placed to pay `offer`, in the order's transaction: the offer is locked, and an
 * order placed meanwhile by another attempt (a second tab) refuses this one (409), so one offer holds
 * one order's stock at a time. The order must be charged the offer's total exactly.
 */
export async function linkOfferOrder(
  tx: Tx,
  offer: OfferRow,
  order: { id: string; totalAmountbeforePay: number },
): Promise<void> {
  const [current] = await tx
    .select({ order_id: quoteOffers.order_id })
    .from(quoteOffers)
    .where(eq(quoteOffers.id, offer.id))
    .for('update');
  if ((current?.order_id ?? null) !== offer.order_id) throw conflict(TEXTS.IDEMPOTENCY_KEY_IN_USE);
  if (toPaise(order.totalAmountbeforePay) !== toPaise(offer.total)) throw conflict(TEXTS.PRICE_CHANGED);
  await tx.update(quoteOffers).set({ order_id: order.id }).where(eq(quoteOffers.id, offer.id));
}
