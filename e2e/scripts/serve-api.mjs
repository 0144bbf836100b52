#!/usr/bin/env node
// Starts a FRESH reference server for one e2e run: a new temporary data directory (so the embedded
// database is created and seeded from scratch), NODE_ENV=test, and the directory removed on exit.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'skatekit-e2e-'));
const child = spawn('pnpm', ['--filter', '@skatekit/server', 'start'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', SEED: 'true' },
});

let cleaned = false;
function cleanUp() {
  if (cleaned) return;
  cleaned = true;
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
child.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
