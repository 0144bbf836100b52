import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, mainId } from './common';

/** One stored width of an uploaded image: its storage key and pixel size. */
export interface StoredImageSize {
  width: number;
  height: number;
  key: string;
}

/**
 * Images uploaded through the console (`POST /admin/api/images`). The files themselves live in the
 * image store (lib/storage: the data directory by default), one per width, under `{main_id}/{id}/`.
 */
export const mediaImages = pgTable(
  'media_images',
  {
    /** Random lower-case letters and digits: part of every stored key and public path. */
    id: text('id').primaryKey(),
    main_id: mainId(),
    file_name: text('file_name').notNull().default(''),
    /** What the uploaded bytes were (image/jpeg, image/png...), never what the name said. */
    source_type: text('source_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Bytes of all stored widths together. */
    bytes: integer('bytes').notNull(),
    sizes: jsonb('sizes').$type<StoredImageSize[]>().notNull(),
    staff_id: text('staff_id'),
    createdAt: createdAt(),
  },
  (t) => [index('media_images_main_created_idx').on(t.main_id, t.createdAt)],
);
