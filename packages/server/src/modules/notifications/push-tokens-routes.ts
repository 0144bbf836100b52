import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/auth';
import { PushTokenBody, PushTokenResponse, TEXTS } from '../../platform/core';
import { upsertPushToken } from './push-tokens';

/** `POST /firebase/register-token`: a signed-in user's device for push notifications. */
export const pushModule: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/firebase/register-token',
    { schema: { body: PushTokenBody, response: { 200: PushTokenResponse } } },
    async (request) => {
      const claims = await requireUser(request, request.body.user_id);
      await upsertPushToken(app.db, {
        mainId: claims.mainId,
        userId: claims.userId,
        deviceToken: request.body.deviceToken,
      });
      return { success: true, message: TEXTS.DEVICE_REGISTERED };
    },
  );
};
