#!/usr/bin/env node
// Size budgets for the published bundles (gzip). Run after `pnpm build`; fails when a bundle outgrows its budget.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const budgets = [
  { file: 'packages/core/dist/index.js', maxGzipKb: 50 },
  { file: 'packages/react/dist/index.js', maxGzipKb: 90 },
];

let over = 0;
for (const { file, maxGzipKb } of budgets) {
  const path = join(root, file);
  if (!existsSync(path)) {
    console.log(`skip  ${file} (not built; run pnpm build)`);
    continue;
  }
  const kb = gzipSync(readFileSync(path)).length / 1024;
  const ok = kb <= maxGzipKb;
  if (!ok) over += 1;
  console.log(`${ok ? 'ok   ' : 'OVER '} ${file}: ${kb.toFixed(1)} KiB gzip (budget ${maxGzipKb} KiB)`);
}
process.exit(over > 0 ? 1 : 0);
