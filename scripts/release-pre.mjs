#!/usr/bin/env node
// `pnpm release:pre`: a prerelease of the public packages under npm's `next` dist-tag, in one command:
// changeset pre enter next (unless already in it), changeset version (0.2.0-next.0 and each package's
// CHANGELOG.md), pnpm install, build, scripts/check-packages.mjs, changeset publish (pre mode publishes
// under the pre tag, `next`). docs/releasing.md says what to commit and push afterwards.
//
// `--dry-run` (CI, through scripts/test-all.mjs) publishes nothing and changes nothing in the tree:
// - `changeset status --output` bumps only public packages (private ones are never versioned);
// - the same `pre enter next` + `version` on a throwaway copy of the workspace's manifests and
//   changesets gives every public package a `-next.N` version and a CHANGELOG.md with its entries, and
//   leaves every private package as it is;
// - `npm pack --dry-run` of each public package (when built) holds CHANGELOG.md, README.md, LICENSE and
//   its dist; the elements' tarball its manifest and editor data.
// `--report=<file>` writes `{ passed, failed }` for the test runner.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const changeset = join(root, 'node_modules', '.bin', 'changeset');
const dryRun = process.argv.includes('--dry-run');
const reportFile = process.argv.find((arg) => arg.startsWith('--report='))?.slice('--report='.length);

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Every workspace package: its folder (relative to the root) and package.json. */
function workspacePackages(base = root) {
  const dirs = ['packages', 'examples'].flatMap((group) =>
    readdirSync(join(base, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(base, group, entry.name, 'package.json')))
      .map((entry) => `${group}/${entry.name}`),
  );
  return [...dirs, 'e2e'].map((dir) => ({ dir, pkg: readJson(join(base, dir, 'package.json')) }));
}

function run(command, args, cwd = root, capture = false) {
  console.log(`\n$ ${command} ${args.join(' ')}${cwd === root ? '' : `  (in ${cwd})`}`);
  const result = spawnSync(command, args, {
    cwd,
    stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    encoding: 'utf8',
  });
  if (result.status !== 0 && !capture) {
    console.error(`\`${command} ${args.join(' ')}\` failed (exit ${result.status}): stopped.`);
    process.exit(result.status ?? 1);
  }
  return result;
}

if (!dryRun) {
  const pre = join(root, '.changeset', 'pre.json');
  if (!existsSync(pre)) run(changeset, ['pre', 'enter', 'next']);
  else if (readJson(pre).tag !== 'next') {
    console.error(`.changeset/pre.json is a "${readJson(pre).tag}" prerelease, not "next": exit it first.`);
    process.exit(1);
  }
  run(changeset, ['version']);
  run('pnpm', ['install']);
  run('pnpm', ['build']);
  run('node', ['scripts/check-packages.mjs']);
  run(changeset, ['publish']);
  console.log(
    '\nPublished under the `next` dist-tag. Commit the versions, the CHANGELOGs and .changeset/pre.json,' +
      ' then `git push --follow-tags`. `pnpm changeset pre exit` ends the prerelease line.',
  );
  process.exit(0);
}

let passed = 0;
let failed = 0;
function check(name, ok, detail = '') {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
  if (ok) passed += 1;
  else failed += 1;
}

const packages = workspacePackages();
const publicNames = packages.filter(({ pkg }) => !pkg.private).map(({ pkg }) => pkg.name);
const privateNames = new Set(packages.filter(({ pkg }) => pkg.private).map(({ pkg }) => pkg.name));

// 1. What `changeset status` would bump.
const work = mkdtempSync(join(tmpdir(), 'skatekit-release-'));
try {
  const statusFile = join(work, 'status.json');
  const status = run(changeset, ['status', '--output', statusFile], root, true);
  const releases = existsSync(statusFile) ? readJson(statusFile).releases : [];
  const bumped = releases.filter((release) => release.type !== 'none').map((release) => release.name);
  check(
    'changeset status bumps only public packages',
    status.status === 0 && bumped.every((name) => !privateNames.has(name)),
    `bumps ${bumped.join(', ') || 'nothing'}${status.status === 0 ? '' : `; exit ${status.status}: ${status.stderr}`}`,
  );

  // 2. The prerelease's versioning on a throwaway copy (the tree's pending changesets stay pending).
  const copy = join(work, 'workspace');
  mkdirSync(copy);
  for (const file of ['package.json', 'pnpm-workspace.yaml']) cpSync(join(root, file), join(copy, file));
  cpSync(join(root, '.changeset'), join(copy, '.changeset'), { recursive: true });
  rmSync(join(copy, '.changeset', 'pre.json'), { force: true });
  for (const { dir } of packages) {
    mkdirSync(join(copy, dir), { recursive: true });
    for (const file of ['package.json', 'CHANGELOG.md'])
      if (existsSync(join(root, dir, file))) cpSync(join(root, dir, file), join(copy, dir, file));
  }
  const entered = run(changeset, ['pre', 'enter', 'next'], copy, true);
  const versioned = entered.status === 0 ? run(changeset, ['version'], copy, true) : entered;
  check(
    'changeset pre enter next && changeset version (on a copy)',
    versioned.status === 0,
    versioned.status === 0 ? '' : versioned.stderr,
  );
  for (const { dir, pkg } of workspacePackages(copy)) {
    const before = packages.find((p) => p.dir === dir)?.pkg;
    const log = join(copy, dir, 'CHANGELOG.md');
    if (pkg.private) {
      check(
        `${pkg.name} (private) keeps version ${before?.version}`,
        pkg.version === before?.version,
        pkg.version,
      );
      continue;
    }
    const isNext = /^\d+\.\d+\.\d+-next\.\d+$/.test(pkg.version);
    check(`${pkg.name} becomes a next prerelease`, !bumped.includes(pkg.name) || isNext, pkg.version);
    const text = existsSync(log) ? readFileSync(log, 'utf8') : '';
    check(
      `${pkg.name}'s CHANGELOG.md is written by changesets`,
      !bumped.includes(pkg.name) ||
        (text.startsWith(`# ${pkg.name}\n`) && text.includes(`## ${pkg.version}\n`)),
      text ? text.split('\n').slice(0, 3).join(' / ') : 'no CHANGELOG.md',
    );
  }

  // 3. What each public package's tarball would hold.
  for (const { dir, pkg } of packages.filter(({ pkg }) => !pkg.private)) {
    if (!existsSync(join(root, dir, 'dist'))) {
      console.log(`skip ${pkg.name}: npm pack --dry-run (not built)`);
      continue;
    }
    const pack = run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], join(root, dir), true);
    let files = [];
    try {
      files = JSON.parse(pack.stdout)[0].files.map((file) => file.path);
    } catch {
      // Reported below as missing files.
    }
    const wanted = ['CHANGELOG.md', 'README.md', 'LICENSE', 'package.json'];
    if (pkg.name === '@skatekit/elements')
      wanted.push('dist/custom-elements.json', 'dist/vscode.html-custom-data.json', 'dist/web-types.json');
    const missing = wanted.filter((file) => !files.includes(file));
    check(
      `${pkg.name}: npm pack --dry-run holds ${wanted.join(', ')}`,
      missing.length === 0,
      missing.join(', '),
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

console.log(`\nrelease dry run (public: ${publicNames.join(', ')}): ${passed} passed, ${failed} failed`);
if (reportFile) writeFileSync(reportFile, JSON.stringify({ passed, failed }));
process.exit(failed > 0 ? 1 : 0);
