import * as z from 'zod/mini';
import { ADDRESS_TYPES, PINCODE_MIN } from '../../constants';
import { BODY_LIMITS, body, coordinate, digits, idText, oneOf, optMobile, optText, text } from './fields';
import { bool, listEnvelope, mongoId, optNum, preprocess, recordEnvelope, str } from './shared';

/** Which default an address reset or set applies to. */
export const ADDRESS_DEFAULT_KINDS = ['shipping', 'billing'] as const;
/** Which default an address reset or set applies to. */
export type AddressDefaultKind = (typeof ADDRESS_DEFAULT_KINDS)[number];

/** A saved delivery or billing address. `defaultaddressS` / `defaultaddressB` mark the default shipping / billing one. */
export const Address = /* @__PURE__ */ z.object({
  _id: mongoId(),
  id: str(),
  location_user: str(),
  new_address: str(),
  city: str(),
  area: str(),
  pincode: str(),
  defaultaddressS: bool(),
  defaultaddressB: bool(),
  latitude: optNum(),
  longitude: optNum(),
  user_id: str(),
  user_name: str(),
  number: str(),
});
/** A saved address. */
export type Address = z.output<typeof Address>;

/** The address fields a customer fills in; shared by the address body and order address snapshots. */
export const addressFields = {
  location_user: oneOf(ADDRESS_TYPES),
  new_address: text(BODY_LIMITS.address),
  city: text(BODY_LIMITS.city),
  area: optText(BODY_LIMITS.short),
  pincode: digits(PINCODE_MIN, 10),
  latitude: z.optional(coordinate()),
  longitude: z.optional(coordinate()),
  number: optMobile(),
};

/** POST /address and PUT /address/{id}: the spec's payload plus the optional coordinates and phone of the entity. */
export const AddressBody = /* @__PURE__ */ body({
  ...addressFields,
  user_id: idText(),
  user_name: optText(BODY_LIMITS.name),
});
/** Address body (as sent). */
export type AddressBodyInput = z.input<typeof AddressBody>;
/** Address body (as validated). */
export type AddressBody = z.output<typeof AddressBody>;

/** PATCH /address/{id}: make it the default shipping (`defaultaddressS`) or billing (`defaultaddressB`) address. */
export const SetDefaultBody = /* @__PURE__ */ z.union(
  [body({ defaultaddressS: z.literal(true) }), body({ defaultaddressB: z.literal(true) })],
  { error: () => 'body must be { "defaultaddressS": true } or { "defaultaddressB": true }' },
);
/** Set-default body. */
export type SetDefaultBody = z.output<typeof SetDefaultBody>;

/** GET /address/{user_id} -> `{ user: Address[] }` (the backend's key is `user`). */
export const AddressesResponse = /* @__PURE__ */ listEnvelope('user', Address);
/** Reply of GET /address/{user_id}. */
export type AddressesResponse = z.output<typeof AddressesResponse>;

/**
 * POST/PUT/DELETE/PATCH /address... -> `{ success, message, data? }`; create and update send the saved
 * address in `data`.
 */
export const AddressMutationResponse = /* @__PURE__ */ preprocess(
  (
    value: { success?: boolean; message?: string; data?: z.input<typeof Address> | null } | null | undefined,
  ) => value ?? {},
  recordEnvelope('data', Address, { success: bool(true), message: str() }),
);
/** Reply of an address change. */
export type AddressMutationResponse = z.output<typeof AddressMutationResponse>;
