import type { ApiClient } from '../api/client';

/** Notification permission as browsers report it. */
export type PushPermission = 'granted' | 'denied' | 'default';

/** A foreground push message. */
export interface PushMessage {
  title?: string;
  body?: string;
  data?: Record<string, unknown>;
}

/**
 * What SkateKit needs from a push provider. The Firebase implementation lives with the host
 * integration so core never imports a provider SDK.
 */
export interface PushAdapter {
  /** Current permission, without prompting. */
  permission(): PushPermission | Promise<PushPermission>;
  /** Prompts the user (only meaningful while permission is 'default'). */
  requestPermission(): Promise<PushPermission>;
  /** The device token, or null when the provider has none. */
  getToken(): Promise<string | null>;
  /** Foreground messages; returns the unsubscribe function. */
  onMessage(callback: (message: PushMessage) => void): () => void;
}

/** The api namespace `registerPush` uses. */
export interface PushApi {
  push: Pick<ApiClient['push'], 'registerToken'>;
}

/** Outcome of `registerPush`; failures are values, so a start-up hook can ignore them safely. */
export type PushRegistrationResult =
  | { status: 'registered'; token: string }
  | { status: 'permission-denied'; permission: PushPermission }
  | { status: 'no-token' }
  | { status: 'error'; error: unknown };

/** What `registerPush` needs: the push provider, the api to register with and the signed-in user. */
export interface RegisterPushOptions {
  adapter: PushAdapter;
  api: PushApi;
  userId: string;
  /** Prompt when permission is still 'default' (default true). Pass false to register only when already granted. */
  prompt?: boolean;
}

/**
 * Registers this device for push: without granted permission no token is asked for; otherwise the
 * provider's token is sent to the server with the user's id. Never throws.
 */
export async function registerPush({
  adapter,
  api,
  userId,
  prompt = true,
}: RegisterPushOptions): Promise<PushRegistrationResult> {
  try {
    let permission = await adapter.permission();
    if (permission === 'default' && prompt) permission = await adapter.requestPermission();
    if (permission !== 'granted') return { status: 'permission-denied', permission };
    const token = await adapter.getToken();
    if (!token) return { status: 'no-token' };
    await api.push.registerToken({ user_id: userId, deviceToken: token });
    return { status: 'registered', token };
  } catch (error) {
    return { status: 'error', error };
  }
}
