import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { DataDirLockedError } from '../src/db/lock';
import { merchants, products } from '../src/db/schema';
import { PACKAGE_ROOT } from '../src/paths';
import { SEED_REFS } from '../src/seed/index';
import { testConfig } from './helper';

const dataDir = mkdtempSync(join(tmpdir(), 'skatekit-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('embedded database in DATA_DIR', () => {
  it('first start creates, migrates and seeds; a second start keeps the data and does not seed again', {
    timeout: 180_000,
  }, async () => {
    const config = testConfig({ dataDir });
    const first = await buildApp(config);
    // PGlite is single-process: a second server on the same directory is refused while the first runs.
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
    const [{ value: productCount }] = await first.db.select({ value: count() }).from(products);
    expect(productCount).toBeGreaterThanOrEqual(35);
    // A change made while running must survive the restart.
    await first.db
      .update(products)
      .set({ title: 'Renamed while running' })
      .where(eq(products.product_id, SEED_REFS.products.lastUnit));
    await first.close();
    expect(existsSync(join(dataDir, 'pglite'))).toBe(true);

    const second = await buildApp(config);
    const [{ value: merchantCount }] = await second.db.select({ value: count() }).from(merchants);
    const [{ value: productCountAgain }] = await second.db.select({ value: count() }).from(products);
    const [renamed] = await second.db
      .select({ title: products.title })
      .from(products)
      .where(eq(products.product_id, SEED_REFS.products.lastUnit));
    await second.close();
    expect(merchantCount).toBe(2);
    expect(productCountAgain).toBe(productCount);
    expect(renamed.title).toBe('Renamed while running');
  });
});

/** Runs `pnpm start` in the server package and resolves with the URL it prints. */
function startServerProcess(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn('pnpm', ['start'], {
    cwd: PACKAGE_ROOT,
    env: { ...inherited, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    // Generous: the suite shares two cores with every other package's tests.
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 150_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1], output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    // The whole process group: pnpm and the node process it started.
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  });
}

describe('pnpm start', () => {
  // Runs after the test above, on the data directory it left behind (tests in a file run in order).
  it('starts with no configuration but PORT and DATA_DIR, prints its URL and the demo merchants, keeps the data', async () => {
    const { child, url, output } = await startServerProcess({
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    });
    try {
      expect(output()).toContain('demo merchants:  SKATE01, ROLLR02');
      const page = await fetch(`${url}/grouped-product/search-all-products/SKATE01?page=1&limit=10`);
      expect(page.status).toBe(200);
      expect(((await page.json()) as { data: unknown[] }).data).toHaveLength(10);
      const single = await fetch(`${url}/grouped-product/single/${SEED_REFS.products.lastUnit}`);
      expect(((await single.json()) as { data: { title: string } }).data.title).toBe('Renamed while running');
    } finally {
      await stop(child);
    }
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(true);
    // pnpm exits on the signal at once; the server drains (accept grace + close) before it releases the lock.
    await expect
      .poll(() => existsSync(join(dataDir, 'server.lock')), { timeout: 15_000, interval: 100 })
      .toBe(false);
  }, 180_000);

  it('exits with a clear message on a bad setting', async () => {
    await expect(startServerProcess({ PORT: 'not-a-port', DATA_DIR: join(dataDir, 'bad') })).rejects.toThrow(
      /Invalid server configuration:[\s\S]*PORT/,
    );
  }, 180_000);
});
