import { readFileSync } from 'node:fs';
import type { PushOutcome, PushSender } from './types';
import { fcmMessage } from './types';

/** firebase-admin's error codes after which a token is dead (the app is gone, or the token is malformed). */
const DEAD_TOKEN_ERRORS = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
  'messaging/invalid-argument',
]);

/** The parts of firebase-admin this sender uses (the package is optional, so no types are imported). */
interface FirebaseAdminModules {
  app: {
    initializeApp(options: { credential: unknown; projectId?: string }, name?: string): unknown;
    cert(serviceAccount: Record<string, unknown>): unknown;
  };
  messaging: {
    getMessaging(app: unknown): { send(message: unknown): Promise<string> };
  };
}

/** Loads a module by a name the bundler and the type checker do not follow: it may be absent. */
const importOptional = (name: string): Promise<unknown> => import(/* @vite-ignore */ name);

/**
 * Reads the service account: JSON text itself, or the path of the JSON file Firebase gives you
 * (Project settings > Service accounts > Generate new private key).
 */
export function readServiceAccount(value: string): Record<string, unknown> {
  const inline = value.trim().startsWith('{');
  let text: string;
  try {
    text = inline ? value : readFileSync(value, 'utf8');
  } catch {
    throw new Error(`cannot read the file ${value}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Never the parser's message: it quotes the text, and the text holds a private key.
    throw new Error(inline ? 'the value is not JSON' : `the file ${value} is not JSON`);
  }
  const account = parsed as Record<string, unknown> | null;
  if (typeof account?.project_id !== 'string' || typeof account.private_key !== 'string')
    throw new Error('the service account has no project_id or private_key');
  return account;
}

/**
 * The production sender: FCM HTTP v1 through the official Admin SDK (`firebase-admin`), an optional
 * dependency imported only here, only when PUSH_PROVIDER=fcm. The server without it installed starts
 * and runs with push off; configured without it installed, it refuses to start and says so.
 */
export async function createFirebaseAdminSender(serviceAccount: string): Promise<PushSender> {
  let modules: FirebaseAdminModules;
  try {
    const [app, messaging] = await Promise.all([
      importOptional('firebase-admin/app'),
      importOptional('firebase-admin/messaging'),
    ]);
    modules = { app, messaging } as FirebaseAdminModules;
  } catch {
    throw new Error(
      'PUSH_PROVIDER=fcm needs the optional package firebase-admin: npm install firebase-admin (in packages/server)',
    );
  }
  const account = readServiceAccount(serviceAccount);
  const firebase = modules.app.initializeApp(
    { credential: modules.app.cert(account), projectId: account.project_id as string },
    `skatekit-push-${Date.now()}`,
  );
  const messaging = modules.messaging.getMessaging(firebase);
  return {
    kind: 'fcm',
    async send(message): Promise<PushOutcome> {
      try {
        const id = await messaging.send(fcmMessage(message).message);
        return { status: 'sent', id };
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        if (DEAD_TOKEN_ERRORS.has(code)) return { status: 'dead-token', reason: code };
        throw error;
      }
    },
  };
}
