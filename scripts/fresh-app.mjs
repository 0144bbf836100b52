#!/usr/bin/env node
// The packages as a new React developer gets them from npm: packs @skatekit/core, /react and
// /elements, creates a fresh Vite + React 19.1 app in a temp folder OUTSIDE the workspace, installs the
// tarballs there with npm (everything else from the registry), builds it, serves the build, and in
// Chromium renders a listing, the cart and a cart badge (React) plus an elements tag against the real
// reference server (a fresh temp DATA_DIR). It also checks that no firebase and one React copy are
// installed, and holds the size budget of an app importing only `SkateProvider` and `useCart`.
//
//   node scripts/fresh-app.mjs [--report=file.json]      (after `pnpm build`; builds what is missing)
// Ports: FRESH_API_PORT (default 4316), FRESH_SITE_PORT (default 4317; the budget app on the next one). Each check prints ok/FAIL and
// counts in the report ({ passed, failed }) that scripts/test-all.mjs adds to its closing line.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const reportArg = process.argv.find((arg) => arg.startsWith('--report='));
const API_PORT = Number(process.env.FRESH_API_PORT ?? 4316);
const SITE_PORT = Number(process.env.FRESH_SITE_PORT ?? 4317);
const API_BASE = `http://127.0.0.1:${API_PORT}`;
const SITE_BASE = `http://127.0.0.1:${SITE_PORT}`;
const MERCHANT = 'SKATE01';
/**
 * gzip KB an app importing only SkateProvider and useCart may download beyond React and zod (issue 14),
 * measured in Chromium. It holds because the provider injects only the design tokens (each component
 * adds its own sheet when it mounts), react-toastify comes with the first notice, core's transport is
 * plain fetch, the api client loads each area on its first call, the stores other than session
 * and cart are created on first read, and the checkout's code comes only with a screen that reads it.
 */
// 25 KB until 2026-11-26, 30 after issues 24 and 25, 26 once the provider left the checkout, admission
// draft and payment results to the screens that read them, and 25 again since it measures 24.8 KB (see
// docs/benchmarks.md, "Budgets raised").
// 29 since 2026-12-02 (28.3 KB measured): issue 43's price-change flow (the checkout store's re-reads, the
// engine's per-sku cap, the charged quote) and the order lifecycle table (issue 36) grew the shared core the
// provider loads; to win back (docs/benchmarks.md, "Budgets raised").
const BUDGET_KB = 29;
const LIBRARIES = ['core', 'react', 'elements'];

const results = [];
function check(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` - ${detail}` : ''}`);
  return ok;
}
function sh(command, args, cwd, env = {}) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env } });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0) console.log(output.slice(-4000));
  return { ok: result.status === 0, output };
}
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const started = Date.now();
const work = mkdtempSync(join(tmpdir(), 'skatekit-fresh-app-'));
let api;
let site;
let budgetSite;

try {
  // ------------------------------------------------------------------ 1. pack the three libraries
  const missing = LIBRARIES.filter((name) => !existsSync(join(root, 'packages', name, 'dist', 'index.js')));
  if (missing.length) {
    console.log(`building ${missing.join(', ')} (no dist yet)`);
    sh('pnpm', missing.flatMap((name) => ['--filter', `@skatekit/${name}`]).concat('build'), root);
  }
  const packDir = join(work, 'tarballs');
  mkdirSync(packDir);
  const tarballs = {};
  for (const name of LIBRARIES) {
    const before = new Set(readdirSync(packDir));
    sh('pnpm', ['pack', '--pack-destination', packDir], join(root, 'packages', name));
    const file = readdirSync(packDir).find((f) => !before.has(f) && f.endsWith('.tgz'));
    if (check(`pnpm pack @skatekit/${name}`, Boolean(file))) tarballs[name] = join(packDir, file);
  }
  if (Object.keys(tarballs).length !== LIBRARIES.length) throw new Error('packing failed');

  // ------------------------------------------------------------------ 2. a fresh Vite + React 19.1 app
  const app = join(work, 'app');
  mkdirSync(join(app, 'src'), { recursive: true });
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'fresh-skatekit-app',
        private: true,
        type: 'module',
        dependencies: {
          '@skatekit/core': `file:${tarballs.core}`,
          '@skatekit/react': `file:${tarballs.react}`,
          '@skatekit/elements': `file:${tarballs.elements}`,
          react: '~19.1.0',
          'react-dom': '~19.1.0',
        },
        devDependencies: { vite: '^7.1.0' },
      },
      null,
      2,
    ),
  );
  // JSX through Vite's esbuild (no Babel plugin needed to compile an app).
  const viteConfig = (extra) => `import { defineConfig } from 'vite';
export default defineConfig({ esbuild: { jsx: 'automatic' }, logLevel: 'warn', ${extra} });
`;
  writeFileSync(join(app, 'vite.config.js'), viteConfig(''));
  writeFileSync(
    join(app, 'index.html'),
    `<!doctype html>
