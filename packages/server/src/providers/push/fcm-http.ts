import { DEAD_TOKEN_CODES, fcmMessage, type PushOutcome, type PushSender } from './types';

/** Options of the FCM HTTP v1 client. */
export interface FcmHttpOptions {
  /** Base address, e.g. `https://fcm.googleapis.com` or the fake's `http://127.0.0.1:4000/dev/fcm`. */
  endpoint: string | (() => string);
  projectId: string;
  /** An OAuth access token for `https://www.googleapis.com/auth/firebase.messaging`. */
  accessToken: () => Promise<string>;
  fetch?: typeof fetch;
  kind?: PushSender['kind'];
}

interface FcmErrorBody {
  error?: {
    code?: number;
    message?: string;
    status?: string;
    details?: Array<{ '@type'?: string; errorCode?: string }>;
  };
}

/**
 * A thin FCM HTTP v1 client (`POST {endpoint}/v1/projects/{project}/messages:send`). The development
 * and test sender talks to the local fake through it: firebase-admin's messaging client has a fixed
 * host (fcm.googleapis.com) and no emulator setting, so it cannot be pointed at a local fake. Dead tokens
 * (FcmError `UNREGISTERED`, or `INVALID_ARGUMENT`) come back as `dead-token`; anything else that is not a
 * 200 throws, and the outbox retries it.
 */
export function createFcmHttpSender(options: FcmHttpOptions): PushSender {
  const doFetch = options.fetch ?? globalThis.fetch;
  const endpoint =
    typeof options.endpoint === 'function' ? options.endpoint : () => options.endpoint as string;
  return {
    kind: options.kind ?? 'fcm-http',
    async send(message): Promise<PushOutcome> {
      const url = `${endpoint().replace(/\/+$/, '')}/v1/projects/${encodeURIComponent(options.projectId)}/messages:send`;
      const response = await doFetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await options.accessToken()}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(fcmMessage(message)),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json().catch(() => ({}))) as FcmErrorBody & { name?: string };
      if (response.ok) return { status: 'sent', id: String(body.name ?? '') };
      const code =
        body.error?.details?.find((d) => typeof d.errorCode === 'string')?.errorCode ??
        body.error?.status ??
        '';
      if (DEAD_TOKEN_CODES.has(code)) return { status: 'dead-token', reason: code };
      throw new Error(`FCM answered ${response.status} ${code}: ${body.error?.message ?? ''}`.trim());
    },
  };
}
