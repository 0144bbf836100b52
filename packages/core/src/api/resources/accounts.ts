import type * as z from 'zod/mini';
import { SkateError } from '../../errors';
import { TEXTS } from '../../texts';
import { path, type Transport } from '../http';
import {
  LoginResponse,
  OtpResponse,
  RefreshResponse,
  type ResetPasswordBody,
  type SignupBody,
  SignupResponse,
} from '../schemas/auth';
import { type UserUpdateBodyInput, UserResponse, UserUpdateResponse } from '../schemas/users';

/** The legacy backend answers 201 (not 404) for "no such user" on the user lookup. */
const USER_GONE_STATUS = 201;

/** User records. */
export function usersApi(t: Transport) {
  return {
    /**
     * GET /registeruser/single/{user_id}. A user the server does not know (404, the legacy 201, or a
     * 'User not found' message) throws SkateError 'not-found'.
     */
    get: async (userId: string) => {
      const { status, data } = await t.send(UserResponse, {
        method: 'GET',
        path: path`/registeruser/single/${userId}`,
      });
      const gone = status === USER_GONE_STATUS || /user not found/i.test(data.message);
      if (gone || data.data === null) {
        throw new SkateError('not-found', data.message || TEXTS.USER_NOT_FOUND, { status });
      }
      return data.data;
    },
    /** PUT /registeruser/api/user/{id} with `{ mobile, user_gstNo }`; answers the saved user when sent. */
    update: async (id: string, body: UserUpdateBodyInput) => {
      const reply = await t.send(UserUpdateResponse, {
        method: 'PUT',
        path: path`/registeruser/api/user/${id}`,
        body,
      });
      if (!reply.data.success) {
        throw new SkateError('http', reply.data.message || TEXTS.SOMETHING_WENT_WRONG, {
          status: reply.status,
        });
      }
      return reply.data.data;
    },
  };
}

/** Sign-in, registration, password reset and tokens. `main_id` is added to every body. */
export function authApi(t: Transport) {
  const main_id = t.merchantCode;
  const post = <S extends z.ZodMiniType>(schema: S, route: string, body: object) =>
    t.request(schema, { method: 'POST', path: route, body });
  return {
    /**
     * POST /loginuser, sent with credentials (the spec). A refusal is a 401 SkateError carrying the server's
     * message; a 2xx without a user answers `user: null` and the server's message.
     */
    login: (body: { email: string; password: string }) =>
      t.request(LoginResponse, {
        method: 'POST',
        path: '/loginuser',
        body: { ...body, main_id },
        credentials: 'include',
      }),
    /** POST /registeruser/api/send-otp -> `{ success, message }`. */
    sendOtp: (email: string) => post(OtpResponse, '/registeruser/api/send-otp', { email, main_id }),
    /** POST /registeruser/api/verify-otp -> `{ success, message }`. */
    verifyOtp: (email: string, otp: string) =>
      post(OtpResponse, '/registeruser/api/verify-otp', { email, otp, main_id }),
    /** POST /registeruser/api/signup -> `{ newUser, message }`. */
    signup: (body: Omit<SignupBody, 'main_id'>) =>
      post(SignupResponse, '/registeruser/api/signup', { ...body, main_id }),
    /** POST /registeruser/api/resetsend-otp -> `{ success, message }`. */
    sendResetOtp: (email: string) => post(OtpResponse, '/registeruser/api/resetsend-otp', { email, main_id }),
    /** POST /registeruser/api/reset-password -> `{ success, message }` (`otp` is the optional extension). */
    resetPassword: (body: Omit<ResetPasswordBody, 'main_id'>) =>
      post(OtpResponse, '/registeruser/api/reset-password', { ...body, main_id }),
    /** POST /registeruser/api/refresh-token (extension) -> `{ accessToken, refreshToken }`; a refusal is 401. */
    refresh: (refreshToken: string) =>
      post(RefreshResponse, '/registeruser/api/refresh-token', { refreshToken }),
    /**
     * POST /registeruser/api/logout (extension) -> `{ success, message: 'Logged out' }`: the server
     * revokes this refresh token and every token rotated from the same login.
     */
    logout: (refreshToken: string) => post(OtpResponse, '/registeruser/api/logout', { refreshToken }),
    /** POST /registeruser/api/google-login (extension) -> the same reply as login. */
    googleLogin: (idToken: string) =>
      t.request(LoginResponse, {
        method: 'POST',
        path: '/registeruser/api/google-login',
        body: { idToken, main_id },
        credentials: 'include',
      }),
  };
}
