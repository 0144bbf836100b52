import * as z from 'zod/mini';
import { OTP_DIGITS, PASSWORD_MIN } from '../../constants';
import { BODY_LIMITS, body, digits, email, idText, mobileOrEmpty, password, text } from './fields';
import { bool, jsonObject, str } from './shared';
import { UserSession } from './users';

const mainId = idText;
const token = () => text(BODY_LIMITS.token);

/** POST /loginuser: e-mail and password plus the merchant code (`main_id`, added by the client). */
export const LoginBody = /* @__PURE__ */ body({
  email: email(),
  password: password(PASSWORD_MIN),
  main_id: mainId(),
});
/** Login body. */
export type LoginBody = z.output<typeof LoginBody>;

/** POST /registeruser/api/send-otp and /registeruser/api/resetsend-otp. */
export const SendOtpBody = /* @__PURE__ */ body({ email: email(), main_id: mainId() });
/** Send-OTP body. */
export type SendOtpBody = z.output<typeof SendOtpBody>;

/** POST /registeruser/api/verify-otp. Registration sends the OTP without a length check, hence 1 to 6 digits. */
export const VerifyOtpBody = /* @__PURE__ */ body({
  email: email(),
  otp: digits(1, OTP_DIGITS),
  main_id: mainId(),
});
/** Verify-OTP body. */
export type VerifyOtpBody = z.output<typeof VerifyOtpBody>;

/**
 * POST /registeruser/api/signup. The phone is optional, but 10 digits when given (deviation 39: the
 * spec's box had no minimum, and a cut or short number was registered silently).
 */
export const SignupBody = /* @__PURE__ */ body({
  email: email(),
  mobile: mobileOrEmpty(),
  full_name: text(BODY_LIMITS.name),
  password: password(PASSWORD_MIN),
  main_id: mainId(),
});
/** Signup body. */
export type SignupBody = z.output<typeof SignupBody>;

/**
 * POST /registeruser/api/reset-password. `otp` is an extension: the spec's body has none, so a server may
 * instead accept a recent successful verify-otp for the address; the reference server asks for it.
 */
export const ResetPasswordBody = /* @__PURE__ */ body({
  email: email(),
  newPassword: password(PASSWORD_MIN),
  otp: z.optional(digits(OTP_DIGITS, OTP_DIGITS)),
  main_id: mainId(),
});
/** Reset-password body. */
export type ResetPasswordBody = z.output<typeof ResetPasswordBody>;

/** POST /registeruser/api/google-login (extension): the ID token of a Google sign-in. */
export const GoogleLoginBody = /* @__PURE__ */ body({ idToken: token(), main_id: mainId() });
/** Google-login body. */
export type GoogleLoginBody = z.output<typeof GoogleLoginBody>;

/** POST /registeruser/api/refresh-token (extension). */
export const RefreshBody = /* @__PURE__ */ body({ refreshToken: token() });
/** Refresh body. */
export type RefreshBody = z.output<typeof RefreshBody>;

/**
 * POST /loginuser (and google-login) -> `{ user, accessToken, refreshToken, message }`. A refused login is
 * 401 with `{ message }`; `user` is null when the server answered 2xx without one.
 */
export const LoginResponse = /* @__PURE__ */ z.object({
  user: jsonObject(UserSession),
  accessToken: str(),
  refreshToken: str(),
  message: str(),
});
/** Reply of a login. */
export type LoginResponse = z.output<typeof LoginResponse>;

/** The OTP, verify and reset calls -> `{ success, message }`; `success: false` is the server refusing. */
export const OtpResponse = /* @__PURE__ */ z.object({ success: bool(), message: str() });
/** Reply of the OTP, verify and reset calls. */
export type OtpResponse = z.output<typeof OtpResponse>;

/** POST /registeruser/api/signup -> `{ newUser, message }`. */
export const SignupResponse = /* @__PURE__ */ z.object({ newUser: jsonObject(UserSession), message: str() });
/** Reply of the signup. */
export type SignupResponse = z.output<typeof SignupResponse>;

export { RefreshResponse } from './records';
