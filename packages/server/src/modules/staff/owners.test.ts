import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, startTestServer, type TestServer, testConfig } from '../../../test/helper';
import { testPool } from '../../../test/pg';
import { buildApp } from '../../app';
import { runCreateOwner } from '../../create-owner';
import { openDatabase } from '../../db/client';
import { auditLog, staff } from '../../db/schema';
import { PACKAGE_ROOT } from '../../paths';
import { DEMO_OWNER_PASSWORD, DEMO_OWNERS } from '../../seed/demo-owners';
import { seedIfEmpty } from '../../seed';
import { createFirstOwner, FirstOwnerRefused } from './first-owner';

/** The answer of a sign-in call, as far as these tests read it. */
interface LoginAnswer {
  status?: string;
  message?: string;
  session: { staff: Record<string, unknown> };
}

/** Runs scripts/create-owner.ts from source with tsx for `email` at SKATE01, `env` over this process's. */
function createOwnerScript(email: string, env: Record<string, string>, timeout?: number) {
  return spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions=source',
      'scripts/create-owner.ts',
      '--merchant',
      'SKATE01',
      '--email',
      email,
    ],
    {
      cwd: PACKAGE_ROOT,
      env: { ...process.env, PUBLIC_URL: 'https://shop.example', ...env },
      encoding: 'utf8',
      timeout,
    },
  );
}

