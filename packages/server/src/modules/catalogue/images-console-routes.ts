import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  AdminListQuery,
  IMAGE_MAX_BYTES,
  ImagesResponse,
  MEDIA_TEXTS,
  type UploadedImage,
  UploadedImageResponse,
} from '@skatekit/console-contract';
import { DEFAULT_IMAGE_WIDTH, SkateError } from '../../platform/core';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mediaImages, type StoredImageSize } from '../../db/schema';
import { refuseControlCharacters } from '../../platform/control-characters';
import { badRequest, notFound } from '../../platform/errors';
import { IdParams } from '../../platform/params';
import { imageStoreOf } from '../../lib/storage';
import { writeAudit } from '../staff/audit';
import { ADMIN_API, requireStaff, type StaffContext } from '../staff/guard';
import { acceptedImageType, encodeImage } from './images-process';
import { pageOf } from '../../lib/lists';

/** Where uploaded images are served (images-serve.ts): `/media/{key}`. */
export const MEDIA_PREFIX = '/media/';
/** Room for the multipart envelope (boundaries, part headers) around the file itself. */
const MULTIPART_SLACK = 64 * 1024;

const staffOf = (request: { staff?: StaffContext }): StaffContext => request.staff as StaffContext;

/** 413 with the console's words; the connection is closed so the rest of the body is not read. */
function tooLarge(reply: FastifyReply): SkateError {
  reply.header('connection', 'close');
  return new SkateError('http', MEDIA_TEXTS.TOO_LARGE, { status: 413, reason: 'too-large' });
}

/** An upload that says it is bigger than the limit is refused before one byte of it is read. */
async function refuseOversized(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > IMAGE_MAX_BYTES + MULTIPART_SLACK) throw tooLarge(reply);
}

type ImageRow = typeof mediaImages.$inferSelect;

/** A stored image as the console sees it: the default width's path, and every width. */
export function toUploadedImage(row: ImageRow): UploadedImage {
  const sizes = row.sizes.map((size) => ({
    width: size.width,
    height: size.height,
    path: `${MEDIA_PREFIX}${size.key}`,
  }));
  const main = row.sizes.find((size) => size.key.endsWith(`/${DEFAULT_IMAGE_WIDTH}.webp`)) ?? row.sizes[0];
  return {
    id: row.id,
    path: `${MEDIA_PREFIX}${main.key}`,
    sizes,
    width: row.width,
    height: row.height,
    sourceType: row.source_type,
    fileName: row.file_name,
    bytes: row.bytes,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The uploaded file's bytes, at most IMAGE_MAX_BYTES; its first bytes are checked as they arrive. The
 * whole form is read: a second file is refused (never dropped in silence), and a control character in
 * a file name, a field name or a field's value is a 400 like anywhere else in the API (a NUL cannot
 * even be stored in PostgreSQL text).
 */
async function readUpload(request: FastifyRequest, reply: FastifyReply) {
  if (!request.isMultipart()) throw badRequest(MEDIA_TEXTS.NO_FILE);
  let upload: { body: Buffer; fileName: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        refuseControlCharacters('body', { [part.fieldname]: part.value });
        continue;
      }
      if (upload) throw badRequest(MEDIA_TEXTS.ONE_FILE);
      refuseControlCharacters('body', { [part.fieldname]: { filename: part.filename } });
      const chunks: Buffer[] = [];
      let size = 0;
      let checked = false;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        chunks.push(chunk);
        size += chunk.length;
        // A script or a PDF called photo.jpg is refused at its first bytes, not after all of it.
        if (!checked && size >= 16) {
          acceptedImageType(Buffer.concat(chunks).subarray(0, 16));
          checked = true;
        }
      }
      if (part.file.truncated) throw tooLarge(reply);
      if (size === 0) throw badRequest(MEDIA_TEXTS.NO_FILE);
      upload = { body: Buffer.concat(chunks), fileName: part.filename.slice(0, 200) };
    }
  } catch (error) {
    throw uploadError(error, reply);
  }
  if (!upload) throw badRequest(MEDIA_TEXTS.NO_FILE);
  return upload;
}

