import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, notFound, unauthorised } from '../../platform/errors';
import { requireMerchant } from '../../platform/merchant';
import { requireUser } from '../../lib/auth';
import {
  GoogleLoginBody,
  LoginBody,
  LoginResponse,
  OtpResponse,
  RefreshBody,
  RefreshResponse,
  TEXTS,
  tooManyLoginAttempts,
  UserResponse,
  UserUpdateBody,
  UserUpdateResponse,
} from '../../platform/core';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords';
import { customerAccount, perIpAndEmail, rememberAddress } from '../../platform/rate-limit';
import { otpRoutes } from './otp-routes';
import { createAccountsRepository, toWireUser, type UserRow } from './repository';

const UserIdParams = z.object({ user_id: z.string().min(1).max(64) });
const IdParams = z.object({ id: z.string().min(1).max(64) });

/**
 * Accounts: login, OTP sign-up and reset, token refresh, Google sign-in, and the user record.
 * Unknown e-mail and wrong password answer alike (401 "Invalid email or password").
 */
export const accountsModule: FastifyPluginAsyncZod = async (app) => {
  const repo = createAccountsRepository(app.db);
  const { services } = app;

  const session = async (user: UserRow) => ({
    message: TEXTS.LOGIN_SUCCESS,
    user: toWireUser(user),
    ...(await services.tokens.issue({ userId: user.id, mainId: user.main_id })),
  });

  app.post(
    '/loginuser',
    {
      schema: { body: LoginBody, response: { 200: LoginResponse } },
      config: { rateLimit: perIpAndEmail('login', 5, tooManyLoginAttempts) },
    },
    async (request) => {
      const { email, password, main_id } = request.body;
      await requireMerchant(app.db, main_id);
      const user = await repo.userByEmail(main_id, email);
      // The same work and the same answer whether or not the address has an account.
      const ok = user?.password_hash
        ? await verifyPassword(password, user.password_hash)
        : await burnPasswordCheck(password);
      if (!user || !ok) throw unauthorised(TEXTS.INVALID_CREDENTIALS);
      // The owner's address: strangers' failures on this account never refuse it (ABUSE_LIMITS).
      await rememberAddress(app.counters, customerAccount(main_id, email), request.ip);
      return session(user);
    },
  );

  app.post(
    '/registeruser/api/refresh-token',
    {
      schema: { body: RefreshBody, response: { 200: RefreshResponse } },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => {
      const result = await services.tokens.rotate(request.body.refreshToken);
      if (!result.ok) throw unauthorised(TEXTS.SESSION_EXPIRED);
      return { accessToken: result.value.accessToken, refreshToken: result.value.refreshToken };
    },
  );

  // Extension: the spec's clients only forget their tokens; this ends the login on the server too.
  app.post(
    '/registeruser/api/logout',
    {
      schema: { body: RefreshBody, response: { 200: OtpResponse } },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => {
      await services.tokens.revokeLogin(request.body.refreshToken);
      // The same answer for an unknown or spent token: a logout reveals nothing and may be repeated.
      return { success: true, message: TEXTS.LOGGED_OUT };
    },
  );

  app.post(
    '/registeruser/api/google-login',
    {
      schema: { body: GoogleLoginBody, response: { 200: LoginResponse } },
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request) => {
      const { idToken, main_id } = request.body;
      await requireMerchant(app.db, main_id);
      const identity = await services.google.verify(idToken);
      if (!identity) throw unauthorised(TEXTS.GOOGLE_SIGN_IN_FAILED);
      const now = services.now();
      let user =
        (await repo.userByGoogleSub(main_id, identity.sub)) ??
        (await repo.userByEmail(main_id, identity.email));
      if (user?.google_sub && user.google_sub !== identity.sub) throw conflict(TEXTS.GOOGLE_ACCOUNT_MISMATCH);
      if (user && !user.google_sub) {
        // Google vouches for the address, so linking it to the existing account is safe.
        user =
          (await repo.updateUser(user.id, {
            google_sub: identity.sub,
            email_verified_at: user.email_verified_at ?? now,
          })) ?? user;
      }
      if (!user) {
        user =
          (await repo.createUser({
            main_id,
            email: identity.email,
            full_name: identity.name,
            google_sub: identity.sub,
            email_verified_at: now,
          })) ?? (await repo.userByEmail(main_id, identity.email));
      }
      if (!user) throw unauthorised(TEXTS.GOOGLE_SIGN_IN_FAILED);
      await rememberAddress(app.counters, customerAccount(main_id, user.email), request.ip);
      return session(user);
    },
  );

  app.get(
    '/registeruser/single/:user_id',
    { schema: { params: UserIdParams, response: { 200: UserResponse } } },
    async (request) => {
      await requireUser(request, request.params.user_id);
      const user = await repo.userById(request.params.user_id);
      if (!user) throw notFound(TEXTS.USER_NOT_FOUND);
      return { message: '', data: toWireUser(user) };
    },
  );

  app.put(
    '/registeruser/api/user/:id',
    { schema: { params: IdParams, body: UserUpdateBody, response: { 200: UserUpdateResponse } } },
    async (request) => {
      await requireUser(request, request.params.id);
      const user = await repo.updateUser(request.params.id, {
        mobile: request.body.mobile,
        user_gstNo: request.body.user_gstNo ?? '',
      });
      if (!user) throw notFound(TEXTS.USER_NOT_FOUND);
      return { success: true, message: TEXTS.USER_UPDATED, data: toWireUser(user) };
    },
  );

  await app.register(otpRoutes, { repo });
};