/*
 * Who gets into the console first: the demo owners (demo data with the dev helpers on, never in
 * production) and production's first owner (a one-time invitation from the command line).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signIn(url: string, merchant: string, email: string, password: string) {
  const response = await fetch(`${url}/admin/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ merchant, email, password }),
  });
  return { status: response.status, body: (await response.json()) as LoginAnswer };
}

async function accept(url: string, token: string) {
  const response = await fetch(`${url}/admin/api/auth/accept-invite`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ token, name: 'First Owner', password: 'first-owner-password' }),
  });
  return { status: response.status, body: (await response.json()) as LoginAnswer };
}

describe('demo owners', () => {
  it('with demo data and the dev helpers on, each demo merchant has an owner who signs in with the demo password', async () => {
    for (const owner of DEMO_OWNERS) {
      const res = await signIn(server.url, owner.merchant, owner.email, DEMO_OWNER_PASSWORD);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('second-factor');
    }
  });

  it('are added to a database seeded without them, once; never without the dev helpers (production)', async () => {
    const database = await openTestDatabase();
    const owners = async () =>
      (await database.db.select({ email: staff.email }).from(staff)).map((row) => row.email).sort();
    try {
      const production = await buildApp(testConfig({ devRoutes: false, nodeEnv: 'production' }), {
        database,
      });
      await production.close();
      expect(await owners()).toEqual([]);
      for (let start = 0; start < 2; start++) {
        const demo = await buildApp(testConfig(), { database });
        await demo.close();
        // The demo owners, and the academy's two demo coaches (issue 37), staff with the dev helpers only.
        expect(await owners()).toEqual([
          'coach.kabir@skate01.test',
          'coach.meera@skate01.test',
          'owner@rollr02.test',
          'owner@skate01.test',
        ]);
      }
    } finally {
      await database.close();
    }
  });
});

describe('first owner', () => {
  it('createFirstOwner refuses a merchant with an active owner unless forced; the 24-hour link makes an owner', async () => {
    await expect(
      createFirstOwner(server.app.db, { merchant: 'ROLLR02', email: 'boss@rollr02.test' }),
    ).rejects.toThrow(FirstOwnerRefused);
    await expect(
      createFirstOwner(server.app.db, { merchant: 'NOPE', email: 'boss@rollr02.test' }),
    ).rejects.toThrow('Unknown merchant code: NOPE');
    const invite = await createFirstOwner(server.app.db, {
      merchant: 'rollr02',
      email: 'Boss@Rollr02.test',
      name: 'Boss',
      force: true,
    });
    expect(Math.round((invite.expiresAt.getTime() - Date.now()) / 3_600_000)).toBe(24);
    const start = Date.now();
    server.app.services.now = () => new Date(start + 24 * 3_600_000 + 60_000);
    try {
      expect((await accept(server.url, invite.token)).status).toBe(400);
    } finally {
      server.app.services.now = () => new Date();
    }
    const accepted = await accept(server.url, invite.token);
    expect(accepted.status).toBe(200);
    expect(accepted.body.session.staff).toMatchObject({
      email: 'boss@rollr02.test',
      role: 'owner',
      status: 'active',
    });
    const audit = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, invite.staffId)))
      .orderBy(auditLog.createdAt);
    expect(audit.map((a) => [a.action, a.staff_email])).toEqual([
      ['staff.invite-owner', ''],
      ['staff.accept-invite', 'boss@rollr02.test'],
      ['staff.sign-in', 'boss@rollr02.test'],
    ]);
  });

  it('item 1: the command (from source with tsx) works on PGlite: prints a one-time link for a data directory; refuses while the server holds it, and once an owner is active', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'skatekit-owner-'));
    try {
      // A production data directory: demo merchants, no demo owners.
      const seeded = await openDatabase({ dataDir });
      await seedIfEmpty(seeded.db, { gstRate: 18, razorpay: {} });
      await seeded.close();

      const run = createOwnerScript('founder@skate01.test', { DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      const link = /(https:\/\/shop\.example\/admin\/accept-invite\?token=\S+)/.exec(run.stdout)?.[1] ?? '';
      expect(link).not.toBe('');
      const token = new URL(link).searchParams.get('token') ?? '';

      const app = await buildApp(testConfig({ dataDir, devRoutes: false }));
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const lines: string[] = [];
      const out = { log: (t: string) => lines.push(t), error: (t: string) => lines.push(t) };
      /** The command in process for x@skate01.test at SKATE01. */
      const createOwner = (env: Record<string, string>, ...extra: string[]) =>
        runCreateOwner(['--merchant', 'SKATE01', '--email', 'x@skate01.test', ...extra], env, out);
      try {
        const accepted = await accept(url, token);
        expect(accepted.status).toBe(200);
        expect(accepted.body.session.staff).toMatchObject({ email: 'founder@skate01.test', role: 'owner' });
        // PGlite is single-process: the command says to stop the server.
        expect(await createOwner({ DATA_DIR: dataDir })).toBe(1);
        expect(lines.join('\n')).toContain('Stop the server');
      } finally {
        await app.close();
      }
      lines.length = 0;
      expect(await createOwner({ DATA_DIR: dataDir })).toBe(1);
      expect(lines.join('\n')).toContain('SKATE01 already has an active owner (founder@skate01.test)');
      lines.length = 0;
      expect(await createOwner({ DATA_DIR: dataDir, PORT: '4100' }, '--force')).toBe(0);
      expect(lines.join('\n')).toContain('http://localhost:4100/admin/accept-invite?token=');
      expect(await runCreateOwner(['--email', 'x@skate01.test'], { DATA_DIR: dataDir }, out)).toBe(2);
      lines.length = 0;
      const elsewhere = join(dataDir, 'typo');
      expect(await createOwner({ DATA_DIR: elsewhere })).toBe(1);
      expect(lines.join('\n')).toContain(`No database in ${elsewhere}`);
      expect(existsSync(elsewhere)).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  // Issue 40, item 1: the command opened a pool of one connection; the startup lock held it and the
  // migrations waited for a second until "timeout exceeded when trying to connect".
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'item 1: the command (from source with tsx) works on PostgreSQL: migrates, prints the link and makes the owner',
    async () => {
      const base = process.env.TEST_DATABASE_URL as string;
      const dbName = `skt_owner_${randomBytes(4).toString('hex')}`;
      const admin = testPool(base);
      await admin.query(`create database "${dbName}"`);
      const url = new URL(base);
      url.pathname = `/${dbName}`;
      try {
        // A production database: migrated and seeded by a first start, no demo owners.
        const seeded = await openDatabase({ databaseUrl: url.toString() });
        await seedIfEmpty(seeded.db, { gstRate: 18, razorpay: {} });
        await seeded.close();
        const first = createOwnerScript('founder@skate01.test', { DATABASE_URL: url.toString() }, 30_000);
        expect(first.stderr).toBe('');
        expect(first.status).toBe(0);
        expect(first.stdout).toContain('Owner invitation for founder@skate01.test at SKATE01');
        expect(first.stdout).toMatch(/https:\/\/shop\.example\/admin\/accept-invite\?token=\S+/);

        const database = await openDatabase({ databaseUrl: url.toString() });
        try {
          const rows = await database.db
            .select({ email: staff.email, role: staff.role })
            .from(staff)
            .where(eq(staff.email, 'founder@skate01.test'));
          expect(rows).toEqual([{ email: 'founder@skate01.test', role: 'owner' }]);
        } finally {
          await database.close();
        }
      } finally {
        await admin.query(`drop database if exists "${dbName}" with (force)`);
        await admin.end();
      }
    },
    60_000,
  );
});
