import type * as z from 'zod/mini';
import { sessionCheck } from '../accounts/session';
import { RefreshResponse, UserSession } from '../api/schemas/records';
import { STORAGE_KEYS } from '../constants';
import { isSkateError } from '../errors';
import { isEncryptedRecord, type RecordCodec } from '../platform/encrypted-codec';
import { tryParseJson } from '../platform/json-storage';
import type { StorageAdapter } from '../platform/storage';

/** The access and refresh tokens as stored under `tokens`. */
export const SessionTokens = RefreshResponse;
/** The stored tokens. */
export type SessionTokens = z.output<typeof SessionTokens>;

/** The two session records and their storage keys. */
const SLOTS = {
  user: { key: STORAGE_KEYS.user, schema: UserSession },
  tokens: { key: STORAGE_KEYS.tokens, schema: SessionTokens },
} as const;
type Slot = keyof typeof SLOTS;
type SlotValue<S extends Slot> = z.output<(typeof SLOTS)[S]['schema']>;

/** What the stored records hold; a user counts only with a user_id, tokens only with an access token. */
export interface SessionRecords {
  user: UserSession | null;
  tokens: SessionTokens | null;
}

const accept = <S extends Slot>(slot: S, raw: unknown): SlotValue<S> | null => {
  if (raw === undefined || raw === null) return null;
  const parsed = SLOTS[slot].schema.safeParse(raw);
  if (!parsed.success) return null;
  const value = parsed.data as SlotValue<S>;
  if (slot === 'user') return (value as UserSession).user_id ? value : null;
  return (value as SessionTokens).accessToken ? value : null;
};

/**
 * Reads both records without waiting. Plain records are parsed at once; `encrypted` says that at
 * least one record is an encrypted envelope still to be decoded by `readSessionRecords`.
 */
export function readSessionRecordsNow(storage: StorageAdapter): SessionRecords & { encrypted: boolean } {
  let encrypted = false;
  const read = <S extends Slot>(slot: S): SlotValue<S> | null => {
    const raw = tryParseJson(safeGet(storage, SLOTS[slot].key));
    if (isEncryptedRecord(raw)) {
      encrypted = true;
      return null;
    }
    return accept(slot, raw);
  };
  const user = read('user');
  const tokens = read('tokens');
  return { user, tokens, encrypted };
}

/** Reads both records, decoding encrypted ones with `codec` (ignored without one). Never throws. */
export async function readSessionRecords(
  storage: StorageAdapter,
  codec?: RecordCodec,
): Promise<SessionRecords> {
  const read = async <S extends Slot>(slot: S): Promise<SlotValue<S> | null> => {
    const text = safeGet(storage, SLOTS[slot].key);
    const raw = tryParseJson(text);
    if (!isEncryptedRecord(raw)) return accept(slot, raw);
    if (!codec || text === null) return null;
    return accept(slot, await codec.decode(text));
  };
  const [user, tokens] = await Promise.all([read('user'), read('tokens')]);
  return { user, tokens };
}

/**
 * Stores one record (removes it for null), encrypted when a codec is given. `stillLatest` is asked
 * after encryption so an older write finishing late does not overwrite a newer one. A codec that
 * cannot encrypt leaves the record out of storage rather than writing it in the clear.
 */
export async function writeSessionRecord(
  storage: StorageAdapter,
  slot: Slot,
  value: unknown,
  codec: RecordCodec | undefined,
  stillLatest: () => boolean = () => true,
): Promise<void> {
  const key = SLOTS[slot].key;
  try {
    if (value === null || value === undefined) {
      storage.removeItem(key);
      return;
    }
    if (!codec) {
      storage.setItem(key, JSON.stringify(value));
      return;
    }
    const text = await codec.encode(value);
    if (!stillLatest()) return;
    if (text === undefined) storage.removeItem(key);
    else storage.setItem(key, text);
  } catch {
    // Storage refusing a write (quota) must not break a sign-in; the session lives on in memory.
  }
}

/**
 * True when a failed user lookup says the stored user no longer exists, by the start-up rule
 * (`sessionCheck`: 'User not found', 201, 404); the api client reports those as 'not-found'.
 * Network trouble and server errors keep the user.
 */
export function isUserGone(error: unknown): boolean {
  if (!isSkateError(error)) return false;
  return (
    error.code === 'not-found' || sessionCheck(error.status ?? 0, { message: error.message }) === 'remove'
  );
}

function safeGet(storage: StorageAdapter, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}
