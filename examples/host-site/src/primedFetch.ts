/** The id of the inline JSON the compiled server writes into each page (packages/server http/site-page.ts). */
export const PRIMED_ID = 'skatekit-primed';

/** The API answers the server wrote into the page, by path ('/meta/SKATE01'); empty when there are none. */
export function readPrimed(doc: Document): Map<string, unknown> {
  const text = doc.getElementById(PRIMED_ID)?.textContent;
  if (!text) return new Map();
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? new Map(Object.entries(value)) : new Map();
  } catch {
    return new Map();
  }
}

/**
 * fetch for the SDK's client that answers each GET the server already answered in the page from that
 * answer, once, and everything else (a second read, a write) from the network: the page's first data
 * arrives with its HTML instead of after the scripts, without a second trip.
 * @example primedFetch('https://shop.example', readPrimed(document))
 */
export function primedFetch(
  apiBase: string,
  primed: Map<string, unknown>,
  network: typeof fetch = (input, init) => globalThis.fetch(input, init),
): typeof fetch {
  return (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (method === 'GET' && url.startsWith(`${apiBase}/`)) {
      const path = url.slice(apiBase.length);
      if (primed.has(path)) {
        const body = primed.get(path);
        primed.delete(path);
        return Promise.resolve(
          new Response(JSON.stringify(body), {
            status: 200,
            headers: { 'content-type': 'application/json; charset=utf-8' },
          }),
        );
      }
    }
    return network(input, init);
  };
}
