import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startTestServer, type TestServer } from './helper';

/*
 * Slow clients (slowloris): a connection that dribbles its headers or its body holds a socket and
 * memory for as long as the server lets it. Here the limits are short (headers 1 s, request 2 s) so
 * the test is quick; production's defaults are 10 s and 30 s.
 */

let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await startTestServer(
    { clientTimeouts: { headersMs: 1_000, requestMs: 2_000 } },
    {
      beforeListen(app) {
        // A handler slower than the request timeout: only receiving the request is timed, not answering.
        app.get('/__probe/slow-answer', async () => {
          await new Promise((resolve) => setTimeout(resolve, 2_500));
          return { ok: true };
        });
      },
    },
  );
  port = Number(new URL(server.url).port);
});
afterAll(() => server.close());

/** What a raw connection saw: the bytes the server sent and how long until it closed the socket. */
interface Outcome {
  answer: string;
  closedAfterMs: number;
}

/**
 * Opens a TCP connection, sends `first`, then `drip` every `everyMs` (never finishing the request),
 * and waits for the server to close it; `null` when it is still open after `giveUpMs`.
 */
function dribble(first: string, drip: string, everyMs: number, giveUpMs: number): Promise<Outcome | null> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const finish = (outcome: Outcome | null) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve(outcome);
    };
    const giveUp = setTimeout(() => finish(null), giveUpMs);
    socket.on('connect', () => {
      if (first) socket.write(first);
      if (drip) timer = setInterval(() => socket.writable && socket.write(drip), everyMs);
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => finish({ answer, closedAfterMs: Date.now() - started }));
  });
}

describe('slow clients are cut off', () => {
  it('headers dribbled one line at a time: 408 and the connection closed after the headers timeout', async () => {
    const outcome = await dribble('GET /health HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: 1\r\n', 200, 8_000);
    expect(outcome, 'the server never closed the connection').not.toBeNull();
    expect(outcome?.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome?.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(outcome?.closedAfterMs).toBeLessThan(4_000);
  });

  it('a connection that sends nothing is closed too', async () => {
    const outcome = await dribble('', '', 0, 8_000);
    expect(outcome, 'the server never closed the connection').not.toBeNull();
    expect(outcome?.closedAfterMs).toBeLessThan(4_000);
  });

  it('a body dribbled a few bytes at a time: 408 and closed after the request timeout', async () => {
    const head =
      'POST /leads HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"name":"';
    const outcome = await dribble(head, 'aaaa', 200, 10_000);
    expect(outcome, 'the server never closed the connection').not.toBeNull();
    expect(outcome?.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome?.closedAfterMs).toBeGreaterThanOrEqual(1_900);
    expect(outcome?.closedAfterMs).toBeLessThan(6_000);
  });

  it('a request sent promptly gets its answer however long the handler takes', async () => {
    const response = await fetch(`${server.url}/__probe/slow-answer`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('production defaults: 10 s for the headers, 30 s for the whole request; both configurable', () => {
    expect(loadConfig({ NODE_ENV: 'test' }, { jwtSecret: 'x'.repeat(32) }).clientTimeouts).toEqual({
      headersMs: 10_000,
      requestMs: 30_000,
    });
    expect(
      loadConfig(
        { NODE_ENV: 'test', HEADERS_TIMEOUT_MS: '2500', REQUEST_TIMEOUT_MS: '7000' },
        { jwtSecret: 'x'.repeat(32) },
      ).clientTimeouts,
    ).toEqual({ headersMs: 2_500, requestMs: 7_000 });
  });
});
