import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { extend } from 'zod/mini';
import { badRequest, conflict } from '../../platform/errors';
import { requireMerchant } from '../../platform/merchant';
import {
  OtpResponse,
  ResetPasswordBody,
  SendOtpBody,
  SignupBody,
  SignupResponse,
  str,
  TEXTS,
  VerifyOtpBody,
} from '../../platform/core';
import { hashPassword } from '../../lib/passwords';
import {
  ABUSE_LIMITS,
  clearAccountFailures,
  customerAccount,
  limitedAttempt,
  perIpAndEmail,
  rememberAddress,
} from '../../platform/rate-limit';
import { createOtpService } from './otp-service';
import { type AccountsRepository, toWireUser } from './repository';

/** Sign-up answers with tokens too (extension), so the new user is signed in at once. */
const SignupSessionResponse = extend(SignupResponse, { accessToken: str(), refreshToken: str() });

/** The OTP flows: sign-up (send, verify, signup) and password reset (send, verify, reset). */
export const otpRoutes: FastifyPluginAsyncZod<{ repo: AccountsRepository }> = async (app, { repo }) => {
  const { services } = app;
  const otp = createOtpService(repo, services, {
    onDeliveryError: (error) => app.log.error({ err: error }, 'an OTP mail could not be delivered'),
  });
  // Closing waits for reset mails already handed off.
  app.addHook('onClose', () => otp.settled());

  /** A check of a reset code, counted against the account's daily ceiling (ABUSE_LIMITS). */
  const guessAtReset = <T>(ip: string, mainId: string, email: string, check: () => Promise<T>) =>
    limitedAttempt(
      app.counters,
      ABUSE_LIMITS['otp-reset-account'].limits,
      { ip, account: customerAccount(mainId, email) },
      check,
    );

  app.post(
    '/registeruser/api/send-otp',
    {
      schema: { body: SendOtpBody, response: { 200: OtpResponse } },
      config: { rateLimit: perIpAndEmail('send-otp', 5) },
    },
    async (request) => {
      const { email, main_id } = request.body;
      const merchant = await requireMerchant(app.db, main_id);
      if (await repo.userByEmail(main_id, email)) throw conflict(TEXTS.EMAIL_ALREADY_REGISTERED);
      await otp.send({
        mainId: main_id,
        email,
        purpose: 'signup',
        company: merchant.name,
        deliver: true,
        requestedIp: request.ip,
      });
      return { success: true, message: TEXTS.OTP_SENT_SUCCESS };
    },
  );

  app.post(
    '/registeruser/api/verify-otp',
    {
      schema: { body: VerifyOtpBody, response: { 200: OtpResponse } },
      config: { rateLimit: perIpAndEmail('verify-otp', 10) },
    },
    async (request) => {
      const { email, otp: code, main_id } = request.body;
      await requireMerchant(app.db, main_id);
      // One verify call serves both flows: an address with an account can only be resetting its
      // password, one without can only be signing up.
      const purpose = (await repo.userByEmail(main_id, email)) ? 'reset' : 'signup';
      if (purpose === 'reset')
        await guessAtReset(request.ip, main_id, email, () => otp.verify(main_id, email, purpose, code));
      else await otp.verify(main_id, email, purpose, code);
      return { success: true, message: TEXTS.OTP_VERIFIED };
    },
  );

  app.post(
    '/registeruser/api/signup',
    {
      schema: { body: SignupBody, response: { 200: SignupSessionResponse } },
      config: { rateLimit: perIpAndEmail('signup', 10) },
    },
    async (request) => {
      const { email, mobile, full_name, password, main_id } = request.body;
      await requireMerchant(app.db, main_id);
      // Checked before the OTP is spent, so a refused duplicate leaves the code usable for nothing else.
      if (await repo.userByEmail(main_id, email)) throw conflict(TEXTS.EMAIL_ALREADY_REGISTERED);
      await otp.consumeVerified(main_id, email, 'signup');
      const user = await repo.createUser({
        main_id,
        email,
        mobile,
        full_name,
        password_hash: await hashPassword(password),
        email_verified_at: services.now(),
      });
      if (!user) throw conflict(TEXTS.EMAIL_ALREADY_REGISTERED);
      await rememberAddress(app.counters, customerAccount(main_id, email), request.ip);
      const tokens = await services.tokens.issue({ userId: user.id, mainId: main_id });
      return { message: TEXTS.REGISTRATION_SUCCESS, newUser: toWireUser(user), ...tokens };
    },
  );

  app.post(
    '/registeruser/api/resetsend-otp',
    {
      schema: { body: SendOtpBody, response: { 200: OtpResponse } },
      config: { rateLimit: perIpAndEmail('reset-otp', 5) },
    },
    async (request) => {
      const { email, main_id } = request.body;
      const merchant = await requireMerchant(app.db, main_id);
      const user = await repo.userByEmail(main_id, email);
      // Same answer whether or not the address has an account: nobody can probe for accounts here.
      await otp.send({
        mainId: main_id,
        email,
        purpose: 'reset',
        company: merchant.name,
        deliver: user !== null,
        requestedIp: request.ip,
      });
      return { success: true, message: TEXTS.OTP_SENT_TO_EMAIL };
    },
  );

  app.post(
    '/registeruser/api/reset-password',
    {
      schema: { body: ResetPasswordBody, response: { 200: OtpResponse } },
      config: { rateLimit: perIpAndEmail('reset-password', 10) },
    },
    async (request) => {
      const { email, newPassword, otp: code, main_id } = request.body;
      await requireMerchant(app.db, main_id);
      if (code)
        await guessAtReset(request.ip, main_id, email, () => otp.verify(main_id, email, 'reset', code));
      await otp.consumeVerified(main_id, email, 'reset');
      const user = await repo.userByEmail(main_id, email);
      if (!user) throw badRequest(TEXTS.OTP_NOT_VERIFIED);
      await repo.updateUser(user.id, { password_hash: await hashPassword(newPassword) });
      // A reset usually means the old password leaked: end every session.
      await services.tokens.revokeAll(user.id, main_id);
      // The owner proved it: every sign-in failure counted against the account is cleared (a lock-out
      // lifts), and this address is theirs.
      const account = customerAccount(main_id, email);
      await clearAccountFailures(app.counters, account);
      await rememberAddress(app.counters, account, request.ip);
      return { success: true, message: TEXTS.PASSWORD_RESET_SUCCESS };
    },
  );
};
