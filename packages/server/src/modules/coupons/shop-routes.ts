import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { requireMerchant } from '../../platform/merchant';
import { authenticate } from '../../lib/auth';
import { CouponCheckResponse, TEXTS } from '../../platform/core';
import { checkedCoupon, checkVersions, guestCheckStands } from './cache';
import { couponCustomer, toWireCoupon } from './repository';

const CodeParams = z.object({ code: z.string().min(1).max(100) });
/** The spec names the merchant code `user_id` in this query. */
const StoreQuery = z.object({ user_id: z.string().min(1).max(64) });

/**
 * `GET /coupon/check/{code}?user_id={store}`: whether a code is usable, and what it takes off. With a
 * customer's bearer token of that store (extension), `customer` is their standing for the coupon's
 * per-customer terms, which core's engine judges (a token that is not valid: 401, as anywhere).
 */
export const couponsModule: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coupon/check/:code',
    { schema: { params: CodeParams, querystring: StoreQuery, response: { 200: CouponCheckResponse } } },
    async (request, reply) => {
      const versions = await checkVersions(app.db);
      const mainId = request.query.user_id;
      await requireMerchant(app.db, mainId);
      const claims = request.headers.authorization ? await authenticate(request) : null;
      const coupon = await checkedCoupon(app.db, mainId, request.params.code, app.services.now());
      if (!coupon) throw notFound(TEXTS.INVALID_COUPON);
      const customer =
        claims && claims.mainId === mainId && (coupon.first_order_only || coupon.one_per_user)
          ? await couponCustomer(app.db, { mainId, userId: claims.userId, code: coupon.code })
          : null;
      const answer = {
        message: TEXTS.COUPON_APPLIED,
        couponData: toWireCoupon(coupon),
        customer: customer && { has_orders: customer.hasOrders, used_coupons: customer.usedCoupons },
      };
      // A guest's answer is the same for every guest: replayed while it stands (platform/replay.ts).
      const stands = claims
        ? undefined
        : guestCheckStands(app.db, coupon, versions, () => app.services.now());
      if (!stands) return answer;
      // Serialised as the route's serializer would (a string goes out as is).
      const body = JSON.stringify(z.parse(CouponCheckResponse, answer));
      app.replay.keep(request, body, undefined, stands);
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
    },
  );
};
