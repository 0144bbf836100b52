#!/usr/bin/env node
// Starts a FRESH reference server for one e2e run: a new temporary data directory (so the embedded
// database is created and seeded from scratch), NODE_ENV=test with the dev helpers on (the outbox the
// journeys read codes from, the sandbox checkout, `e2e-google:` tokens), and the directory removed on exit.
//
// `--prod` (the Playwright journeys): what `pnpm start:prod --demo` runs - core, the server and the host
// site built, then ONE compiled Node process (packages/server/dist/server.js) serving the built site
// (SITE_DIR) and the API on PORT. Without it (scripts/fresh-app.mjs): the API alone, from source (tsx).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const prod = process.argv.includes('--prod');
const root = fileURLToPath(new URL('../../', import.meta.url));

/** Newest modification time (ms) of the files under `path` (node_modules and dist left out). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

// The merchant console (packages/admin) is static files the server serves at /admin from its dist, as
// `pnpm start` builds them first: built here when missing or older than its sources (or those of core and the
// console contract, which it bundles). `--prod` leaves it to start-prod.mjs, which builds it with the rest.
if (!prod) {
  const builtAt = newest(join(root, 'packages/admin/dist/index.html'));
  const sourcesAt = Math.max(
    newest(join(root, 'packages/admin/src')),
    newest(join(root, 'packages/admin/index.html')),
    newest(join(root, 'packages/admin/vite.config.ts')),
    newest(join(root, 'packages/core/src')),
    newest(join(root, 'packages/console-contract/src')),
  );
  if (builtAt < sourcesAt) {
    console.log('[serve-api] building the merchant console (packages/admin/dist)');
    const built = spawnSync('pnpm', ['--filter', '@skatekit/admin', 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
}
const dataDir = mkdtempSync(join(tmpdir(), 'skatekit-e2e-'));
// Every test user signs up from 127.0.0.1: the run would use up the 20 codes an address is mailed an hour.
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  NODE_ENV: 'test',
  SEED: 'true',
  SKATEKIT_DEV_ROUTES: '1',
  OTP_MAILS_PER_IP_HOUR: '1000',
};
const child = prod
  ? spawn(
      process.execPath,
      [fileURLToPath(new URL('../../scripts/start-prod.mjs', import.meta.url)), '--demo'],
      {
        stdio: 'inherit',
        env,
      },
    )
  : spawn('pnpm', ['--filter', '@skatekit/server', 'start'], { stdio: 'inherit', env });

// pnpm (our child) exits as soon as the signal reaches it, while the server itself (its grandchild)
// may still be closing the embedded database. Removing the directory under PGlite then aborts it, so
// the directory goes only once the server has released its lock file (or its process is gone).
const lockFile = join(dataDir, 'server.lock');
function serverHolds() {
  if (!existsSync(lockFile)) return false;
  const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
  if (!Number.isInteger(pid)) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
async function waitForRelease(limitMs) {
  const until = Date.now() + limitMs;
  while (serverHolds() && Date.now() < until) await new Promise((done) => setTimeout(done, 50));
}

let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  // Playwright waits 5 s after its SIGTERM before it kills the group: release comes well before.
  await waitForRelease(4_000);
  try {
    rmSync(dataDir, { recursive: true, force: true });
  } catch {
    // A leftover temp folder is harmless; the OS clears tmp.
  }
}
function stop(signal) {
  if (child.exitCode === null) child.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('exit', async (code) => {
  await cleanUp();
  process.exit(code ?? 0);
});
