import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { assertOwner, authenticate, requireUser } from '../../lib/auth';
import {
  ADDRESS_DEFAULT_KINDS,
  AddressBody,
  AddressesResponse,
  AddressMutationResponse,
  SetDefaultBody,
  TEXTS,
} from '../../platform/core';
import type { AccessClaims } from '../../lib/tokens';
import { addressCoordinates } from './coordinates';
import {
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  resetDefault,
  setDefault,
  toWireAddress,
  updateAddress,
} from './repository';

const UserIdParams = z.object({ user_id: z.string().min(1).max(64) });
const IdParams = z.object({ id: z.string().min(1).max(64) });
const ResetParams = z.object({ kind: z.enum(ADDRESS_DEFAULT_KINDS), user_id: z.string().min(1).max(64) });

/**
 * Saved addresses. Coordinates come from the server's geocoder (the pincode's centre offline), so the
 * delivery charge cannot be lowered by posting coordinates next to the office; a client's coordinates
 * are kept only when the geocoder knows nothing better.
 */
export const addressesModule: FastifyPluginAsyncZod = async (app) => {
  const { db, services } = app;

  async function owned(claims: AccessClaims, id: string) {
    const row = await findAddress(db, id);
    if (!row) throw notFound(TEXTS.ADDRESS_NOT_FOUND);
    assertOwner(claims, row);
    return row;
  }

  async function coordinates(mainId: string, body: z.output<typeof AddressBody>) {
    const found = await services.geocoder.geocode({
      mainId,
      pincode: body.pincode,
      city: body.city,
      area: body.area,
      address: body.new_address,
    });
    return found ?? { latitude: body.latitude ?? null, longitude: body.longitude ?? null };
  }

  /** The form's fields as stored, with the server's coordinates. */
  async function addressValues(mainId: string, body: z.output<typeof AddressBody>) {
    return {
      user_name: body.user_name ?? '',
      location_user: body.location_user,
      new_address: body.new_address,
      city: body.city,
      area: body.area ?? '',
      pincode: body.pincode,
      number: body.number ?? '',
      ...(await coordinates(mainId, body)),
    };
  }

  app.get(
    '/address/:user_id',
    { schema: { params: UserIdParams, response: { 200: AddressesResponse } } },
    async (request) => {
      const claims = await requireUser(request, request.params.user_id);
      const rows = await listAddresses(db, claims.mainId, claims.userId);
      // Placed as an order would place them today, so the checkout's delivery is the order's.
      const user = await Promise.all(
        rows.map(async (row) => {
          const { latitude, longitude } = await addressCoordinates(
            services.geocoder,
            claims.mainId,
            row,
            row,
          );
          return {
            ...toWireAddress(row),
            latitude: latitude ?? undefined,
            longitude: longitude ?? undefined,
          };
        }),
      );
      return { user };
    },
  );

  app.post(
    '/address',
    { schema: { body: AddressBody, response: { 200: AddressMutationResponse } } },
    async (request) => {
      const body = request.body;
      const claims = await requireUser(request, body.user_id);
      const existing = await listAddresses(db, claims.mainId, claims.userId);
      const row = await insertAddress(db, {
        main_id: claims.mainId,
        user_id: claims.userId,
        ...(await addressValues(claims.mainId, body)),
        // With one address, it is used for both (spec): the first one becomes both defaults.
        defaultaddressS: existing.length === 0,
        defaultaddressB: existing.length === 0,
      });
      return { success: true, message: TEXTS.ADDRESS_SAVED, data: toWireAddress(row) };
    },
  );

  app.put(
    '/address/:id',
    { schema: { params: IdParams, body: AddressBody, response: { 200: AddressMutationResponse } } },
    async (request) => {
      const body = request.body;
      const claims = await requireUser(request, body.user_id);
      await owned(claims, request.params.id);
      const row = await updateAddress(db, request.params.id, {
        ...(await addressValues(claims.mainId, body)),
      });
      if (!row) throw notFound(TEXTS.ADDRESS_NOT_FOUND);
      return { success: true, message: TEXTS.ADDRESS_SAVED, data: toWireAddress(row) };
    },
  );

  app.delete(
    '/address/:id',
    { schema: { params: IdParams, response: { 200: AddressMutationResponse } } },
    async (request) => {
      const claims = await authenticate(request);
      await owned(claims, request.params.id);
      await deleteAddress(db, request.params.id);
      return { success: true, message: TEXTS.ADDRESS_DELETED, data: null };
    },
  );

  app.patch(
    '/address/reset-default/:kind/:user_id',
    { schema: { params: ResetParams, response: { 200: AddressMutationResponse } } },
    async (request) => {
      const claims = await requireUser(request, request.params.user_id);
      await resetDefault(db, claims.mainId, claims.userId, request.params.kind);
      return { success: true, message: TEXTS.DEFAULT_ADDRESS_SET, data: null };
    },
  );

  app.patch(
    '/address/:id',
    { schema: { params: IdParams, body: SetDefaultBody, response: { 200: AddressMutationResponse } } },
    async (request) => {
      const claims = await authenticate(request);
      const row = await owned(claims, request.params.id);
      const kind = 'defaultaddressS' in request.body ? 'shipping' : 'billing';
      const updated = await setDefault(db, row, kind);
      if (!updated) throw notFound(TEXTS.ADDRESS_NOT_FOUND);
      return { success: true, message: TEXTS.DEFAULT_ADDRESS_SET, data: toWireAddress(updated) };
    },
  );
};
