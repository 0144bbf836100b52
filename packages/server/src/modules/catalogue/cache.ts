import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { catalogueVersion, markCatalogueStale, trustedCatalogueVersion } from '../../lib/catalogue-version';

/** Cache-Control of catalogue reads: any cache may keep them but must revalidate (ETag) before use. */
export const CATALOGUE_CACHE_CONTROL = 'public, no-cache';

/** An encoding a kept answer is also kept in, once a client asked for it. */
type Encoding = 'br' | 'gzip';

/** One serialised answer, valid for one catalogue version. */
interface Entry {
  version: number;
  body: string;
  etag: string;
  /** The body compressed, made the first time a client accepts that encoding (a fraction of its size). */
  encoded?: Partial<Record<Encoding, Buffer>>;
}

/** Answers smaller than this go out uncompressed, kept or not (@fastify/compress's threshold in app.ts). */
export const COMPRESS_MIN_BYTES = 1024;
/** Kept answers up to this size are kept compressed too; larger ones are compressed as they stream. */
const COMPRESS_KEPT_MAX_BYTES = 256 * 1024;

/**
 * The encoding to answer in: br, else gzip, when the request's Accept-Encoding allows it (q > 0,
 * named or through `*`); undefined for none.
 */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const allows = (name: Encoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return undefined;
}

/** The body in `encoding`, compressed once per kept answer (with @fastify/compress's brotli quality). */
function encodedBody(entry: Entry, encoding: Encoding): Buffer {
  entry.encoded ??= {};
  entry.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(entry.body);
  return entry.encoded[encoding];
}

/** Answers larger than this are served but not kept (the whole catalogue of a large merchant). */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
const MAX_ENTRIES = 2000;

/**
 * Serialised catalogue answers by URL, least recently used dropped first; an entry is only served
 * for the catalogue version it was made under, so a write anywhere retires it (lib/catalogue-version).
 */
export class ResponseCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;

  get(key: string, version: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) {
      this.bytes -= entry.body.length;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: Entry): void {
    if (entry.body.length > MAX_ENTRY_BYTES) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.body.length;
    }
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= MAX_TOTAL_BYTES && this.entries.size <= MAX_ENTRIES) break;
      this.entries.delete(oldest);
      this.bytes -= value.body.length;
    }
  }
}

const etagOf = (version: number, body: string) =>
  `"${version}-${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/** True when the request's If-None-Match names `etag` (or is `*`). */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** The answer may be replayed (platform/replay.ts) while this instance trusts the entry's catalogue version. */
function replayWhileCurrent(
  request: FastifyRequest,
  db: Db,
  entry: Entry,
  body: string | Buffer,
  encoding: Encoding | undefined,
): void {
  request.server.replay?.keep(request, body, encoding, () => trustedCatalogueVersion(db) === entry.version);
}

/**
 * Answers a catalogue read from the cache, or runs `produce`, serialises it with the route's response
 * schema (as the route's serializer would) and keeps it. Sets ETag and Cache-Control; answers 304
 * when the client already holds this version.
 */
export async function sendCached<S extends z.core.$ZodType>(
  cache: ResponseCache,
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  schema: S,
  produce: () => Promise<z.input<S>>,
): Promise<FastifyReply> {
  // The route must say so (config.etag), since the OpenAPI document declares its 304 from that flag.
  if (!request.routeOptions.config?.etag)
    throw new Error(`${request.routeOptions.url}: sendCached needs config.etag`);
  const version = await catalogueVersion(db);
  // The origin is part of the key: some answers hold full addresses built from it (category icons).
  const key = `${request.protocol}://${request.host}${request.url}`;
  let entry = cache.get(key, version);
  if (!entry) {
    const body = JSON.stringify(z.parse(schema, await produce()));
    entry = { version, body, etag: etagOf(version, body) };
    cache.set(key, entry);
  }
  reply.header('etag', entry.etag).header('cache-control', CATALOGUE_CACHE_CONTROL);
  if (notModified(request, entry.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const size = entry.body.length;
  if (size >= COMPRESS_MIN_BYTES) {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    // A browser's read is compressed once per kept answer, not on every request (@fastify/compress
    // leaves an answer that names its Content-Encoding alone).
    const encoding =
      size <= COMPRESS_KEPT_MAX_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
    if (encoding) {
      const encoded = encodedBody(entry, encoding);
      replayWhileCurrent(request, db, entry, encoded, encoding);
      return reply.header('content-encoding', encoding).send(encoded);
    }
  }
  replayWhileCurrent(request, db, entry, entry.body, undefined);
  // A string goes out as is: the route's serializer is skipped (the schema was applied above).
  return reply.send(entry.body);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route writes the catalogue (products, stock, categories, content): its answer marks this
     * instance's catalogue version stale, so the caller's next catalogue read sees the change.
     * @example app.post('/admin/api/products', { config: { catalogueWrite: true } }, ...)
     */
    catalogueWrite?: boolean;
    /** The route answers through `sendCached`: an ETag, and 304 to a matching If-None-Match. */
    etag?: boolean;
  }
}

/**
 * Marks this instance's catalogue version stale when a catalogue write answers (a route with
 * `config: { catalogueWrite: true }`), before its answer leaves, so the caller's next catalogue read
 * sees what it just changed. Other writes (an add to cart, a sign-in) leave the version trusted; a
 * change made elsewhere still shows within CATALOGUE_VERSION_TTL_MS. (Root hook: fastify-plugin.)
 */
export const catalogueFreshnessPlugin = fp(
  async (app: FastifyInstance) => {
    // A callback hook, not an async one: every answer passes here, and most are not writes.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (request.routeOptions.config?.catalogueWrite) markCatalogueStale(app.db);
      done(null, payload);
    });
  },
  { name: 'skatekit-catalogue-freshness' },
);