<html lang="en-IN">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Fresh app</title></head>
  <body>
    <header><skate-cart-button label="Cart"></skate-cart-button></header>
    <div id="root"></div>
    <skate-config merchant-code="%VITE_MERCHANT_CODE%" api-base="%VITE_API_BASE%"></skate-config>
    <script type="module" src="/src/main.jsx"></script>
  </body>
</html>
`,
  );
  writeFileSync(
    join(app, 'src', 'main.jsx'),
    `import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { SkateProvider, selectCartCount, useCart } from '@skatekit/react';
import { CartPage } from '@skatekit/react/cart';
import { EquipmentsPage } from '@skatekit/react/catalogue';
import { FloatingCartButton } from '@skatekit/react/shell';
import '@skatekit/elements/define';

function App() {
  const [path, setPath] = useState('/equipments');
  const count = useCart(selectCartCount);
  return (
    <>
      <nav><button type="button" onClick={() => setPath('/cart')}>My cart ({count})</button></nav>
      <FloatingCartButton />
      {path === '/cart' ? <CartPage /> : <EquipmentsPage />}
    </>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <SkateProvider config={{ apiBase: import.meta.env.VITE_API_BASE, merchantCode: import.meta.env.VITE_MERCHANT_CODE, navigate: () => {} }}>
      <App />
    </SkateProvider>
  </StrictMode>,
);
`,
  );
  // The budget app: only SkateProvider and useCart. React and zod get chunks of their own so the
  // rest (SkateKit, core without zod, zustand, the toasts, the CSS) can be weighed on its own.
  writeFileSync(
    join(app, 'budget.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/budget.jsx"></script></body></html>\n',
  );
  writeFileSync(
    join(app, 'src', 'budget.jsx'),
    `import { createRoot } from 'react-dom/client';
import { SkateProvider, useCart } from '@skatekit/react';

function Count() {
  return <span>{useCart((cart) => cart.lines.length)}</span>;
}

createRoot(document.getElementById('root')).render(
  <SkateProvider config={{ apiBase: '/api', merchantCode: 'M' }}><Count /></SkateProvider>,
);
`,
  );
  writeFileSync(
    join(app, 'vite.budget.config.js'),
    viteConfig(`build: {
    outDir: 'dist-budget',
    rollupOptions: {
      input: 'budget.html',
      output: {
        manualChunks(id) {
          if (/[\\\\/]node_modules[\\\\/](react|react-dom|scheduler)[\\\\/]/.test(id)) return 'react';
          if (/[\\\\/]node_modules[\\\\/]zod[\\\\/]/.test(id)) return 'zod';
          return undefined;
        },
      },
    },
  }`),
  );

  // ------------------------------------------------------------------ 3. npm install (registry only)
  const install = sh(
    'npm',
    ['install', '--no-audit', '--no-fund', '--loglevel=error', '--prefer-offline', '--no-package-lock'],
    app,
  );
  check('npm install of the tarballs into a fresh app', install.ok);
  if (!install.ok) throw new Error('install failed');
  const modules = join(app, 'node_modules');
  check(
    'npm install of the packed @skatekit/react pulls no firebase',
    !existsSync(join(modules, 'firebase')),
  );
  const reactCopies = sh('find', [modules, '-path', '*/node_modules/react/package.json'], app)
    .output.trim()
    .split('\n')
    .filter(Boolean);
  const reactVersion = readJson(join(modules, 'react', 'package.json')).version;
  check(
    'one React copy, 19.1',
    reactCopies.length === 1 && reactVersion.startsWith('19.1.'),
    `${reactCopies.length} copy, react@${reactVersion}`,
  );
  const coreCopies = sh('find', [modules, '-path', '*/@skatekit/core/package.json'], app)
    .output.trim()
    .split('\n')
    .filter(Boolean);
  check('one @skatekit/core, the packed one', coreCopies.length === 1, `${coreCopies.length} copy`);

  // ------------------------------------------------------------------ 4. build, and the size budget
  const vite = join(modules, '.bin', 'vite');
  const build = sh(vite, ['build'], app, { VITE_API_BASE: API_BASE, VITE_MERCHANT_CODE: MERCHANT });
  check('vite build of the fresh app', build.ok);
  const budgetBuild = sh(vite, ['build', '-c', 'vite.budget.config.js'], app);
  if (check('vite build of the SkateProvider + useCart app', budgetBuild.ok)) {
    const assets = join(app, 'dist-budget', 'assets');
    const sizes = [];
    for (const file of readdirSync(assets)) {
      if (!/\.(js|css)$/.test(file)) continue;
      sizes.push(`${file} ${(gzipSync(readFileSync(join(assets, file))).length / 1024).toFixed(1)} KB`);
    }
    // What the budget counts is what a browser downloads (step 6): the api client's areas and the
    // notice area are chunks fetched on first use, and this app uses few of them.
    console.log(`     emitted (gzip): ${sizes.join(', ')}`);
  }
  if (!build.ok) throw new Error('build failed');

  // ------------------------------------------------------------------ 5. the real server, the built app
  // Its own process group, so stopping it also stops the server under pnpm (see the finally below).
  api = spawn('node', [join(root, 'e2e', 'scripts', 'serve-api.mjs')], {
    cwd: join(root, 'e2e'),
    detached: true,
    env: { ...process.env, PORT: String(API_PORT), HOST: '127.0.0.1', CORS_ORIGIN: SITE_BASE },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  site = serveStatic(join(app, 'dist'), SITE_PORT);
  await waitFor(`${API_BASE}/meta/${MERCHANT}`, 120_000);

  // ------------------------------------------------------------------ 6. Chromium
  const requireFromE2e = createRequire(join(root, 'e2e', 'package.json'));
  const { chromium } = requireFromE2e('@playwright/test');
  const { TEXTS } = await import(join(app, 'node_modules', '@skatekit', 'core', 'dist', 'texts.js'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ locale: 'en-IN' });
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${SITE_BASE}/`);
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: TEXTS.ADD_TO_CART }) })
      .first();
    const listed = await card
      .waitFor({ timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    check('the listing renders product cards from the server', listed);
    if (listed) {
      const title = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
      await card.getByRole('button', { name: TEXTS.ADD_TO_CART }).click();
      // FloatingCartButton (shown on small screens only, hence `attached`) and a count from useCart.
      const badge = page.locator('.skate-floating-cart .skate-cart-badge').filter({ hasText: '1' });
      const floating = await badge
        .waitFor({ state: 'attached', timeout: 15_000 })
        .then(() => true)
        .catch(() => false);
      check('the React cart badge counts the added product', floating);
      const elementBadge = page.locator('skate-cart-button [part~="badge"]');
      check('the <skate-cart-button> element shares the cart', await hasText(elementBadge, '1'));
      await page.getByRole('button', { name: 'My cart (1)' }).click();
      const line = page.locator('.skate-root').getByText(title, { exact: true }).first();
      check(
        'the cart page lists the added product',
        await line
          .waitFor({ timeout: 15_000 })
          .then(() => true)
          .catch(() => false),
        title,
      );
    }
    check('no uncaught errors in the page', errors.length === 0, errors.join('; '));

    // The budget: the JS and CSS the SkateProvider + useCart app downloads, beyond React and zod,
    // gzip of each file as served (Chromium's network log, as for the elements in e2e/tests/embed.spec.ts).
    if (budgetBuild.ok) {
      budgetSite = serveStatic(join(app, 'dist-budget'), SITE_PORT + 1);
      const budgetPage = await browser.newPage();
      const downloads = [];
      budgetPage.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        downloads.push(
          response.body().then((body) => ({
            name: new URL(response.url()).pathname.split('/').pop(),
            kb: gzipSync(body).length / 1024,
          })),
        );
      });
      await budgetPage.goto(`http://127.0.0.1:${SITE_PORT + 1}/budget.html`);
      await budgetPage.waitForLoadState('networkidle');
      const files = await Promise.all(downloads);
      const beyond = files
        .filter((file) => !/^(react|zod)-/.test(file.name))
        .reduce((sum, f) => sum + f.kb, 0);
      console.log(
        `     downloaded (gzip): ${files.map((f) => `${f.name} ${f.kb.toFixed(1)} KB`).join(', ')}`,
      );
      check(
        `SkateProvider + useCart app downloads within ${BUDGET_KB} KB gzip beyond React and zod`,
        beyond <= BUDGET_KB,
        `${beyond.toFixed(1)} KB`,
      );
    }
  } finally {
    await browser.close();
  }
} catch (error) {
  check('fresh app run', false, error instanceof Error ? error.message : String(error));
} finally {
  site?.close();
  budgetSite?.close();
  if (api && api.exitCode === null) {
    try {
      process.kill(-api.pid, 'SIGTERM');
    } catch {
      api.kill('SIGTERM');
    }
    await new Promise((done) => {
      const timer = setTimeout(done, 8_000);
      api.on('exit', () => {
        clearTimeout(timer);
        done();
      });
    });
  }
  rmSync(work, { recursive: true, force: true });
}

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
console.log(`fresh app: ${passed} passed, ${failed} failed (${Math.round((Date.now() - started) / 1000)} s)`);
if (reportArg) writeFileSync(reportArg.slice('--report='.length), JSON.stringify({ passed, failed }));
process.exit(failed ? 1 : 0);

async function hasText(locator, text) {
  try {
    await locator.filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
    return true;
  } catch {
    return false;
  }
}

async function waitFor(url, limitMs) {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer within ${limitMs / 1000} s`);
}

function serveStatic(dir, port) {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
  };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = join(dir, path.includes('..') || path === '/' ? 'index.html' : path);
    const target = existsSync(file) ? file : join(dir, 'index.html');
    if (!existsSync(target)) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(target)] ?? 'application/octet-stream' });
    res.end(readFileSync(target));
  });
  server.listen(port, '127.0.0.1');
  return server;
}
