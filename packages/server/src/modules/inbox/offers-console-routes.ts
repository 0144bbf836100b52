import { QuoteOfferBody, QuoteOfferResponse, QuoteOffersResponse } from '@skatekit/console-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pathId } from '../../platform/params';
import { ADMIN_API, requireStaff, type StaffContext } from '../staff/guard';
import { draftLines, makeOffer, offersOf, quoteOf } from './offers';

const QuoteParams = z.object({ id: pathId() });
const staffOf = (request: { staff?: StaffContext }): StaffContext => request.staff as StaffContext;

/** The console's offers on a quote request (issue 39): list them (with a draft from the quote) and make one. */
export const quoteOffersConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${ADMIN_API}/inbox/quote/:id/offers`,
    {
      preHandler: requireStaff('inbox.read'),
      schema: { params: QuoteParams, response: { 200: QuoteOffersResponse } },
    },
    async (request) => {
      const { mainId } = staffOf(request);
      const quote = await quoteOf(app.db, mainId, request.params.id);
      return { data: await offersOf(app, mainId, quote.id), draft: draftLines(quote) };
    },
  );

  app.post(
    `${ADMIN_API}/inbox/quote/:id/offers`,
    {
      preHandler: requireStaff('inbox.handle'),
      schema: { params: QuoteParams, body: QuoteOfferBody, response: { 200: QuoteOfferResponse } },
    },
    async (request) => ({ data: await makeOffer(app, staffOf(request), request.params.id, request.body) }),
  );
};
