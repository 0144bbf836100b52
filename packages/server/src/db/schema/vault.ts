import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, scoped } from './common';
import { admissions } from './engagement';

/**
 * Aadhaar numbers, apart from the records they belong to and only encrypted (lib/aadhaar-vault.ts):
 * the number under a data key of its own (AES-256-GCM), the data key wrapped by a key from the
 * settings named by `key_id`, so that keys can rotate. Nothing else in the database holds the number.
 */
export const aadhaarVault = pgTable(
  'aadhaar_vault',
  {
    ...scoped(),
    /** The admission the number was given on; deleted with it (a student's, later, the same way). */
    admission_id: text('admission_id')
      .notNull()
      .unique()
      .references(() => admissions.id, { onDelete: 'cascade' }),
    /** Which settings key wrapped the data key (AADHAAR_KEYS' `id:key`). */
    key_id: text('key_id').notNull(),
    /** The data key, encrypted by the settings key: base64url of iv (12) + tag (16) + key (32). */
    wrapped_key: text('wrapped_key').notNull(),
    /** The number, encrypted by the data key: base64url of iv (12) + tag (16) + text. */
    ciphertext: text('ciphertext').notNull(),
    last4: text('last4').notNull(),
    createdAt: createdAt(),
  },
  // Rotation finds the rows still under an old key.
  (t) => [index('aadhaar_vault_key_idx').on(t.key_id)],
);