function uploadError(error: unknown, reply: FastifyReply): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(reply);
  if (code === 'FST_FILES_LIMIT') return badRequest(MEDIA_TEXTS.ONE_FILE);
  if (error instanceof SkateError) return error;
  // Anything else the multipart reader throws is a body that is not a whole multipart form.
  return badRequest(MEDIA_TEXTS.INCOMPLETE);
}

/**
 * The console's images: upload (checked from the bytes, re-encoded at every width the storefront uses,
 * stored in the image store), the merchant's library, and delete. Each write audited.
 */
export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only in this plugin's scope: no other route takes multipart bodies.
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 4, parts: 5, headerPairs: 50 },
  });
  const store = imageStoreOf(app.config);

  app.post(
    `${ADMIN_API}/images`,
    {
      onRequest: refuseOversized,
      // A phone's upload and the re-encoding take what they take: no request deadline.
      config: { deadline: false },
      preHandler: requireStaff('images.upload'),
      schema: { response: { 201: UploadedImageResponse } },
    },
    async (request, reply) => {
      const who = staffOf(request);
      const upload = await readUpload(request, reply);
      const encoded = await encodeImage(upload.body);
      const id = randomBytes(12).toString('hex');
      const sizes: StoredImageSize[] = encoded.sizes.map((size) => ({
        width: size.width,
        height: size.height,
        key: `${who.mainId}/${id}/${size.target}.webp`,
      }));
      for (const [index, size] of encoded.sizes.entries())
        await store.put(sizes[index].key, size.body, 'image/webp');
      const bytes = encoded.sizes.reduce((sum, size) => sum + size.body.length, 0);
      let row: ImageRow;
      try {
        row = await app.db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(mediaImages)
            .values({
              id,
              main_id: who.mainId,
              file_name: upload.fileName,
              source_type: encoded.sourceType,
              width: encoded.width,
              height: encoded.height,
              bytes,
              sizes,
              staff_id: who.staffId,
            })
            .returning();
          await writeAudit(tx, who.mainId, who, {
            action: 'image.upload',
            entity: 'image',
            entityId: id,
            after: {
              fileName: upload.fileName,
              sourceType: encoded.sourceType,
              width: encoded.width,
              height: encoded.height,
              bytes,
            },
          });
          return inserted;
        });
      } catch (error) {
        await Promise.all(sizes.map((size) => store.delete(size.key).catch(() => {})));
        throw error;
      }
      return reply.code(201).send({ data: toUploadedImage(row) });
    },
  );

  app.get(
    `${ADMIN_API}/images`,
    {
      preHandler: requireStaff('images.upload'),
      schema: { querystring: AdminListQuery, response: { 200: ImagesResponse } },
    },
    async (request) => {
      const mainId = staffOf(request).mainId;
      const { limit, offset } = pageOf(request.query);
      const rows = await app.db
        .select()
        .from(mediaImages)
        .where(eq(mediaImages.main_id, mainId))
        .orderBy(desc(mediaImages.createdAt), desc(mediaImages.id))
        .limit(limit)
        .offset(offset);
      const [{ total }] = await app.db
        .select({ total: count() })
        .from(mediaImages)
        .where(eq(mediaImages.main_id, mainId));
      return {
        data: rows.map(toUploadedImage),
        total,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    },
  );

  app.delete(
    `${ADMIN_API}/images/:id`,
    {
      preHandler: requireStaff('images.upload'),
      schema: { params: IdParams, response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      const who = staffOf(request);
      const removed = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .delete(mediaImages)
          .where(and(eq(mediaImages.main_id, who.mainId), eq(mediaImages.id, request.params.id)))
          .returning();
        if (!row) throw notFound(MEDIA_TEXTS.IMAGE_NOT_FOUND);
        await writeAudit(tx, who.mainId, who, {
          action: 'image.delete',
          entity: 'image',
          entityId: row.id,
          before: toUploadedImage(row),
        });
        return row;
      });
      // The files go once the row is gone for good (a rolled-back delete keeps them).
      await Promise.all(removed.sizes.map((size) => store.delete(size.key)));
      return reply.code(204).send();
    },
  );
};
