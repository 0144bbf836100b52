#!/usr/bin/env node
// `pnpm start`: the reference server on the embedded database (created and seeded with demo data on
// first start) and the host site, together. Prints the storefront's address once both answer.
// Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiPort = process.env.PORT ?? '4000';
const sitePort = process.env.SITE_PORT ?? '5173';
const apiBase = process.env.VITE_API_BASE ?? `http://localhost:${apiPort}`;
const siteUrl = `http://localhost:${sitePort}`;

const children = [];
let stopping = false;

function start(label, args, env) {
  // Each child leads its own process group, so stopping kills pnpm AND what it started (vite, tsx);
  // signalling pnpm alone can leave an orphaned dev server holding the port.
  const child = spawn('pnpm', args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
    detached: true,
  });
  const prefix = (chunk) => chunk.toString().replace(/^(?=.)/gm, `[${label}] `);
  child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  child.on('exit', (code) => {
    console.log(`[${label}] exited with ${code}`);
    stopAll(code ?? 1);
  });
  children.push(child);
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/** Resolves once `url` answers (any HTTP status), polling every half second. */
async function waitFor(url) {
  while (!stopping) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  return false;
}

// The dev helpers (mail outbox at /dev/outbox, the sandbox checkout) make the quick start work offline;
// the server allows them on loopback only and never in production.
const devRoutes = ['1', 'true'].includes(process.env.SKATEKIT_DEV_ROUTES ?? '1');
// The merchant console (packages/admin): built in watch mode into its dist, which the server serves at
// /admin (the server looks for index.html on each request, so the first build shows up when it lands).
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const consoleDir = join(root, 'packages/admin');
const withConsole = existsSync(join(consoleDir, 'package.json'));
start('server', ['--filter', '@skatekit/server', 'start'], {
  PORT: apiPort,
  SKATEKIT_DEV_ROUTES: process.env.SKATEKIT_DEV_ROUTES ?? '1',
  ...(withConsole && !process.env.ADMIN_DIR ? { ADMIN_DIR: join(consoleDir, 'dist') } : {}),
});
if (withConsole) {
  start(
    'console',
    ['--filter', '@skatekit/admin', 'exec', 'vite', 'build', '--watch', '--logLevel', 'warn'],
    {},
  );
}
start('site', ['--filter', '@skatekit/host-site', 'dev', '--port', sitePort, '--strictPort'], {
  VITE_API_BASE: apiBase,
});

// The banner comes last, after the start-up logs, so the address is not scrolled away.
const [apiUp, siteUp] = await Promise.all([waitFor(`${apiBase}/meta/SKATE01`), waitFor(siteUrl)]);
if (apiUp && siteUp) {
  console.log(
    `\n  SkateKit storefront: ${siteUrl}\n  API:                 ${apiBase}\n  Merchant console:    ${apiBase}/admin/` +
      // The demo owners of packages/server/src/seed/demo-owners.ts (dev helpers only; codes in the outbox).
      (devRoutes
        ? '\n  Demo owners:         owner@skate01.test, owner@rollr02.test  password skate-owner-demo' +
          `\n  Sign-in codes:       ${apiBase}/dev/outbox/{email}`
        : '') +
      '\n  (Ctrl+C stops both)\n',
  );
}
