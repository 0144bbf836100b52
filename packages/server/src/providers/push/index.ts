import type { FastifyInstance } from 'fastify';
import { createFcmHttpSender } from './fcm-http';
import { FAKE_FCM_ACCESS_TOKEN, FAKE_FCM_PROJECT } from './fake-fcm';
import { createFirebaseAdminSender } from './firebase-admin';
import type { PushSender } from './types';

export { createFcmHttpSender, type FcmHttpOptions } from './fcm-http';
export {
  createFakeFcmStore,
  FAKE_FCM_ACCESS_TOKEN,
  FAKE_FCM_PROJECT,
  type FakeFcmDelivery,
  type FakeFcmStore,
  fakeFcmRoutes,
} from './fake-fcm';
export { createFirebaseAdminSender, readServiceAccount } from './firebase-admin';
export { DEAD_TOKEN_CODES, fcmMessage, type PushMessage, type PushOutcome, type PushSender } from './types';

/** This server's own address (the fake FCM lives in its dev routes), read when a push goes out. */
export function ownAddress(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening yet');
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * The push sender the config asks for: null when push is off, firebase-admin for `fcm` (loaded only
 * then), and for `fake` the FCM v1 HTTP client aimed at FCM_ENDPOINT or this server's /dev/fcm.
 */
export async function createPushSender(
  app: FastifyInstance,
  fetchImpl?: typeof fetch,
): Promise<PushSender | null> {
  const { push } = app.config;
  if (push.provider === 'off') return null;
  if (push.provider === 'fcm') return createFirebaseAdminSender(push.serviceAccount ?? '');
  return createFcmHttpSender({
    kind: 'fake',
    endpoint: () => push.fakeEndpoint ?? `${ownAddress(app)}/dev/fcm`,
    projectId: FAKE_FCM_PROJECT,
    accessToken: async () => FAKE_FCM_ACCESS_TOKEN,
    fetch: fetchImpl,
  });
}
