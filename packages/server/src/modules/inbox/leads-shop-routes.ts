import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMerchant } from '../../platform/merchant';
import { LeadBody, LeadResponse, TEXTS } from '../../platform/core';
import { insertLead } from './leads-repository';

/** `POST /leads`: the contact form (no login; `property_id` is the merchant code). */
export const leadsModule: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/leads',
    {
      schema: { body: LeadBody, response: { 200: LeadResponse } },
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request) => {
      const body = request.body;
      await requireMerchant(app.db, body.property_id);
      await insertLead(app.db, {
        main_id: body.property_id,
        name: body.name,
        email: body.email,
        mobile: body.mobile,
        remark: body.remark ?? '',
        user_id: body.user_id || null,
        user_name: body.user_name ?? '',
      });
      return { success: true, message: TEXTS.THANK_YOU_CONTACTING };
    },
  );
};
