import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { requireMerchant } from '../../http/merchant';
import { CouponCheckResponse, TEXTS } from '../../lib/core';
import { toWireCoupon, usableCoupon } from './repository';

const CodeParams = z.object({ code: z.string().min(1).max(100) });
/** The spec names the merchant code `user_id` in this query. */
const StoreQuery = z.object({ user_id: z.string().min(1).max(64) });

/** `GET /coupon/check/{code}?user_id={store}`: whether a code is usable, and what it takes off. */
export const couponsModule: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coupon/check/:code',
    { schema: { params: CodeParams, querystring: StoreQuery, response: { 200: CouponCheckResponse } } },
    async (request) => {
      const mainId = request.query.user_id;
      await requireMerchant(app.db, mainId);
      const coupon = await usableCoupon(app.db, mainId, request.params.code, app.services.now());
      if (!coupon) throw notFound(TEXTS.INVALID_COUPON);
      return { message: TEXTS.COUPON_APPLIED, couponData: toWireCoupon(coupon) };
    },
  );
};
