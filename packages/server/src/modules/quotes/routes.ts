import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMerchant } from '../../http/merchant';
import { QuoteBody, QuoteResponse, TEXTS } from '../../lib/core';
import { insertQuote } from './repository';

/** `POST /payment/getquote`: a guest or customer asks for a quote on some lines (no login needed). */
export const quotesModule: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payment/getquote',
    {
      schema: { body: QuoteBody, response: { 200: QuoteResponse } },
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    },
    async (request) => {
      const quote = request.body;
      await requireMerchant(app.db, quote.main_id);
      await insertQuote(app.db, {
        main_id: quote.main_id,
        user_id: quote.user_id || null,
        user_name: quote.user_name ?? '',
        name: quote.name,
        mobile: quote.mobile,
        email: quote.email ?? '',
        description: quote.description ?? '',
        cart_products: quote.cart_products as Record<string, unknown>[],
      });
      return { success: true, message: TEXTS.QUOTE_SENT };
    },
  );
};
