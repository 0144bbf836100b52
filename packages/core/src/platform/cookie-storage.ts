import { type BroadcastChannelLike, createBrowserStorage, type StorageAdapter } from './storage';

/** Options of `createCookieStorage`. */
export interface CookieStorageOptions {
  /**
   * The request's `Cookie` header, read where there is no document (a server rendering the page).
   * In a browser the document's cookies are used and this is ignored.
   */
  cookie?: string | null;
  /** Prefix of the cookie names (default `skate.`): the guest cart is `skate.guest_cart`. */
  prefix?: string;
  /** How long a cookie lives, in days (default 30). */
  maxAgeDays?: number;
  /** Cookie path (default `/`). */
  path?: string;
  /** `Secure` attribute; default: when the page is served over https. */
  secure?: boolean;
  /** The document whose cookies are read and written; default `globalThis.document`. */
  document?: { cookie: string } | null;
  /** Cross-tab channel, as `createBrowserStorage`'s; default `BroadcastChannel('skatekit')` in a browser. */
  channel?: BroadcastChannelLike | null;
}

/** Characters of one cookie's encoded value; a longer value is split over `name`, `name.1`, ... (browsers keep 4 KB a cookie). */
const CHUNK = 3800;

/** A Cookie header (`a=1; b=2`) as name -> value, values still URI-encoded; the first of a name wins. */
function rawCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    const name = part.slice(0, at).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(at + 1).trim());
  }
  return cookies;
}

/** Splits an encoded value into cookie-sized parts, never inside a `%XX` escape. */
function chunks(encoded: string): string[] {
  const parts: string[] = [];
  let at = 0;
  do {
    let end = Math.min(at + CHUNK, encoded.length);
    const percent = encoded.lastIndexOf('%', end - 1);
    if (end < encoded.length && percent > end - 3) end = percent;
    parts.push(encoded.slice(at, end));
    at = end;
  } while (at < encoded.length);
  return parts;
}

/**
 * The guest cart, checkout data and session kept in first-party cookies instead of localStorage, so
 * the server that renders the page reads them too (`readOnServer`): it can render the cart badge,
 * the cart and the signed-in screens, and the first client render matches. In a browser it reads and
 * writes `document.cookie` (SameSite=Lax); on a server it reads the request's `cookie` header and
 * keeps writes in memory. The tokens are readable by the page's scripts, as they are in localStorage.
 * @example createCookieStorage({ cookie: (await headers()).get('cookie') }) // a Next.js server page
 */
export function createCookieStorage(options: CookieStorageOptions = {}): StorageAdapter {
  const doc =
    options.document !== undefined
      ? options.document
      : ((globalThis as { document?: { cookie: string } }).document ?? null);
  const prefix = options.prefix ?? 'skate.';
  const serverCookies = doc ? null : rawCookies(options.cookie);
  const read = () => serverCookies ?? rawCookies(doc?.cookie);
  const secure =
    options.secure ?? (globalThis as { location?: { protocol?: string } }).location?.protocol === 'https:';
  const attributes = (maxAge: number) =>
    `; Path=${options.path ?? '/'}; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
  const write = (name: string, value: string | null) => {
    if (serverCookies) {
      if (value === null) serverCookies.delete(name);
      else serverCookies.set(name, value);
    } else if (doc) {
      const maxAge = value === null ? 0 : Math.round((options.maxAgeDays ?? 30) * 86400);
      doc.cookie = `${name}=${value ?? ''}${attributes(maxAge)}`;
    }
  };
  const chunkNames = (cookies: Map<string, string>, name: string) => {
    const names: string[] = [];
    while (cookies.has(names.length === 0 ? name : `${name}.${names.length}`))
      names.push(names.length === 0 ? name : `${name}.${names.length}`);
    return names;
  };

  const cookieStore = {
    getItem(key: string): string | null {
      const cookies = read();
      const names = chunkNames(cookies, prefix + key);
      if (names.length === 0) return null;
      try {
        return decodeURIComponent(names.map((name) => cookies.get(name)).join(''));
      } catch {
        return null; // Damaged (or not ours): read as absent.
      }
    },
    setItem(key: string, value: string): void {
      const name = prefix + key;
      const old = chunkNames(read(), name);
      const parts = chunks(encodeURIComponent(value));
      for (const [index, part] of parts.entries()) write(index === 0 ? name : `${name}.${index}`, part);
      for (const stale of old.slice(parts.length)) write(stale, null);
    },
    removeItem(key: string): void {
      for (const name of chunkNames(read(), prefix + key)) write(name, null);
    },
  };
  // Cookies have no change events: other tabs hear of a write through the BroadcastChannel.
  const storage = createBrowserStorage(cookieStore, null, {
    channel: doc ? options.channel : null,
  });
  return Object.assign(storage, { readOnServer: true as const });
}
