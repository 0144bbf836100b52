#!/usr/bin/env node
// `pnpm start:prod`: the whole storefront from ONE compiled Node process. Builds the libraries the server
// runs on (@skatekit/core, @skatekit/server -> packages/server/dist) and the host site (Vite, with this
// server's address baked in), then runs the compiled server in this very process, serving the built site
// (hashed assets cached for a year, client routes falling back to index.html) beside the API.
// PGlite in DATA_DIR by default (created when empty; seeded with the demo merchants by --demo, and in
// production only with SEED_DEMO=1), PostgreSQL with DATABASE_URL.
//
// Production is the default and refuses to start without its settings (Razorpay keys, JWT_SECRET,
// SMTP_URL, CORS_ORIGIN): they are checked right after the server is compiled, before the site is built,
// and each missing one is named. `--demo` is the local demo instead: the same compiled server and built
// site in development mode with the dev helpers on (sandbox checkout, mail outbox), on loopback only.
//
//   pnpm start:prod                 production (settings required; see docs/deploy.md)
//   pnpm start:prod --demo          local demo on http://localhost:4000, no settings needed
//   pnpm start:prod --no-build      skip the builds (serve what was built last time)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
for (const arg of args) {
  if (!['--demo', '--no-build'].includes(arg)) {
    console.error(`start:prod: unknown option ${arg} (known: --demo, --no-build)`);
    process.exit(2);
  }
}
const demo = args.has('--demo');
const build = !args.has('--no-build');
const env = process.env;

if (demo) {
  // Development mode, not production: the compiled server then needs no keys and offers the sandbox
  // checkout and the mail outbox, which exist only with the dev helpers, only on loopback.
  if (env.NODE_ENV === 'production') {
    console.error('start:prod --demo runs in development mode: unset NODE_ENV=production, or drop --demo.');
    process.exit(2);
  }
  env.NODE_ENV ??= 'development';
  env.SKATEKIT_DEV_ROUTES ??= '1';
}

const port = env.PORT ?? '4000';
// The site calls the API at the address the browser uses for the site itself: the same process.
const publicUrl = (env.VITE_API_BASE ?? env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
const siteDir = env.SITE_DIR
  ? isAbsolute(env.SITE_DIR)
    ? env.SITE_DIR
    : resolve(env.SITE_DIR)
  : join(root, 'examples/host-site/dist');
const serverEntry = join(root, 'packages/server/dist/server.js');

function step(label, command, commandArgs, extraEnv = {}) {
  console.log(`\n[start:prod] ${label}`);
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
  if (result.status !== 0) {
    console.error(`[start:prod] ${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
}

if (build) {
  step('building @skatekit/core and @skatekit/server', 'pnpm', [
    '--filter',
    '@skatekit/core',
    '--filter',
    '@skatekit/server',
    'build',
  ]);
}
// The merchant console (packages/admin, Vite, base /admin/): the compiled server serves its dist at /admin
// (ADMIN_DIR, default packages/admin/dist); without a build /admin says how to build it.
if (build && existsSync(join(root, 'packages/admin/package.json'))) {
  step('building the merchant console (@skatekit/admin)', 'pnpm', ['--filter', '@skatekit/admin', 'build'], {
    NODE_ENV: 'production',
  });
}
if (!existsSync(serverEntry)) {
  console.error(`[start:prod] ${serverEntry} is missing: run without --no-build`);
  process.exit(1);
}

// The settings first, with the compiled server's own rules (the same ones it applies at start-up), so
// a production run missing its keys stops here instead of after building the site.
const { loadConfig, ConfigError } = await import(
  pathToFileURL(join(root, 'packages/server/dist/index.js')).href
);
try {
  loadConfig(env, {}, { defaultNodeEnv: 'production' });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`\n${error.message}`);
  if (!demo && (env.NODE_ENV ?? 'production') === 'production') {
    console.error(
      '\nProduction needs those settings (docs/deploy.md lists every one). To try the storefront on this' +
        '\nmachine without them, run the local demo: pnpm start:prod --demo',
    );
  }
  process.exit(1);
}

if (!demo && !env.VITE_API_BASE && !env.PUBLIC_URL) {
  console.warn(
    `\n[start:prod] PUBLIC_URL is unset: the site will call the API at ${publicUrl}, which only this machine` +
      '\n             reaches. Set PUBLIC_URL=https://your-shop.example (and list it in CORS_ORIGIN) for visitors.',
  );
}
if (build) {
  step(
    `building the host site for ${publicUrl} into ${siteDir}`,
    'pnpm',
    ['--filter', '@skatekit/host-site', 'exec', 'vite', 'build', '--outDir', siteDir, '--emptyOutDir'],
    // Always React's production build: --demo's NODE_ENV=development is the server's mode, not the site's.
    { VITE_API_BASE: publicUrl, NODE_ENV: 'production' },
  );
}
if (!existsSync(join(siteDir, 'index.html'))) {
  console.error(`[start:prod] ${siteDir} has no index.html: run without --no-build`);
  process.exit(1);
}

if (demo) {
  console.log(
    '\n[start:prod] LOCAL DEMO, not production: payments go to the sandbox checkout, mail to the outbox' +
      `\n             (GET ${publicUrl}/dev/outbox/{email}), loopback only. Production: pnpm start:prod`,
  );
}
// The compiled server runs here, in this process: it reads its settings from the environment, listens,
// and drains on SIGTERM/SIGINT before exiting.
env.SITE_DIR = siteDir;
await import(pathToFileURL(serverEntry).href);
