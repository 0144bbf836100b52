import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@skatekit/console-contract';
import { beforeAll } from 'vitest';
import { ADMIN_COOKIE, CSRF_HEADER, hashToken } from '../src/modules/staff/guard';
import { staff, staffSessions } from '../src/db/schema';
import type { TestServer } from './helper';

/** A console session for tests: the cookie and CSRF token of a member of staff, and a caller. */
export interface AdminSession {
  staffId: string;
  email: string;
  cookie: string;
  csrfToken: string;
  /**
   * Calls `/admin/api{path}` as this member of staff over real HTTP, as the console does (cookie, CSRF
   * header and same-origin `Origin` on writes). `headers` replace any of those.
   */
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T; headers: Headers }>;
}

/**
 * A member of staff of `merchant` (default SKATE01) with a live session, made directly in the database
 * (sign-in itself has its own tests). Each call makes a new member.
 * @example const owner = await adminSession(server, { role: 'owner' }); await owner.call('GET', '/orders');
 */
export async function adminSession(
  server: Pick<TestServer, 'app' | 'url'>,
  options: { merchant?: string; role?: StaffRole; email?: string } = {},
): Promise<AdminSession> {
  const mainId = options.merchant ?? 'SKATE01';
  const email = options.email ?? `staff-${randomBytes(4).toString('hex')}@${mainId.toLowerCase()}.test`;
  const [member] = await server.app.db
    .insert(staff)
    .values({
      main_id: mainId,
      email,
      name: email.split('@')[0],
      role: options.role ?? 'staff',
      status: 'active',
    })
    // The demo owners exist already when the test server seeds demo data: take theirs over.
    .onConflictDoUpdate({
      target: [staff.main_id, staff.email],
      set: { role: options.role ?? 'staff', status: 'active' },
    })
    .returning();
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(24).toString('base64url');
  await server.app.db.insert(staffSessions).values({
    main_id: mainId,
    staff_id: member.id,
    token_hash: hashToken(token),
    csrf_token: csrfToken,
    expires_at: new Date(Date.now() + 3_600_000),
  });
  const cookie = `${ADMIN_COOKIE}=${token}`;
  return { staffId: member.id, email, cookie, csrfToken, call: consoleCaller(server.url, cookie, csrfToken) };
}

/**
 * AdminSession's `call` for a session cookie and CSRF token however they were got (made in the database
 * by adminSession, or by a real sign-in against a compiled server).
 */
export function consoleCaller(url: string, cookie: string, csrfToken: string): AdminSession['call'] {
  return async (method, path, body, headers = {}) => {
    const write = !['GET', 'HEAD'].includes(method);
    const response = await fetch(`${url}/admin/api${path}`, {
      method,
      headers: {
        cookie,
        ...(write ? { [CSRF_HEADER]: csrfToken, origin: url } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, body: parsed as never, headers: response.headers };
  };
}

/**
 * A member of staff made before the file's tests (`beforeAll`, after the server's own hook): the answer
 * is filled in when the hooks run, so read it inside tests and hooks.
 * @example const server = serverForFile(); const owner = sessionForFile(server, { role: 'owner' });
 */
export function sessionForFile(
  server: Pick<TestServer, 'app' | 'url'>,
  options: Parameters<typeof adminSession>[1] = {},
): AdminSession {
  const session = {} as AdminSession;
  beforeAll(async () => {
    Object.assign(session, await adminSession(server, options));
  });
  return session;
}

/**
 * A Simple product's body for the console's `POST /products` / `PUT /products/{id}`: protective gear,
 * price 1000, sale price 900, 5 in stock; `extra` wins.
 * @example await owner.call('POST', '/products', consoleProduct('DECK1', 'Test deck'))
 */
export const consoleProduct = (sku: string, title: string, extra: Record<string, unknown> = {}) => ({
  type: 'Simple',
  title: `${title} ${sku}`,
  sku,
  category: 'protective-gear',
  price: 1000,
  salePrice: 900,
  stock: 5,
  ...extra,
});
