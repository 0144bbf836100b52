/*
 * A small fake of the console's API for component tests: a fetch that answers `/admin/api/...` from
 * handlers keyed `METHOD /path/:param`, and records every call (method, path, query, body, headers).
 * Anything without a handler answers 404 with the API's envelope.
 */

/** One request the console made. */
export interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
}

/** What a handler answers: a status (200 by default) and a JSON body. */
export interface Answer {
  status?: number;
  body?: unknown;
}

export type Handler = (call: Call, params: Record<string, string>) => Answer | Promise<Answer>;

/** The API's error envelope. */
export const envelope = (message: string) => ({ success: false, isError: true, message, msg: message });

export function fakeApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const routes = Object.entries(handlers).map(([key, handler]) => {
    const [method, pattern] = key.split(' ');
    const names: string[] = [];
    const regex = new RegExp(
      `^${pattern.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
        names.push(name);
        return '([^/]+)';
      })}$`,
    );
    return { method, regex, names, handler };
  });

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://console.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/admin\/api/, '');
    const call: Call = {
      method,
      path,
      query: Object.fromEntries(url.searchParams),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      credentials: init.credentials,
    };
    calls.push(call);
    for (const route of routes) {
      const match = route.method === method ? route.regex.exec(path) : null;
      if (!match) continue;
      const params = Object.fromEntries(
        route.names.map((name, i) => [name, decodeURIComponent(match[i + 1])]),
      );
      const answer = await route.handler(call, params);
      const status = answer.status ?? 200;
      if (status === 204) return new Response(null, { status });
      return new Response(JSON.stringify(answer.body ?? null), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(JSON.stringify(envelope('Not found')), { status: 404 });
  };

  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    /** The calls made to one route, e.g. callsTo('POST', '/orders/o1/refunds'). */
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;
