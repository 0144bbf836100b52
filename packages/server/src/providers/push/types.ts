/** One push to one device, as the outbox worker hands it to a sender. */
export interface PushMessage {
  /** The FCM registration token (or, with the Firebase project's APNs key, an APNs-backed FCM token). */
  token: string;
  title: string;
  body: string;
  /** String values only (FCM's `data` map); `route` is the page the tap opens. */
  data: Record<string, string>;
}

/**
 * What came of one send: delivered to FCM, a token FCM says will never work again (`UNREGISTERED`,
 * `INVALID_ARGUMENT` about the token: the worker prunes it and does not retry), or a failure worth
 * retrying (FCM unavailable, quota, network), thrown as an Error by `send`.
 */
export type PushOutcome = { status: 'sent'; id: string } | { status: 'dead-token'; reason: string };

/** Sends pushes. `fcm` (firebase-admin) in production, `fake` (the local FCM fake) in development and tests. */
export interface PushSender {
  kind: 'fcm' | 'fcm-http' | 'fake';
  send(message: PushMessage): Promise<PushOutcome>;
}

/**
 * FCM v1 error codes (google.firebase.fcm.v1.FcmError `errorCode`, or the HTTP error status) after which
 * a token is dead: the app was uninstalled or the token is malformed.
 */
export const DEAD_TOKEN_CODES = new Set(['UNREGISTERED', 'INVALID_ARGUMENT']);

/** The FCM v1 message body (`POST /v1/projects/{project}/messages:send`) for one push. */
export function fcmMessage(message: PushMessage) {
  return {
    message: {
      token: message.token,
      notification: { title: message.title, body: message.body },
      data: message.data,
      // Android shows the notification itself when the app is in the background; the app reads `route`
      // from the intent extras when it is tapped. iOS gets the same through APNs.
      android: { priority: 'high' as const },
      apns: { payload: { aps: { sound: 'default' } } },
    },
  };
}
