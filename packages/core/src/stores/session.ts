import { createStore, type StoreApi } from 'zustand/vanilla';
import { isSignedIn, userDisplayName } from '../accounts/session';
import type { ApiClient } from '../api/client';
import type { LoginResponse } from '../api/schemas/auth';
import type { UserSession } from '../api/schemas/users';
import { STORAGE_KEYS } from '../constants';
import { isSkateError } from '../errors';
import type { RecordCodec } from '../platform/encrypted-codec';
import { subscribeKeys } from '../platform/json-storage';
import type { StorageAdapter } from '../platform/storage';
import { TEXTS } from '../texts';
import {
  isUserGone,
  readSessionRecords,
  readSessionRecordsNow,
  type SessionTokens,
  writeSessionRecord,
} from './session-records';
import type { StoreStatus } from './status';
import { startAsServer } from './first-state';

/** The api calls the session store makes (a slice of the api client, so tests can fake just these). */
export interface SessionApi {
  auth: Pick<ApiClient['auth'], 'login' | 'googleLogin' | 'refresh'> &
    Partial<Pick<ApiClient['auth'], 'logout'>>;
  users: Pick<ApiClient['users'], 'get'>;
}

/** Result of a sign-in action; `message` is what the UI toasts. */
export type SignInResult = { ok: true; user: UserSession; message: string } | { ok: false; message: string };

/** What `verifyOnStart` did with the stored user. */
export type VerifyOutcome = 'guest' | 'refreshed' | 'removed' | 'kept';

/** State and actions of the session store (stored user and tokens, sign-in, logout, start-up check). */
export interface SessionState {
  /** The stored user record; signed in means it has a `user_id`. */
  user: UserSession | null;
  tokens: SessionTokens | null;
  status: StoreStatus;
  /** Message of the last failed action. */
  error: string | null;
  /** False while an encrypted record is still being decrypted at start. */
  hydrated: boolean;
  /** Signs in with e-mail and password; on success runs the sign-in hook (guest cart merge) first. */
  login(email: string, password: string): Promise<SignInResult>;
  /** Signs in with a Google ID token (web button or the native bridge's googleLoginToken). */
  loginWithGoogle(idToken: string): Promise<SignInResult>;
  /**
   * Removes the stored user and tokens at once, then asks the server to revoke the refresh token;
   * resolves when it has answered (never rejects: offline, the tokens are forgotten all the same).
   */
  logout(): Promise<void>;
  /** Start-up check of the stored user against GET /registeruser/single/{user_id}. */
  verifyOnStart(): Promise<VerifyOutcome>;
  /** Exchanges the refresh token for new tokens; false when there is none or it was refused. */
  refreshTokens(): Promise<boolean>;
  /** Merges fields into the stored user (My Account edits), keeping its user_id. */
  updateUser(patch: Partial<UserSession>): void;
  /** The access token for the api client's Authorization header. */
  getToken(): string | undefined;
  /** Re-reads the stored records (start-up and changes from other tabs). */
  hydrate(): Promise<void>;
}

/** What `createSessionStore` needs: the api calls it makes, the storage it persists into, an optional codec. */
export interface SessionStoreOptions {
  api: SessionApi;
  storage: StorageAdapter;
  /** Encrypts the stored records; plain records are still read (and re-written encrypted on the next change). */
  codec?: RecordCodec;
  /** Runs after a successful sign-in, before the action resolves (the storefront merges the guest cart here). */
  onSignedIn?: (user: UserSession) => unknown;
}

/** True when the state holds a signed-in user. */
export const selectIsSignedIn = (state: Pick<SessionState, 'user'>): boolean => isSignedIn(state.user);

/** The signed-in user's id, or null for a guest. */
export const selectUserId = (state: Pick<SessionState, 'user'>): string | null => state.user?.user_id || null;

/** Display name of the signed-in user (full_name, else name, else e-mail). */
export const selectUserName = (state: Pick<SessionState, 'user'>): string => userDisplayName(state.user);

/**
 * The session: who is signed in, their tokens, and the actions that change that. The user record and
 * the tokens live in storage (`user`, `tokens`), plain or encrypted, and other tabs follow changes.
 */
