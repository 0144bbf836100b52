#!/usr/bin/env node
import { existsSync, realpathSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { createFirstOwner, FirstOwnerRefused } from './modules/staff/first-owner';
import { inviteLink } from './modules/staff/invitations';
import { PACKAGE_ROOT } from './paths';

const USAGE = `Usage: admin:create-owner --merchant CODE --email ADDRESS [--name NAME] [--force] [--url PUBLIC_URL]

Prints a one-time link (valid 24 hours) at which the merchant's first owner chooses a password.
Database: DATABASE_URL (PostgreSQL), else PGlite in DATA_DIR (default packages/server/.data; stop the
server first, PGlite is single-process). Link address: --url, else PUBLIC_URL, else http://localhost:PORT.
Refuses when the merchant already has an active owner, unless --force.`;

/**
 * The first-owner command (`pnpm --filter @skatekit/server admin:create-owner ...`, or
 * `node dist/create-owner.js ...` with the compiled server). Answers the exit code.
 */
export async function runCreateOwner(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  out: { log(text: string): void; error(text: string): void } = console,
): Promise<number> {
  let values: {
    merchant?: string;
    email?: string;
    name?: string;
    force?: boolean;
    url?: string;
    help?: boolean;
  };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        merchant: { type: 'string' },
        email: { type: 'string' },
        name: { type: 'string' },
        force: { type: 'boolean' },
        url: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    out.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    out.log(USAGE);
    return 0;
  }
  const email = z
    .string()
    .trim()
    .toLowerCase()
    .email()
    .safeParse(values.email ?? '');
  if (!values.merchant?.trim() || !email.success) {
    out.error(
      `${!values.merchant?.trim() ? '--merchant is required' : '--email needs a valid e-mail address'}\n\n${USAGE}`,
    );
    return 2;
  }
  const origin = (values.url ?? env.PUBLIC_URL ?? `http://localhost:${env.PORT || 4000}`).replace(/\/+$/, '');
  const dataDirRaw = env.DATA_DIR?.trim() || '.data';
  const dataDir = isAbsolute(dataDirRaw) ? dataDirRaw : resolve(PACKAGE_ROOT, dataDirRaw);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;

  // A mistyped DATA_DIR must not become a new, empty database.
  if (!databaseUrl && !existsSync(join(dataDir, 'pglite'))) {
    out.error(
      `No database in ${dataDir}: set DATA_DIR (or DATABASE_URL) to the server's, or start the server once first.`,
    );
    return 1;
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ databaseUrl, dataDir, maxConnections: 2 });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      out.error(`${error.message}\nStop the server, run this command, then start the server again.`);
      return 1;
    }
    throw error;
  }
  try {
    const invite = await createFirstOwner(database.db, {
      merchant: values.merchant,
      email: email.data,
      name: values.name,
      force: values.force,
    });
    out.log(
      [
        `Owner invitation for ${email.data} at ${values.merchant.trim().toUpperCase()}, valid until ${invite.expiresAt.toISOString()} (24 hours):`,
        '',
        `  ${inviteLink(origin, invite.token)}`,
        '',
        'Open it to choose a password; it works once. Keep it private: whoever opens it becomes an owner.',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    if (error instanceof FirstOwnerRefused) {
      out.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

/** True when this file is the program being run (not imported by scripts/create-owner.ts or a test). */
function isMain(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMain()) {
  runCreateOwner(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('admin:create-owner failed:', error);
      process.exit(1);
    },
  );
}
