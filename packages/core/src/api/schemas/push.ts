import * as z from 'zod/mini';
import { BODY_LIMITS, body, idText, text } from './fields';
import { MessageResponse, mongoId, str } from './shared';

/** A device registered for push notifications. */
export const PushRegistration = /* @__PURE__ */ z.object({
  _id: mongoId(),
  user_id: str(),
  deviceToken: str(),
});
/** A device registered for push notifications. */
export type PushRegistration = z.output<typeof PushRegistration>;

/** POST /firebase/register-token. */
export const PushTokenBody = /* @__PURE__ */ body({
  user_id: idText(),
  deviceToken: text(BODY_LIMITS.token),
});
/** Push token body. */
export type PushTokenBody = z.output<typeof PushTokenBody>;

/** POST /firebase/register-token -> `{ success, message }`. */
export const PushTokenResponse = MessageResponse;
