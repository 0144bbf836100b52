import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { requireMerchant } from '../../platform/merchant';
import { EnquiryBody, EnquiryResponse, TEXTS } from '../../platform/core';
import { insertEnquiry } from './leads-repository';

/**
 * The spec's enquiry body names no merchant: its enquiry host serves one academy. Here the merchant
 * is `?main_id=` (extension) when given, else the install's first merchant (a single-academy install).
 */
const MerchantQuery = z.object({ main_id: z.string().min(1).max(64).optional() });

async function defaultMerchant(db: Db): Promise<string> {
  const [first] = await db
    .select({ code: merchants.code })
    .from(merchants)
    .orderBy(asc(merchants.createdAt), asc(merchants.code))
    .limit(1);
  if (!first) throw notFound('No merchant configured');
  return first.code;
}

/** `POST /inquiry[?main_id={merchant}]` (enquiry host): the enquiry form. */
export const enquiriesModule: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/inquiry',
    {
      schema: { querystring: MerchantQuery, body: EnquiryBody, response: { 200: EnquiryResponse } },
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request) => {
      const mainId = request.query.main_id ?? (await defaultMerchant(app.db));
      await requireMerchant(app.db, mainId);
      const body = request.body;
      await insertEnquiry(app.db, {
        main_id: mainId,
        name: body.name,
        mobile: body.mobile,
        email: body.email,
        parent_name: body.parent_name ?? '',
        school: body.school ?? '',
        dob: body.dob ?? '',
        age: body.age ?? '',
        remark: body.remark ?? '',
      });
      return { success: true, message: TEXTS.ENQUIRY_SENT };
    },
  );
};
