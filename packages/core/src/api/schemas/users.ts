import * as z from 'zod/mini';
import { BODY_LIMITS, body, mobile, optText } from './fields';
import { userShape, withUserId } from './records';
import { bool, preprocess, recordEnvelope, str } from './shared';

export { UserSession } from './records';

/** The user record of GET /registeruser/single/{user_id}: the session fields plus the GST number. */
export const User = /* @__PURE__ */ preprocess(
  (value: Partial<Record<keyof typeof userShape | 'user_gstNo', string | number | null>>) =>
    withUserId(value),
  z.object({ ...userShape, user_gstNo: str() }),
);
/** A user record. */
export type User = z.output<typeof User>;

/** PUT /registeruser/api/user/{id}: contact details of My Account / checkout. The GST number is not validated. */
export const UserUpdateBody = /* @__PURE__ */ body({
  mobile: mobile(),
  user_gstNo: optText(BODY_LIMITS.name),
});
/** User update body (as sent). */
export type UserUpdateBodyInput = z.input<typeof UserUpdateBody>;
/** User update body (as validated). */
export type UserUpdateBody = z.output<typeof UserUpdateBody>;

/**
 * GET /registeruser/single/{user_id} -> `{ data: User, message }`. An unknown user is 404 with
 * `{ message: 'User not found' }` (the academy's backend may also answer 201 or 200 with that message).
 */
export const UserResponse = /* @__PURE__ */ recordEnvelope('data', User, { message: str() });
/** Reply of GET /registeruser/single/{user_id}. */
export type UserResponse = z.output<typeof UserResponse>;

/** PUT /registeruser/api/user/{id} -> `{ success, message, data: User }`. */
export const UserUpdateResponse = /* @__PURE__ */ preprocess(
  (value: { success?: boolean; message?: string; data?: z.input<typeof User> | null } | null | undefined) =>
    value ?? {},
  recordEnvelope('data', User, { success: bool(true), message: str() }),
);
/** Reply of the user update. */
export type UserUpdateResponse = z.output<typeof UserUpdateResponse>;
