import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/errors';
import { requireMerchant } from '../../platform/merchant';
import { StoreParams } from '../../platform/params';
import {
  DeliveryAdvanceResponse,
  DeliveryBandsResponse,
  FreeDeliveryBandsResponse,
  OfficeLocationResponse,
  PincodesResponse,
} from '../../platform/core';
import { findDeliverySettings, listDeliveryBands, listFreeDeliveryBands, listPincodes } from './repository';

/**
 * Delivery data: serviceable pincodes, pay-on-delivery advance, distance bands and free-delivery bands,
 * and the office the distance is measured from. Pincodes and bands carry their status; core's rules
 * count only Active ones.
 */
export const deliveryModule: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  const settingsOf = async (store: string) => {
    const { code } = await requireMerchant(db, store);
    const settings = await findDeliverySettings(db, code);
    if (!settings) throw notFound('Store settings not found');
    return settings;
  };

  app.get(
    '/pincode/getall/:store',
    { schema: { params: StoreParams, response: { 200: PincodesResponse } } },
    async (request) => {
      const { code } = await requireMerchant(db, request.params.store);
      const rows = await listPincodes(db, code);
      return { pincodesData: rows.map(({ id, pincode, status }) => ({ _id: id, pincode, status })) };
    },
  );

  app.get(
    '/deliverypaybefore/single/:store',
    { schema: { params: StoreParams, response: { 200: DeliveryAdvanceResponse } } },
    async (request) => {
      const { delivery_percentage } = await settingsOf(request.params.store);
      // The backend names this wrapper `help`; the spec reads help.delivery_percentage.
      return { help: { delivery_percentage } };
    },
  );

  app.get(
    '/delivery-price/:store',
    { schema: { params: StoreParams, response: { 200: DeliveryBandsResponse } } },
    async (request) => {
      const { code } = await requireMerchant(db, request.params.store);
      const rows = await listDeliveryBands(db, code);
      return {
        data: rows.map(({ id, min_kilometer, max_kilometer, delivery_price, status }) => ({
          _id: id,
          min_kilometer,
          max_kilometer,
          delivery_price,
          status,
        })),
      };
    },
  );

  app.get(
    '/freedelivery/:store',
    { schema: { params: StoreParams, response: { 200: FreeDeliveryBandsResponse } } },
    async (request) => {
      const { code } = await requireMerchant(db, request.params.store);
      const rows = await listFreeDeliveryBands(db, code);
      return {
        data: rows.map(({ id, min_kilometer, max_kilometer, freedelivery_price, status }) => ({
          _id: id,
          min_kilometer,
          max_kilometer,
          freedelivery_price,
          status,
        })),
      };
    },
  );

  app.get(
    '/register/officesingle/:store',
    { schema: { params: StoreParams, response: { 200: OfficeLocationResponse } } },
    async (request) => {
      const { google_address, latitude, longitude } = await settingsOf(request.params.store);
      return { data: { google_address, latitude: latitude ?? undefined, longitude: longitude ?? undefined } };
    },
  );
};
