import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { requireMerchant } from '../../platform/merchant';
import { merchantCode, StoreParams } from '../../platform/params';
import {
  ButtonsResponse,
  ClassLevelsResponse,
  HelpResponse,
  MetaResponse,
  OfficesResponse,
  PayButtonsResponse,
  PaymentConfigResponse,
} from '../../platform/core';
import { findPublicSettings, listClassLevels, listOffices } from './repository';

const PropertyParams = z.object({ property: merchantCode() });
const MerchantParams = z.object({ merchant: merchantCode() });
const IdParams = z.object({ id: merchantCode() });

/**
 * Site settings: help numbers, cart and pay buttons, metadata, class levels, offices (extension) and
 * the payment provider's public setup. `key_secret` is never selected, and the response schema would
 * drop it anyway.
 */
export const contentModule: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  const settingsOf = async (code: string) => {
    const merchant = await requireMerchant(db, code);
    const settings = await findPublicSettings(db, merchant.code);
    if (!settings) throw notFound('Store settings not found');
    return settings;
  };

  app.get(
    '/help/single/:property',
    { schema: { params: PropertyParams, response: { 200: HelpResponse } } },
    async (request) => {
      const { help } = await settingsOf(request.params.property);
      return { help };
    },
  );

  app.get(
    '/button/:merchant',
    { schema: { params: MerchantParams, response: { 200: ButtonsResponse } } },
    async (request) => {
      const { buttons } = await settingsOf(request.params.merchant);
      return { data: buttons };
    },
  );

  app.get(
    '/paybutton/:merchant',
    { schema: { params: MerchantParams, response: { 200: PayButtonsResponse } } },
    async (request) => {
      const { pay_buttons } = await settingsOf(request.params.merchant);
      return { data: pay_buttons };
    },
  );

  app.get(
    '/meta/:merchant',
    { schema: { params: MerchantParams, response: { 200: MetaResponse } } },
    async (request) => {
      const { meta } = await settingsOf(request.params.merchant);
      return { data: meta, isError: false };
    },
  );

  // On the academy's second (enquiry) host; here it is served by the same server.
  app.get(
    '/classlevel/:id',
    { schema: { params: IdParams, response: { 200: ClassLevelsResponse } } },
    async (request) => {
      const { code } = await requireMerchant(db, request.params.id);
      const rows = await listClassLevels(db, code);
      return { data: rows.map(({ id, class_level, status }) => ({ _id: id, id, class_level, status })) };
    },
  );

  app.get(
    '/office/all/:store',
    { schema: { params: StoreParams, response: { 200: OfficesResponse } } },
    async (request) => {
      const { code } = await requireMerchant(db, request.params.store);
      const rows = await listOffices(db, code);
      return {
        data: rows.map(({ id, name, address, locationLink, image, type, position }) => ({
          _id: id,
          id,
          name,
          address,
          locationLink,
          image,
          type,
          position,
        })),
      };
    },
  );

  app.get(
    '/pay-razorpay/:store',
    { schema: { params: StoreParams, response: { 200: PaymentConfigResponse } } },
    async (request) => {
      const settings = await settingsOf(request.params.store);
      // Without the sandbox (dev helpers off) a merchant with no keys of its own pays through the
      // server-wide Razorpay keys, as services.paymentFor does.
      const viaServerKeys = settings.payment_provider !== 'razorpay' && !app.config.devRoutes;
      return {
        data: {
          key_id: viaServerKeys ? (app.config.razorpay.keyId ?? '') : settings.key_id,
          company_name: settings.company_name,
          company_color: settings.company_color,
          provider: viaServerKeys ? 'razorpay' : settings.payment_provider,
          gst_rate: settings.gst_rate,
          gstin: settings.gstin,
        },
      };
    },
  );
};
