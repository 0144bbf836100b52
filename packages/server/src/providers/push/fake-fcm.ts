import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';

/** The project id the development sender uses with the fake. */
export const FAKE_FCM_PROJECT = 'skatekit-dev';
/** The access token the development sender presents; the fake refuses requests without a bearer token. */
export const FAKE_FCM_ACCESS_TOKEN = 'fake-fcm-access-token';

/** One message the fake accepted, as the FCM v1 request carried it. */
export interface FakeFcmDelivery {
  /** `projects/{project}/messages/{id}`, FCM's answer. */
  name: string;
  token: string;
  notification?: { title?: string; body?: string };
  data: Record<string, string>;
  receivedAt: string;
}

/** A failure the fake answers for a token, `times` times, before it delivers again. */
export interface FakeFcmFault {
  token: string;
  /** HTTP status: 503 UNAVAILABLE, 500 INTERNAL, 429 QUOTA_EXCEEDED, 404 UNREGISTERED, 400 INVALID_ARGUMENT. */
  status: 400 | 404 | 429 | 500 | 503;
  times: number;
}

/** The fake's memory: what it delivered, and the faults it was told to answer. */
export interface FakeFcmStore {
  deliveries: FakeFcmDelivery[];
  faults: Map<string, { status: FakeFcmFault['status']; times: number }>;
}

export function createFakeFcmStore(): FakeFcmStore {
  return { deliveries: [], faults: new Map() };
}

const STATUS_NAMES = {
  400: 'INVALID_ARGUMENT',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
} as const;
const ERROR_CODES = {
  400: 'INVALID_ARGUMENT',
  404: 'UNREGISTERED',
  429: 'QUOTA_EXCEEDED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
} as const;

/** FCM's error envelope (google.rpc.Status with a google.firebase.fcm.v1.FcmError detail). */
function fcmError(reply: FastifyReply, status: keyof typeof STATUS_NAMES, message: string) {
  return reply.code(status).send({
    error: {
      code: status,
      message,
      status: STATUS_NAMES[status],
      details: [
        { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: ERROR_CODES[status] },
      ],
    },
  });
}

/**
 * A local stand-in for FCM's HTTP v1 API, like the payment sandbox for Razorpay (dev helpers only):
 * `POST /dev/fcm/v1/projects/{project}/messages:send` answers as FCM does - `{ name }` for a message to
 * a token, 401 without a bearer token, 400 INVALID_ARGUMENT for a malformed message, and for tokens
 * that start with `unregistered-` 404 with FcmError UNREGISTERED (an uninstalled app). Tests read what
 * it delivered at `GET /dev/fcm/messages?token=` and make a token fail with `POST /dev/fcm/faults`.
 */
export const fakeFcmRoutes: FastifyPluginAsync<{ store: FakeFcmStore }> = async (app, { store }) => {
  app.post<{ Params: { project: string }; Body: unknown }>(
    // `::` is a literal colon in a Fastify path.
    '/dev/fcm/v1/projects/:project/messages::send',
    async (request, reply) => {
      if (!/^Bearer \S+$/.test(request.headers.authorization ?? ''))
        return reply.code(401).send({
          error: {
            code: 401,
            message: 'Request is missing required authentication credential.',
            status: 'UNAUTHENTICATED',
          },
        });
      const message = (request.body as { message?: Record<string, unknown> } | null)?.message;
      const token = message?.token;
      if (!message || typeof token !== 'string' || token.length === 0)
        return fcmError(reply, 400, 'The message has no token.');
      const data = message.data ?? {};
      if (typeof data !== 'object' || Object.values(data).some((v) => typeof v !== 'string'))
        return fcmError(reply, 400, 'Invalid value at message.data: values must be strings.');
      if (token.startsWith('unregistered-')) return fcmError(reply, 404, 'Requested entity was not found.');
      if (token.startsWith('invalid-'))
        return fcmError(reply, 400, 'The registration token is not a valid FCM registration token');
      const fault = store.faults.get(token);
      if (fault && fault.times > 0) {
        fault.times -= 1;
        return fcmError(reply, fault.status, 'The fake was told to fail this token.');
      }
      const name = `projects/${request.params.project}/messages/${randomBytes(8).toString('hex')}`;
      store.deliveries.push({
        name,
        token,
        notification: message.notification as FakeFcmDelivery['notification'],
        data: data as Record<string, string>,
        receivedAt: new Date().toISOString(),
      });
      return { name };
    },
  );

  app.get<{ Querystring: { token?: string } }>('/dev/fcm/messages', async (request) => ({
    data: store.deliveries.filter((d) => !request.query.token || d.token === request.query.token),
  }));

  app.post<{ Body: FakeFcmFault }>('/dev/fcm/faults', async (request, reply) => {
    const { token, status, times } = request.body ?? ({} as FakeFcmFault);
    if (typeof token !== 'string' || !(status in STATUS_NAMES) || !Number.isInteger(times) || times < 0)
      return reply.code(400).send({ message: 'Give { token, status: 400|404|429|500|503, times }' });
    store.faults.set(token, { status, times });
    return { success: true };
  });
};