export function createSessionStore({
  api,
  storage,
  codec,
  onSignedIn,
}: SessionStoreOptions): StoreApi<SessionState> {
  // Writes go through a counter so a slow encryption cannot overwrite a newer record.
  let writeSeq = 0;
  const persist = (user: UserSession | null, tokens: SessionTokens | null) => {
    const seq = ++writeSeq;
    const stillLatest = () => seq === writeSeq;
    void writeSessionRecord(storage, 'user', user, codec, stillLatest);
    void writeSessionRecord(storage, 'tokens', tokens, codec, stillLatest);
  };

  let refreshing: Promise<boolean> | null = null;
  const initial = readSessionRecordsNow(storage);

  const store = createStore<SessionState>()((set, get) => {
    const clear = () => {
      set({ user: null, tokens: null });
      persist(null, null);
    };

    const signIn = async (call: () => Promise<LoginResponse>): Promise<SignInResult> => {
      set({ status: 'loading', error: null });
      try {
        const response = await call();
        const user = response.user;
        if (!user?.user_id) {
          // A 2xx without a user is a refusal worded by the server.
          const message = response.message || TEXTS.SOMETHING_WENT_WRONG;
          set({ status: 'error', error: message });
          return { ok: false, message };
        }
        const tokens = { accessToken: response.accessToken, refreshToken: response.refreshToken };
        set({ user, tokens });
        persist(user, tokens);
        try {
          await onSignedIn?.(user);
        } catch {
          // The hook's failures (a cart merge that did not finish) must not undo a sign-in.
        }
        set({ status: 'idle' });
        return { ok: true, user, message: TEXTS.LOGIN_SUCCESS };
      } catch (error) {
        // The server's message on a refusal, the raw error text on a network failure (spec).
        const message = error instanceof Error && error.message ? error.message : TEXTS.SOMETHING_WENT_WRONG;
        set({ status: 'error', error: message });
        return { ok: false, message };
      }
    };

    return {
      user: initial.user,
      tokens: initial.tokens,
      status: 'idle',
      error: null,
      hydrated: !initial.encrypted,

      login: (email, password) => signIn(() => api.auth.login({ email, password })),
      loginWithGoogle: (idToken) => signIn(() => api.auth.googleLogin(idToken)),

      async logout() {
        const refreshToken = get().tokens?.refreshToken;
        clear();
        set({ status: 'idle', error: null });
        if (!refreshToken || !api.auth.logout) return;
        try {
          await api.auth.logout(refreshToken);
        } catch {
          // Offline or refused: the token is gone from this device and expires on the server.
        }
      },

      async verifyOnStart() {
        const user = get().user;
        if (!user?.user_id) return 'guest';
        try {
          const fresh = await api.users.get(user.user_id);
          // Another action (logout, a new sign-in) may have happened while we waited.
          if (get().user?.user_id !== user.user_id) return 'kept';
          const { user_gstNo: _gst, ...sessionFields } = fresh;
          const merged: UserSession = { ...user, ...dropEmpty(sessionFields), user_id: user.user_id };
          set({ user: merged });
          persist(merged, get().tokens);
          return 'refreshed';
        } catch (error) {
          if (isUserGone(error) && get().user?.user_id === user.user_id) {
            clear();
            return 'removed';
          }
          // Offline or a server hiccup: keep the user signed in rather than log everyone out.
          return 'kept';
        }
      },

      refreshTokens() {
        refreshing ??= (async () => {
          const current = get().tokens;
          if (!current?.refreshToken) return false;
          try {
            const next = await api.auth.refresh(current.refreshToken);
            if (!next.accessToken) return false;
            const tokens = {
              accessToken: next.accessToken,
              refreshToken: next.refreshToken || current.refreshToken,
            };
            set({ tokens });
            persist(get().user, tokens);
            return true;
          } catch (error) {
            // A refused refresh token means the session is over; a network error does not.
            if (isSkateError(error) && error.code === 'unauthorised') clear();
            return false;
          }
        })().finally(() => {
          refreshing = null;
        });
        return refreshing;
      },

      updateUser(patch) {
        const user = get().user;
        if (!user?.user_id) return;
        const next = { ...user, ...patch, user_id: user.user_id };
        set({ user: next });
        persist(next, get().tokens);
      },

      getToken: () => get().tokens?.accessToken || undefined,

      async hydrate() {
        const seq = writeSeq;
        const records = await readSessionRecords(storage, codec);
        // A write of ours after the read started is newer than what we read.
        if (seq !== writeSeq) return;
        set({ user: records.user, tokens: records.tokens, hydrated: true });
      },
    };
  });

  // Before storage is read (a server's render, React's hydrating one) the session is not known yet.
  startAsServer(store, storage, { user: null, tokens: null, hydrated: false });
  // Plain records were read above; encrypted ones arrive a moment later.
  if (initial.encrypted) void store.getState().hydrate();
  subscribeKeys(storage, [STORAGE_KEYS.user, STORAGE_KEYS.tokens], () => void store.getState().hydrate());
  return store;
}

function dropEmpty<T extends Record<string, unknown>>(record: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(record).filter(([, v]) => v !== '' && v !== undefined && v !== null),
  ) as Partial<T>;
}
