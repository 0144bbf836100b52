import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { indiaDay } from '../../lib/india-days';
import { FEE_TEXTS } from '../../platform/core';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { openPayLink } from './pay-links';
import { openFeePayment } from './payment';
import { feesOf, toWireFee } from './repository';
import { FeesResponse, PayFeesResponse } from './shop-routes';

/** The link's token travels in the query or body: a JWT is longer than a path segment may be. */
const LinkToken = z.string().min(16).max(2048);
const TokenQuery = z.object({ token: LinkToken });

const PayLinkBody = z.strictObject({
  token: LinkToken,
  /** Some of the link's invoices (default: all of them still open). */
  invoice_ids: z.array(z.string().min(1).max(64)).min(1).max(24).optional(),
  /** What the page showed: a total that differs pays nothing (409), as on POST /fees/pay. */
  shown: z.strictObject({ total: z.number().min(0).max(10_000_000) }).optional(),
});

/**
 * A fee reminder's pay link, without signing in (issue 38): `GET /fees/link?token=` shows the invoices the
 * link names (as GET /fees/{user_id} shows them, and nothing else of the account), `POST
 * /fees/link/pay` (`token` in the body) opens their payment exactly as POST /fees/pay does; the payment is verified by
 * POST /fees/pay/verify with `link_token`. Refused once expired (410), for a token not signed here or an
 * invoice it does not name (403), and once its fees are paid (409).
 */
export const feePayLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The link's invoices; 409 once none of them is left to pay. */
  async function linkFees(token: string) {
    const link = await openPayLink(app, token);
    const invoices = await feesOf(app.db, link.mainId, link.userId, link.invoiceIds);
    if (invoices.length === 0) throw notFound(FEE_TEXTS.NOT_FOUND);
    if (invoices.every((invoice) => invoice.status !== 'open')) throw conflict(FEE_TEXTS.LINK_PAID);
    return { link, invoices };
  }

  app.get(
    '/fees/link',
    { schema: { querystring: TokenQuery, response: { 200: FeesResponse } } },
    async (request) => {
      const { invoices } = await linkFees(request.query.token);
      const day = indiaDay(app.services.now());
      return { data: invoices.map((invoice) => toWireFee(invoice, day)) };
    },
  );

  app.post(
    '/fees/link/pay',
    { schema: { body: PayLinkBody, response: { 200: PayFeesResponse } } },
    async (request) => {
      const { link, invoices } = await linkFees(request.body.token);
      const asked = request.body.invoice_ids;
      if (asked?.some((id) => !link.invoiceIds.includes(id))) throw forbidden(FEE_TEXTS.LINK_OTHER_INVOICE);
      const ids =
        asked ?? invoices.filter((invoice) => invoice.status === 'open').map((invoice) => invoice.id);
      return openFeePayment(app, link, ids, request.body.shown);
    },
  );
};
