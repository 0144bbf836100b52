import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMerchant } from '../../platform/merchant';
import { isActive, QuoteBody, QuoteResponse, TEXTS, toLineView } from '../../platform/core';
import { wireProducts } from '../catalogue/priced-products';
import { quoteOfferRoutes } from './offers-shop-routes';
import { insertQuote } from './quotes-repository';

/** `POST /payment/getquote`: a guest or customer asks for a quote on some lines (no login needed). */
export const quotesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(quoteOfferRoutes);
  app.post(
    '/payment/getquote',
    {
      schema: { body: QuoteBody, response: { 200: QuoteResponse } },
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    },
    async (request) => {
      const quote = request.body;
      await requireMerchant(app.db, quote.main_id);
      // The lines asked about, as the catalogue describes them (core's line view); names and prices a
      // client sent are not kept, lines of products the store does not sell are left out.
      const products = await wireProducts(
        app.db,
        quote.main_id,
        quote.cart_products.map((l) => l.product_id),
      );
      const catalogue = new Map(products.filter(isActive).map((p) => [p.product_id, p]));
      const lines = quote.cart_products.flatMap((line) => {
        const product = catalogue.get(line.product_id);
        return product
          ? [
              toLineView(product, line.product_sku || product.sku, {
                mainId: quote.main_id,
                quantity: line.quantity,
              }),
            ]
          : [];
      });
      await insertQuote(app.db, {
        main_id: quote.main_id,
        user_id: quote.user_id || null,
        user_name: quote.user_name ?? '',
        name: quote.name,
        mobile: quote.mobile,
        email: quote.email ?? '',
        description: quote.description ?? '',
        cart_products: lines,
      });
      return { success: true, message: TEXTS.QUOTE_SENT };
    },
  );
};
