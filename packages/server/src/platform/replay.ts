import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The request headers an answer may depend on besides its URL: the address it was asked at (a kept
 * catalogue answer holds full addresses built from it), its scheme (HSTS), the calling origin (CORS),
 * what it accepts (a page navigation gets the site) and its encodings. Part of every replay's key, as
 * sent: two spellings of one header are two keys, never one answer for both.
 */
const KEY_HEADERS = [
  'host',
  'x-forwarded-host',
  'x-forwarded-proto',
  'origin',
  'accept',
  'accept-encoding',
] as const;

/**
 * Requests the replay never answers, whatever is kept: one with a body, a conditional or ranged one
 * (Fastify answers the 304), and one that names a customer (an answer may differ by who asks).
 */
const PASS_HEADERS = [
  'authorization',
  'if-none-match',
  'range',
  'content-length',
  'transfer-encoding',
] as const;

/** Headers Node writes itself for each answer and its connection. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** Log levels at which Fastify logs each request, and so the replay each answer it replays. */
const LOGGED_LEVELS = new Set(['trace', 'debug', 'info']);

/** Kept answers at most, and their bodies' bytes: the oldest kept goes first. */
const MAX_REPLAYS = 2000;
const MAX_REPLAY_BYTES = 32 * 1024 * 1024;

/** One kept answer: what Fastify wrote for it, and until when it stands. */
interface Replay {
  headers: string[];
  body: Buffer;
  /** Still the answer Fastify would give (the versions it was made under still stand): checked per use. */
  stands: () => boolean;
}

interface Pending {
  body: Buffer;
  encoding: string | undefined;
  stands: () => boolean;
}

function keyOf(url: string, headers: IncomingHttpHeaders): string {
  let key = url;
  for (const name of KEY_HEADERS) key += `\n${headers[name] ?? ''}`;
  return key;
}

function replayable(request: IncomingMessage): boolean {
  if (request.method !== 'GET') return false;
  for (const name of PASS_HEADERS) if (request.headers[name] !== undefined) return false;
  return true;
}

/**
 * Answers a hot read again without Fastify: a route that answered a GET from something versioned (a
 * kept catalogue answer, a coupon's terms) says so with `keep`, the exact status line, headers and body
 * Fastify wrote are kept, and the next request with the same URL and key headers gets those bytes
 * straight from the HTTP server for as long as the route's `stands` says they are still its answer.
 * Routing, validation, hooks and serialisation cost about half of a cached read; this is an HTTP
 * micro-cache in front of the app (as a proxy's would be), written here because what retires an answer
 * is ours: the database versions (lib/db-version) each instance already trusts for a second.
 * `app.inject` goes around it (Fastify's handler directly): tests of it listen on a port.
 */
export class AnswerReplay {
  private replays = new Map<string, Replay>();
  private bytes = 0;
  private pending = new WeakMap<FastifyRequest, Pending>();
  private stopped = false;
  private log: FastifyBaseLogger | undefined;

  /** Answers `request` from a kept answer that still stands; false (nothing written) otherwise. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (this.stopped || !replayable(request)) return false;
    const key = keyOf(request.url ?? '', request.headers);
    const kept = this.replays.get(key);
    if (!kept) return false;
    if (!kept.stands()) {
      this.drop(key, kept);
      return false;
    }
    response.writeHead(200, kept.headers);
    response.end(kept.body);
    this.log?.info({ method: 'GET', url: request.url, statusCode: 200 }, 'request replayed');
    return true;
  }

  /**
   * The answer this request is being sent (its body as it goes out, in `encoding` when compressed by
   * the route) may be replayed while `stands()`; kept once it has gone out as a plain 200.
   */
  keep(request: FastifyRequest, body: string | Buffer, encoding: string | undefined, stands: () => boolean) {
    if (this.stopped || !replayable(request.raw)) return;
    this.pending.set(request, {
      body: typeof body === 'string' ? Buffer.from(body) : body,
      encoding,
      stands,
    });
  }

  /** Fastify wrote the answer of `request`: keeps it if it was marked and is what the route meant. */
  private store(request: FastifyRequest, reply: FastifyReply): void {
    const pending = this.pending.get(request);
    if (!pending || this.stopped || reply.statusCode !== 200) return;
    const written = reply.getHeaders();
    // A hook that changed the body (compressed it, say) or set a cookie: not an answer to repeat.
    if (Number(written['content-length']) !== pending.body.length) return;
    if (written['content-encoding'] !== pending.encoding) return;
    if (written['set-cookie'] !== undefined) return;
    const headers: string[] = [];
    for (const [name, value] of Object.entries(written)) {
      if (value === undefined || OWN_HEADERS.has(name.toLowerCase())) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.push(name, String(one));
    }
    const key = keyOf(request.raw.url ?? '', request.raw.headers);
    const old = this.replays.get(key);
    if (old) this.drop(key, old);
    this.replays.set(key, { headers, body: pending.body, stands: pending.stands });
    this.bytes += pending.body.length;
    for (const [oldest, replay] of this.replays) {
      if (this.replays.size <= MAX_REPLAYS && this.bytes <= MAX_REPLAY_BYTES) break;
      this.drop(oldest, replay);
    }
  }

  private drop(key: string, replay: Replay): void {
    this.replays.delete(key);
    this.bytes -= replay.body.length;
  }

  /** Kept answers now (tests). */
  get size(): number {
    return this.replays.size;
  }

  /**
   * Keeps what routes mark once it has gone out, and stops replaying when the app begins to close (its
   * answers then end their connections, which only Fastify does).
   */
  install(app: FastifyInstance): void {
    this.log = LOGGED_LEVELS.has(app.log.level) ? app.log : undefined;
    app.addHook('onResponse', (request, reply, done) => {
      this.store(request, reply);
      done();
    });
    app.addHook('preClose', async () => {
      this.stopped = true;
      this.replays.clear();
      this.bytes = 0;
    });
  }
}

/** Fastify's options its own HTTP/1 server is made with (lib/server.js), as the factory receives them. */
interface ServerOptions {
  http?: Parameters<typeof createServer>[0];
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket?: number;
}

/**
 * Fastify's `serverFactory`: the HTTP/1 server Fastify would make (same options and timeouts), whose
 * requests meet `replay` before Fastify's handler.
 */
export function replayingServer(replay: AnswerReplay) {
  return (
    handler: (request: IncomingMessage, response: ServerResponse) => void,
    given: Record<string, unknown>,
  ): Server => {
    const options = given as unknown as ServerOptions;
    const server = createServer(options.http ?? {}, (request, response) => {
      if (!replay.serve(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket && options.maxRequestsPerSocket > 0) {
      server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    }
    return server;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Hot reads answered again without Fastify (platform/replay.ts). */
    replay: AnswerReplay;
  }
}
