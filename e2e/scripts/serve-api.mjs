#!/usr/bin/env node
// Starts a FRESH reference server for one e2e run: a new temporary data directory (so the embedded
// database is created and seeded from scratch), NODE_ENV=test with the dev helpers on (the outbox the
// journeys read codes from, the sandbox checkout, `e2e-google:` tokens), and the directory removed on exit.
//
// `--prod` (the Playwright journeys): what `pnpm start:prod --demo` runs - core, the server and the host
// site built, then ONE compiled Node process (packages/server/dist/server.js) serving the built site
// (SITE_DIR) and the API on PORT. Without it (scripts/fresh-app.mjs): the API alone, from source (tsx).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const prod = process.argv.includes('--prod');
const dataDir = mkdtempSync(join(tmpdir(), 'skatekit-e2e-'));
const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', SEED: 'true', SKATEKIT_DEV_ROUTES: '1' };
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
