#!/usr/bin/env node
// Runs every suite - the Vitest projects (core, react, server, host site), the component catalogue
// build, the fresh-app check of the packed libraries and the Playwright journeys - and ends with one plain line `N passed, N failed` summed over all of them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, '.test-reports');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const skipE2e = process.argv.includes('--no-e2e') || process.env.SKATEKIT_SKIP_E2E === '1';

let passed = 0;
let failed = 0;
let broken = false;
// What failed, named, printed again just above the closing line (CI shows only the end of a long log).
const failures = [];

// How long each suite took, printed at the end (CI must stay under 45 minutes on 2 cores).
const timings = [];
const started = Date.now();

function run(label, command, args, env = {}) {
  console.log(`\n== ${label}: ${command} ${args.join(' ')}`);
  const t0 = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push([label, Date.now() - t0]);
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function vitestRun(label, name, extraArgs, env) {
  const file = join(outDir, `${name}.json`);
  const args = ['exec', 'vitest', 'run', ...extraArgs, '--reporter=default', '--reporter=json'];
  const status = run(label, 'pnpm', [...args, `--outputFile.json=${file}`], env);
  const report = readJson(file);
  if (!report) {
    broken = true;
    failures.push(`${label}: no report (the runner exited ${status}; see its output)`);
    return;
  }
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const why = String(test.failureMessages?.[0] ?? '').split('\n')[0];
      failures.push(`${label}: ${file.name.replace(root, '')} > ${test.fullName}: ${why.slice(0, 300)}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failures.push(
        `${label}: ${file.name.replace(root, '')}: ${String(file.message ?? '')
          .split('\n')[0]
          .slice(0, 300)}`,
      );
    }
  }
  if (status !== 0 && (report.numFailedTests ?? 0) === 0) {
    broken = true;
    failures.push(
      `${label}: the runner exited ${status} with no failed test (an unhandled error; see its output)`,
    );
  }
}

// Unit, component and integration tests; the server suite on embedded PGlite.
const postgresUrl = process.env.TEST_DATABASE_URL;
vitestRun('unit + integration (PGlite)', 'vitest', [], { TEST_DATABASE_URL: '' });
// The server suite once more on PostgreSQL when one is given (CI sets it), so both engines are proven.
if (postgresUrl) {
  vitestRun('server integration (PostgreSQL)', 'vitest-postgres', ['--project', 'server'], {
    TEST_DATABASE_URL: postgresUrl,
  });
}

// The rate limits once more with their counters in Redis when one is given (CI sets TEST_REDIS_URL); the
// PGlite run above skips those cases, saying so, when REDIS_URL is unset.
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  vitestRun(
    'rate limits (Redis)',
    'vitest-redis',
    ['--project', 'server', 'test/rate-limits.test.ts', '--testNamePattern', '[Rr]edis'],
    { REDIS_URL: redisUrl, TEST_DATABASE_URL: '' },
  );
}

/** Builds core and the server once when their dist is missing (the compiled-instance tests run dist/server.js). */
function ensureServerBuilt() {
  if (
    !existsSync(join(root, 'packages/server/dist/server.js')) ||
    !existsSync(join(root, 'packages/core/dist/index.js'))
  ) {
    run('build the server', 'pnpm', ['--filter', '@skatekit/core', '--filter', '@skatekit/server', 'build']);
  }
}

// Two compiled server instances (node dist/server.js) on one fresh PostgreSQL database and one Redis:
// shared carts and limits, one migration when started together, SIGTERM draining 50 requests.
if (postgresUrl && redisUrl) {
  ensureServerBuilt();
  vitestRun(
    'two compiled instances (PostgreSQL + Redis)',
    'vitest-instances',
    ['--project', 'server', 'test/instances.test.ts'],
    {
      SKATEKIT_INSTANCES_TEST: '1',
      TEST_DATABASE_URL: postgresUrl,
      REDIS_URL: redisUrl,
    },
  );
}

// Chaos: two compiled instances under checkout load while their database is stopped hard and started
// again, while one of them is killed (SIGKILL) mid-checkout and mid-mail (its shoppers retry on the other
// with their Idempotency-Keys), then while their Redis is killed and started again (/ready degraded).
// The test makes its own PostgreSQL cluster (initdb + pg_ctl on a free port, as the postgres user when
// run as root) and its own redis-server on a free port, so it needs the PostgreSQL and Redis server
// binaries, not TEST_DATABASE_URL or TEST_REDIS_URL; it runs wherever the PostgreSQL suite does (CI),
// and fails there rather than skip when a piece is missing.
if (postgresUrl) {
  ensureServerBuilt();
  vitestRun(
    'failover: PostgreSQL stopped hard, Redis stopped hard, under load (two compiled instances; the instance kill with SKATEKIT_KILL_TEST=1)',
    'vitest-failover',
    ['--project', 'server', 'test/failover.test.ts'],
    { SKATEKIT_FAILOVER_TEST: '1', TEST_DATABASE_URL: '', REDIS_URL: '' },
  );
}

// docs/security.md's claims about the production process, probed from outside: the compiled server with
// NODE_ENV=production over HTTP (dev and sandbox routes, CORS, headers, bad input) and the settings it refuses
// to start with. It needs only the build (PGlite in temp folders); it runs where the chaos test runs (CI).
if (postgresUrl) {
  ensureServerBuilt();
  vitestRun(
    'security claims probed from outside (compiled production server)',
    'vitest-probe',
    ['--project', 'server', 'test/probe-security.test.ts'],
    // With PostgreSQL given, the first-owner command and the slow-database deadline are probed on it too.
    { SKATEKIT_PROBE_TEST: '1', TEST_DATABASE_URL: postgresUrl ?? '', REDIS_URL: '' },
  );
}

// The component catalogue (examples/catalogue, Ladle): every story of @skatekit/react must build.
// One check; its fake API is in the stories, so it needs no server.
if (process.env.SKATEKIT_SKIP_CATALOGUE !== '1') {
  const status = run('build the component catalogue (Ladle)', 'pnpm', [
    '--filter',
    '@skatekit/catalogue',
    'build',
  ]);
  if (status === 0) passed += 1;
  else {
    failed += 1;
    failures.push('build the component catalogue (Ladle)');
  }
}

// The packed libraries in a fresh Vite + React app outside the workspace (scripts/fresh-app.mjs):
// npm install from the tarballs, one React, no firebase, the size budget, and a listing, cart and
// badges in Chromium against the reference server. Each of its checks counts.
if (!skipE2e && process.env.SKATEKIT_SKIP_FRESH_APP !== '1') {
  const file = join(outDir, 'fresh-app.json');
  const status = run('fresh app from the packed tarballs', 'node', [
    'scripts/fresh-app.mjs',
    `--report=${file}`,
  ]);
  const report = readJson(file);
  if (report) {
    passed += report.passed ?? 0;
    failed += report.failed ?? 0;
    if (report.failed > 0)
      failures.push(`fresh app from the packed tarballs: ${report.failed} check(s), see its output`);
    if (status !== 0 && !(report.failed > 0)) broken = true;
  } else {
    broken = true;
  }
}

// The library budgets (scripts/size-budget.mjs --libraries): every entry of @skatekit/core and of
// @skatekit/react minified as an app's bundler would, gzip. Bytes are deterministic, so they fail CI.
// The server's module folders: printed as a graph; a loop between two folders fails (CONTRIBUTING.md).
if (run('server module folders (no import loop)', 'node', ['scripts/module-graph.mjs']) === 0) passed += 1;
else {
  failed += 1;
  failures.push('server module folders: an import loop (see the graph above)');
}

// The packages are built by now unless the fresh app was skipped; then they are built here.
if (
  !existsSync(join(root, 'packages/react/dist/index.js')) ||
  !existsSync(join(root, 'packages/core/dist/index.js'))
) {
  run('build the libraries', 'pnpm', ['--filter', '@skatekit/core', '--filter', '@skatekit/react', 'build']);
}
if (run('library size budgets', 'node', ['scripts/size-budget.mjs', '--libraries']) === 0) passed += 1;
else {
  failed += 1;
  failures.push('library size budgets');
}

// The published entries of core, react and elements imported from dist/ in plain Node (no DOM), the
// "use client" marks, core in React's react-server build, and every React screen through renderToString
// (packages/react/test-dist). Elements are built here when the fresh app was skipped.
if (!existsSync(join(root, 'packages/elements/dist/index.js'))) {
  run('build the elements', 'pnpm', ['--filter', '@skatekit/elements', 'build']);
}
vitestRun('published entries on a server (dist)', 'vitest-dist', [
  '--config',
  'packages/react/vitest.dist.config.ts',
]);

// The release (scripts/release-pre.mjs --dry-run, docs/releasing.md): `changeset status` bumps only public
// packages; a prerelease's `pre enter next` + `version` on a throwaway copy gives each public package a
// -next version and a CHANGELOG.md; `npm pack --dry-run` of each holds its CHANGELOG and files. Each check counts.
{
  const file = join(outDir, 'release.json');
  const status = run('release dry run (changesets, CHANGELOGs, tarballs)', 'node', [
    'scripts/release-pre.mjs',
    '--dry-run',
    `--report=${file}`,
  ]);
  const report = readJson(file);
  if (report) {
    passed += report.passed ?? 0;
    failed += report.failed ?? 0;
    if (report.failed > 0) failures.push(`release dry run: ${report.failed} check(s), see its output`);
    if (status !== 0 && !(report.failed > 0)) broken = true;
  } else {
    broken = true;
    failures.push('release dry run: no report');
  }
}

/** The titles of a Playwright JSON report's unexpected results, with the first line of each error. */
function playwrightFailures(label, suites, path = []) {
  for (const suite of suites ?? []) {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        const why = stripVTControlCharacters(String(last?.error?.message ?? '')).split('\n')[0];
        failures.push(
          `${label}: ${[...here, spec.title].join(' > ')} (${spec.file}:${spec.line}): ${why.slice(0, 300)}`,
        );
      }
    }
    playwrightFailures(label, suite.suites, here);
  }
}

function countPlaywright(report, status, label = 'e2e') {
  playwrightFailures(label, report?.suites);
  if (report?.stats) {
    passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected ?? 0;
    if (status !== 0 && !(report.stats.unexpected > 0)) broken = true;
  } else {
    broken = true;
  }
}

/** One Playwright config of e2e/ run with a JSON report, its results counted under `countLabel`. */
function playwrightConfig(label, config, name, env = {}, countLabel = label) {
  const json = join(outDir, `${name}.json`);
  const status = run(
    label,
    'pnpm',
    ['--filter', '@skatekit/e2e', 'exec', 'playwright', 'test', '-c', config, '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: json, ...env },
  );
  countPlaywright(readJson(json), status, countLabel);
}

// End-to-end journeys in real Chromium.
if (!skipE2e) {
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    console.error(
      '\nChromium is missing at /usr/bin/chromium: install it with `apt-get install -y chromium` (see README).',
    );
    failed += 1;
    failures.push('e2e: Chromium is missing at /usr/bin/chromium');
  } else {
    const e2eJson = join(outDir, 'playwright.json');
    const e2eStatus = run(
      'e2e',
      'pnpm',
      ['--filter', '@skatekit/e2e', 'exec', 'playwright', 'test', '--reporter=list,json'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
      },
    );
    countPlaywright(readJson(e2eJson), e2eStatus);

    // The production build (playwright.prod.config.ts): the shop journey against ONE compiled Node process
    // serving the built site and the API, as `pnpm start:prod` runs it, and start:prod in production mode.
    playwrightConfig('e2e on the production build', 'playwright.prod.config.ts', 'playwright-prod', {
      E2E_BUILD: 'prod',
    });
  }
}

const hasChromium = !skipE2e && existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');

// The API contract (playwright.contract.config.ts): the shop journeys with their API traffic through
// Stoplight Prism's validating proxy (docs/openapi.json) to the server on PGlite, and a last test failing
// on anything Prism found. (Redocly's lint and the random requests through Prism are in the server suite.)
if (hasChromium)
  playwrightConfig(
    'e2e through the OpenAPI contract (Prism)',
    'playwright.contract.config.ts',
    'playwright-contract',
    {},
    'e2e through Prism',
  );

// examples/next-app (playwright.next.config.ts): the packages in a Next.js App Router app, `next build` +
// `next start` against a fresh server on PGlite: server HTML of a product page, a guest's cart across
// reloads with no hydration warning, sign-in and a sandbox payment, a page of <skate-*> tags. 3.3
// minutes on the shared 2-core machine (2 tests, 31 s; the rest is the API start and `next build`).
if (hasChromium)
  playwrightConfig(
    'e2e of the Next.js app (next build + next start)',
    'playwright.next.config.ts',
    'playwright-next',
    {},
    'e2e of the Next.js app',
  );

// examples/vue-app (playwright.vue.config.ts): a Vite + Vue 3 app over the elements' framework-free build
// (no React installed), `vite build` + `vite preview` against a fresh server on PGlite: it adds to the cart
// from <skate-catalogue> and its `@skate-add-to-cart` handler hears it.
if (hasChromium)
  playwrightConfig(
    'e2e of the Vue app (vite build + vite preview)',
    'playwright.vue.config.ts',
    'playwright-vue',
    {},
    'e2e of the Vue app',
  );

if (broken) {
  console.log('\nA test runner stopped without a full report (see above).');
  failed = Math.max(failed, 1);
}
console.log('\n== time per suite');
for (const [label, ms] of timings) console.log(`${(ms / 60_000).toFixed(1).padStart(5)} min  ${label}`);
console.log(`${((Date.now() - started) / 60_000).toFixed(1).padStart(5)} min  in all`);
if (failures.length > 0) {
  console.log('\n== what failed');
  for (const line of failures) console.log(`  ${line}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
