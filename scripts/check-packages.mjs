#!/usr/bin/env node
// `pnpm check:packages` (after `pnpm build`): packs every published package exactly as `pnpm publish`
// would, then lints the tarball with publint (package.json, exports, files) and
// @arethetypeswrong/cli (types resolve for every entry point under node16 ESM and bundlers; the
// packages are ESM only, hence the `esm-only` profile). Any problem either tool reports fails the run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const packagesDir = join(root, 'packages');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const out = mkdtempSync(join(tmpdir(), 'skatekit-check-'));

function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  return { ok: result.status === 0, text: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

let problems = 0;
try {
  for (const dir of readdirSync(packagesDir).sort()) {
    const pkgDir = join(packagesDir, dir);
    const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
    if (pkg.private) continue;
    const before = new Set(readdirSync(out));
    const pack = run('pnpm', ['pack', '--pack-destination', out], pkgDir);
    const tarball = readdirSync(out).find((file) => !before.has(file) && file.endsWith('.tgz'));
    if (!pack.ok || !tarball) {
      console.log(`FAIL ${pkg.name}: pnpm pack\n${pack.text}`);
      problems += 1;
      continue;
    }
    const file = join(out, tarball);
    // Subpaths named as files (`./styles.css`, `./cdn/skate.js`) are assets for a <link> or <script>
    // tag, not modules to import, so they have no types to check.
    const assets = Object.keys(pkg.exports ?? {}).filter((key) => /\.(css|js)$/.test(key));
    const checks = [
      ['publint', run(bin('publint'), ['run', file, '--level', 'suggestion', '--strict'])],
      [
        'attw',
        run(bin('attw'), [
          file,
          '--profile',
          'esm-only',
          '--format',
          'table-flipped',
          ...(assets.length ? ['--exclude-entrypoints', ...assets] : []),
        ]),
      ],
    ];
    for (const [tool, result] of checks) {
      // publint prints "All good!" when it has nothing to say, even a suggestion counts as a problem.
      const clean = result.ok && (tool !== 'publint' || result.text.includes('All good!'));
      console.log(`${clean ? 'ok  ' : 'FAIL'} ${pkg.name}: ${tool}`);
      if (!clean) {
        console.log(result.text);
        problems += 1;
      }
    }
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
console.log(problems ? `${problems} package check(s) failed` : 'every package passes publint and attw');
process.exit(problems ? 1 : 0);
