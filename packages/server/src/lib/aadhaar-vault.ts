import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { and, eq, not, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { aadhaarVault, admissions, auditLog } from '../db/schema';

/*
 * Aadhaar numbers as UIDAI expects of an entity not licensed to keep them: encrypted at rest in a table
 * of their own (envelope encryption: a data key per number, wrapped by a key from the settings), shown
 * only as the last four digits everywhere (shopper, console, export, mail, log), and read in full only
 * through revealAadhaar, which writes an audit row. docs/security.md says what is stored and why.
 */

/** The keys that wrap data keys: the first is used for new numbers, all of them read old ones. */
export interface VaultKeys {
  current: { id: string; key: Buffer };
  byId: ReadonlyMap<string, Buffer>;
}

/** What a record keeps in place of the number: eight X and the last four digits. */
export const maskAadhaar = (last4: string): string => `XXXXXXXX${last4}`;

/** True for a number as records keep it (the masked form), not a number. */
export const isMaskedAadhaar = (value: string): boolean => /^X{8}\d{4}$/.test(value);

/**
 * The vault's keys from AADHAAR_KEYS (`id:base64key,...`, 32-byte keys, the first current); without
 * it, one key derived from the token secret (HKDF) under the id `derived-1`, so a development
 * database is encrypted too. Production should set its own (docs/deploy.md).
 */
export function vaultKeys(setting: string | undefined, jwtSecret: string): VaultKeys {
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf(':');
      return [entry.slice(0, at), Buffer.from(entry.slice(at + 1), 'base64')] as const;
    });
  if (entries.length === 0) {
    const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'skatekit', 'aadhaar-vault-key', 32));
    entries.push(['derived-1', key]);
  }
  const [id, key] = entries[0] as readonly [string, Buffer];
  return { current: { id, key }, byId: new Map(entries) };
}

/** Why AADHAAR_KEYS cannot be used, or null (checked with the other settings at start). */
export function vaultKeysProblem(setting: string | undefined): string | null {
  if (!setting?.trim()) return null;
  for (const entry of setting.split(',').map((e) => e.trim())) {
    const at = entry.indexOf(':');
    const id = at > 0 ? entry.slice(0, at) : '';
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(id) || Buffer.from(entry.slice(at + 1), 'base64').length !== 32) {
      return 'AADHAAR_KEYS: give id:key pairs, each key 32 random bytes in base64 (openssl rand -base64 32), the current first';
    }
  }
  return null;
}

function seal(key: Buffer, plain: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

function unseal(key: Buffer, sealed: string): Buffer {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
}

/**
 * Keeps `number` (12 digits) for a record, replacing what the vault held for it, and answers the
 * masked form the record itself keeps. Run it in the transaction that writes the record.
 */
export async function storeAadhaar(
  tx: Db | Tx,
  keys: VaultKeys,
  entry: { mainId: string; admissionId: string; number: string },
): Promise<string> {
  const dataKey = randomBytes(32);
  const last4 = entry.number.slice(-4);
  const row = {
    main_id: entry.mainId,
    admission_id: entry.admissionId,
    key_id: keys.current.id,
    wrapped_key: seal(keys.current.key, dataKey),
    ciphertext: seal(dataKey, Buffer.from(entry.number, 'utf8')),
    last4,
  };
  await tx
    .insert(aadhaarVault)
    .values(row)
    .onConflictDoUpdate({ target: aadhaarVault.admission_id, set: row });
  return maskAadhaar(last4);
}

/**
 * The one way to read a whole number: for a member of staff, for a stated reason, and audited in the
 * same transaction (`aadhaar.reveal`). Null when the record has none.
 */
export async function revealAadhaar(
  db: Db,
  keys: VaultKeys,
  request: {
    mainId: string;
    admissionId: string;
    staff: { staffId: string; email: string };
    reason: string;
  },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(aadhaarVault)
      .where(
        and(eq(aadhaarVault.main_id, request.mainId), eq(aadhaarVault.admission_id, request.admissionId)),
      )
      .limit(1);
    if (!row) return null;
    const wrapping = keys.byId.get(row.key_id);
    if (!wrapping) throw new Error(`The Aadhaar vault key ${row.key_id} is not in AADHAAR_KEYS`);
    const number = unseal(unseal(wrapping, row.wrapped_key), row.ciphertext).toString('utf8');
    await tx.insert(auditLog).values({
      main_id: request.mainId,
      staff_id: request.staff.staffId,
      staff_email: request.staff.email,
      action: 'aadhaar.reveal',
      entity: 'admission',
      entity_id: request.admissionId,
      // The reason, never the number.
      after: { reason: request.reason, last4: row.last4 },
    });
    return number;
  });
}

/**
 * Moves numbers kept in clear by an older version into the vault, leaving the masked form in the
 * record: run at start under the startup lock; a no-op once done.
 */
export async function sealPlaintextAadhaar(db: Db, keys: VaultKeys): Promise<number> {
  const plain = await db
    .select({ id: admissions.id, mainId: admissions.main_id, aadhar: admissions.aadhar })
    .from(admissions)
    .where(not(sql`${admissions.aadhar} ~ '^X{8}[0-9]{4}$'`));
  for (const row of plain) {
    await db.transaction(async (tx) => {
      const digits = row.aadhar.replace(/\D/g, '');
      const masked = await storeAadhaar(tx, keys, {
        mainId: row.mainId,
        admissionId: row.id,
        number: digits,
      });
      await tx.update(admissions).set({ aadhar: masked }).where(eq(admissions.id, row.id));
    });
  }
  return plain.length;
}
