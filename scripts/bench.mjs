#!/usr/bin/env node
// `pnpm bench`: one run on this machine, one table in docs/benchmarks.md. Builds what it measures, starts
// its own servers on loopback ports 4383-4385 (stopped at the end, also on failure), and measures:
//   1. payloads: scripts/size-budget.mjs (the elements beside the Buy Button);
//   2. Lighthouse (mobile defaults, median of 3) on home, a listing, a real product page and the cart with
//      a line in it, served by the compiled server with the built site (as `pnpm start:prod` does), each
//      row beside the budget (score >= 95, LCP <= 2.0 s, TBT <= 150 ms, CLS <= 0.05);
//   3. autocannon, 50 connections, against the compiled server on PGlite and on PostgreSQL, each call
//      beside a plain Node http server answering the same pre-serialised bytes (the ceiling);
//   4. scale: 100 / 10,000 / 100,000 products - listing page, search and suggestions times and bytes,
//      the console's product list (pages, searches, sorts, filters; p99 < 100 ms at 100,000 on
//      PostgreSQL), and the first listing view's bytes in Chromium;
//   5. cold start of the compiled server on an empty and on an existing data directory;
//   6. billing: a month's fee billing run for 10,000 students on PGlite and on PostgreSQL (time, peak
//      memory of the run's process; fails unless the invoices written = the students).
// Every step is bounded (fixed durations and counts, timeouts on every wait). Options:
//   --quick        shorter runs (1 Lighthouse run, 2 s autocannon, 100 and 10,000 products)
//   --only=a,b     steps among payloads,lighthouse,api,scale,cold,billing
//   --no-build     use the libraries as last built (pnpm build)
//   --lhr-dir=DIR  also save every Lighthouse report (JSON) there, to see what a score is made of
//   --pages=a,b    Lighthouse pages among home,listing,product,cart (all by default)
//   --scales=a,b   catalogue sizes of the scale step (default 100,10000,100000)
//   --engines=a,b  engines of the scale step among PGlite,PostgreSQL (both by default)
//   BENCH_PG_URL   PostgreSQL server to make a throwaway database on (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_PORT     first of the three loopback ports (default 4383), to run beside another bench; the
//                  throwaway database is then named after it
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, platform, release, tmpdir, totalmem } from 'node:os';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const wants = (step) => !only || only.includes(step);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4383);
const PORT = { api: BASE_PORT, ceiling: BASE_PORT + 1, site: BASE_PORT + 2 };
const API = `http://127.0.0.1:${PORT.api}`;
const STORE = 'SKATE01';
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DB = process.env.BENCH_PORT ? `skatekit_bench_${BASE_PORT}` : 'skatekit_bench';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCALES =
  args
    .find((a) => a.startsWith('--scales='))
    ?.slice(9)
    .split(',')
    .map(Number) ?? (quick ? [100, 10_000] : [100, 10_000, 100_000]);
const ENGINES = args
  .find((a) => a.startsWith('--engines='))
  ?.slice(10)
  .split(',') ?? ['PGlite', 'PostgreSQL'];
const AUTOCANNON_SECONDS = quick ? 2 : 5;
/** Connections of every API run; the add-to-cart run has a shopper of its own on each. */
const CONNECTIONS = 50;
const LIGHTHOUSE_RUNS = quick ? 1 : 3;
const LHR_DIR = args.find((a) => a.startsWith('--lhr-dir='))?.slice(10);
const PAGES = args
  .find((a) => a.startsWith('--pages='))
  ?.slice(8)
  .split(',');

const cleanups = [];
const tempDir = (name) => {
  const dir = mkdtempSync(join(tmpdir(), `skatekit-bench-${name}-`));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};
const log = (...line) => console.log('[bench]', ...line);
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const ms = (value) => (value === undefined || Number.isNaN(value) ? '-' : `${Math.round(value)} ms`);
const kb = (bytes) => (bytes === undefined ? '-' : `${(bytes / 1024).toFixed(1)} KB`);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const pass = (ok) => (ok ? 'yes' : '**no**');

/** Runs a command to completion (output shown), throwing on a non-zero exit. */
function run(command, commandArgs, env = {}) {
  log('$', command, commandArgs.join(' '));
  execFileSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
}

/** Waits until `url` answers 200 (bounded). */
async function waitFor(url, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await sleep(50);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The compiled server (`node packages/server/dist/server.js`) on PORT.api; returns how to stop it. */
async function startApi(env, { waitUrl = `${API}/health` } = {}) {
  const started = performance.now();
  const child = spawn(process.execPath, ['packages/server/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      PORT: String(PORT.api),
      SEED: 'true',
      // The bench signs its shoppers up through the dev outbox (loopback only), one per connection,
      // all from 127.0.0.1: more sign-up codes than the 20 an address is mailed an hour.
      SKATEKIT_DEV_ROUTES: '1',
      OTP_MAILS_PER_IP_HOUR: '1000',
      ...env,
    },
  });
  const exited = new Promise((done) => child.once('exit', done));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000).then(() => child.kill('SIGKILL'))]);
  };
  cleanups.push(stop);
  await waitFor(waitUrl);
  return { stop, startedIn: performance.now() - started };
}

/** A throwaway PostgreSQL database for the run (made and dropped with psql). */
function withPostgres() {
  const psql = (sql) =>
    execFileSync('psql', [PG_ADMIN_URL, '-qAtc', sql], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, PGOPTIONS: '--client-min-messages=warning' },
    });
  psql(`drop database if exists ${PG_DB} with (force)`);
  psql(`create database ${PG_DB}`);
  cleanups.push(() => psql(`drop database if exists ${PG_DB} with (force)`));
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${PG_DB}`;
  return url.toString();
}

// ------------------------------------------------------------------------------------ 1. payloads
function payloads() {
  log('payloads: scripts/size-budget.mjs');
  try {
    return {
      ok: true,
      text: execFileSync(process.execPath, ['scripts/size-budget.mjs'], { cwd: root }).toString(),
    };
  } catch (error) {
    return { ok: false, text: `${error.stdout ?? ''}${error.stderr ?? ''}` };
  }
}

// ------------------------------------------------------------------------------ 2. Lighthouse
const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/** The built site as a static host serves it: gzip, long cache for hashed assets, SPA fallback. */
function serveSite(dir) {
  const cache = new Map();
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    let file = join(dir, path);
    try {
      if (!file.startsWith(dir) || !statSync(file).isFile()) file = join(dir, 'index.html');
    } catch {
      file = join(dir, 'index.html');
    }
    let entry = cache.get(file);
    if (!entry) {
      const raw = readFileSync(file);
      const type = MIME[extname(file)] ?? 'application/octet-stream';
      const compressible = /text|javascript|json|svg|manifest/.test(type);
      entry = { raw, type, gzip: compressible ? gzipSync(raw) : null };
      cache.set(file, entry);
    }
    const gzip = entry.gzip && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, {
      'content-type': entry.type,
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    });
    response.end(gzip ? entry.gzip : entry.raw);
  });
  return new Promise((done) =>
    server.listen(PORT.site, '127.0.0.1', () => {
      cleanups.push(() => new Promise((closed) => server.close(closed)));
      done(`http://127.0.0.1:${PORT.site}`);
    }),
  );
}

async function buildSite() {
  const out = tempDir('site');
  run(
    'pnpm',
    ['--filter', '@skatekit/host-site', 'exec', 'vite', 'build', '--outDir', out, '--emptyOutDir'],
    {
      VITE_API_BASE: API,
      VITE_MERCHANT_CODE: STORE,
    },
  );
  return out;
}

/** A call of the API (fetch/XHR; the site's own files and the images come from the same origin). */
const isApiCall = (request) =>
  request.url.startsWith(API) && (request.resourceType === 'Fetch' || request.resourceType === 'XHR');

/** puppeteer-core, as Lighthouse itself depends on it (not a dependency of the workspace). */
async function puppeteer() {
  const lighthouseRequire = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
  const module = await import(pathToFileURL(lighthouseRequire.resolve('puppeteer-core')).href);
  return module.default ?? module;
}

/**
 * Lighthouse runs of each page: `[name, path, { expect, prepare }]`. `prepare(page, site)` readies the
 * browser first (a cart line in storage: storage is then kept across the runs); `expect` is text the page
 * must show once measured, so a row never measures "Product not found" or a placeholder.
 */
async function lighthouseRuns(site, pages, { runs, desktop = false }) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  cleanups.push(() => chrome.kill());
  const browser = await (await puppeteer()).connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const results = [];
  try {
    for (const [name, path, options = {}] of pages) {
      const samples = [];
      const page = await browser.newPage();
      if (options.prepare) await options.prepare(page, site);
      for (let i = 0; i < runs; i++) {
        // Storage is kept for a prepared page (the cart line), and Lighthouse then keeps the HTTP cache
        // too: emptied here, so the page's files are downloaded as on a first visit.
        if (options.prepare) {
          const cdp = await page.createCDPSession();
          await cdp.send('Network.clearBrowserCache');
          await cdp.detach();
        }
        const config = desktop
          ? (await import('lighthouse/core/config/desktop-config.js')).default
          : undefined;
        const measure = () =>
          lighthouse(
            `${site}${path}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
              disableStorageReset: Boolean(options.prepare),
            },
            config,
            page,
          );
        let result = await measure();
        // A trace Lighthouse could not read (NO_NAVSTART and the like, on a loaded machine) has no
        // metrics: measured again rather than counted as a score of 0.
        for (let retry = 0; result.lhr.runtimeError && retry < 2; retry++) {
          log('lighthouse', name, i + 1, 'again:', result.lhr.runtimeError.code);
          result = await measure();
        }
        if (result.lhr.runtimeError) {
          throw new Error(`lighthouse ${name}: ${result.lhr.runtimeError.code} three times`);
        }
        if (options.expect) {
          // What React drew in the page's main area (not the server's first screen, nor the inline data).
          const text = await page.evaluate(() => document.getElementById('main-content')?.textContent ?? '');
          if (!text.includes(options.expect)) {
            throw new Error(
              `lighthouse ${name}: ${path} does not show "${options.expect}"; measured the wrong page`,
            );
          }
        }
        const { audits, categories } = result.lhr;
        if (LHR_DIR) {
          mkdirSync(LHR_DIR, { recursive: true });
          writeFileSync(
            join(LHR_DIR, `${name}-${desktop ? 'desktop' : 'mobile'}-${i + 1}.json`),
            result.report,
          );
        }
        const requests = audits['network-requests']?.details?.items ?? [];
        samples.push({
          score: Math.round((categories.performance.score ?? 0) * 100),
          fcp: audits['first-contentful-paint'].numericValue,
          lcp: audits['largest-contentful-paint'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          js: requests
            .filter((r) => r.resourceType === 'Script')
            .reduce((s, r) => s + (r.transferSize ?? 0), 0),
          api: requests.filter(isApiCall).reduce((s, r) => s + (r.transferSize ?? 0), 0),
          apiCalls: requests.filter(isApiCall).length,
          total: audits['total-byte-weight'].numericValue,
        });
        log('lighthouse', name, i + 1, JSON.stringify(samples.at(-1)));
      }
      const med = (key) => median(samples.map((s) => s[key]));
      results.push({
        name,
        path,
        score: med('score'),
        fcp: med('fcp'),
        lcp: med('lcp'),
        cls: med('cls'),
        tbt: med('tbt'),
        js: med('js'),
        api: med('api'),
        apiCalls: med('apiCalls'),
        total: med('total'),
      });
      await page.close();
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
  return results;
}

// --------------------------------------------------------------------------- 3. API throughput
/** A signed-up shopper's token through the API (OTP read from the dev outbox). */
let signUps = 0;
async function signUp() {
  signUps += 1;
  const email = `bench-${Date.now()}-${signUps}@example.com`;
  const post = async (path, body, token) => {
    const response = await fetch(`${API}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const json = await response.json();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
  await post('/registeruser/api/send-otp', { email, main_id: STORE });
  let otp;
  for (let i = 0; i < 100 && !otp; i++) {
    const outbox = await (await fetch(`${API}/dev/outbox/${encodeURIComponent(email)}`)).json();
    const mails = Array.isArray(outbox) ? outbox : (outbox.data ?? []);
    otp = mails
      .map((m) => `${m.subject ?? ''} ${m.text ?? ''}`.match(/(?<!\d)(\d{6})(?!\d)/)?.[1])
      .find(Boolean);
    if (!otp) await sleep(50);
  }
  await post('/registeruser/api/verify-otp', { email, otp, main_id: STORE });
  const signup = await post('/registeruser/api/signup', {
    email,
    mobile: '9876543210',
    full_name: 'Bench Shopper',
    password: 'bench-password',
    main_id: STORE,
  });
  return { token: signup.accessToken, userId: signup.newUser.user_id };
}

/** The calls the API bench runs: home calls (in turn), a listing page, a product, add to cart, coupon check. */
async function apiCalls() {
  const products = (
    await (
      await fetch(`${API}/grouped-product/search-all-products/${STORE}?type=equipment&page=1&limit=9`)
    ).json()
  ).data;
  const simple = products.find((p) => p.product_type === 'Simple') ?? products[0];
  // Add to cart makes a real new line each time: each connection is a shopper of its own who adds a
  // product (one in stock, of a listing page of 100), then empties their cart, so the next add is a
  // new line again. (One shopper for every connection would measure 50 writers queuing on one cart.)
  const shoppers = [];
  for (let i = 0; i < CONNECTIONS; i++) shoppers.push(await signUp());
  const user = shoppers[0];
  const authOf = (shopper) => ({
    authorization: `Bearer ${shopper.token}`,
    'content-type': 'application/json',
  });
  const auth = authOf(user);
  const shelf = (
    await (
      await fetch(`${API}/grouped-product/search-all-products/${STORE}?type=equipment&page=1&limit=100`)
    ).json()
  ).data.filter(
    (p) =>
      p.product_type === 'Simple' &&
      p.status === 'Active' &&
      (String(p.stock).toLowerCase() === 'unlimited stock' || Number(p.totalStock) > 0),
  );
  const cartLine = (p, shopper) =>
    JSON.stringify({
      product_id: p.product_id,
      product_sku: p.sku,
      product_name: p.title,
      user_id: shopper.userId,
      main_id: STORE,
      quantity: 1,
    });
  const cartBody = cartLine(shelf[0] ?? simple, user);
  let connections = 0;
  /** The connection's shopper and product, chosen on its first request. */
  const own = (context) => {
    if (context.shopper) return context;
    const n = connections++;
    context.shopper = shoppers[n % shoppers.length];
    context.line = cartLine(shelf[n % Math.max(1, shelf.length)] ?? simple, context.shopper);
    return context;
  };
  const ownLine = (request, context) => {
    const { shopper, line } = own(context);
    return { ...request, headers: authOf(shopper), body: line };
  };
  const ownEmptying = (request, context) => {
    const { shopper } = own(context);
    return {
      ...request,
      path: `/cart/deleteall/${shopper.userId}`,
      headers: { authorization: authOf(shopper).authorization },
    };
  };
  return [
    {
      name: 'home calls (6 reads in turn)',
      read: true,
      requests: [
        `/newarrival/all/${STORE}`,
        `/slider/all/${STORE}`,
        `/marquee/all/${STORE}`,
        `/offer/all/${STORE}`,
        `/category/getdata/category/${STORE}`,
        `/grouped-product/search-all-products/${STORE}?type=equipment&page=1&limit=10`,
      ].map((path) => ({ method: 'GET', path })),
    },
    {
      name: 'listing page',
      read: true,
      requests: [
        {
          method: 'GET',
          path: `/grouped-product/search-all-products/${STORE}?type=equipment&page=1&limit=9`,
        },
      ],
    },
    {
      name: 'product',
      read: true,
      requests: [{ method: 'GET', path: `/grouped-product/single/${simple.product_id}` }],
    },
    {
      name: 'add to cart (a new line, then empty the cart)',
      read: false,
      requests: [
        { method: 'POST', path: '/cart', headers: auth, body: cartBody, setupRequest: ownLine },
        // No content-type on the DELETE: a JSON content-type with no body is a 400 (Fastify).
        {
          method: 'DELETE',
          path: `/cart/deleteall/${user.userId}`,
          headers: { authorization: auth.authorization },
          setupRequest: ownEmptying,
        },
      ],
    },
    {
      name: 'coupon check',
      read: true,
      requests: [{ method: 'GET', path: `/coupon/check/SKATE10?user_id=${STORE}` }],
    },
  ];
}

/**
 * A plain Node http server answering each call's pre-serialised bytes, as fetched once from the API, in a
 * process of its own (scripts/bench-ceiling.mjs), like the API server: the ceiling.
 */
async function ceilingServer(calls) {
  const answers = {};
  for (const call of calls) {
    for (const r of call.requests) {
      const response = await fetch(`${API}${r.path}`, {
        method: r.method,
        headers: { ...(r.headers ?? {}), 'accept-encoding': 'identity' },
        body: r.body,
      });
      answers[`${r.method} ${r.path}`] = {
        status: response.status,
        type: response.headers.get('content-type') ?? 'application/json',
        body: Buffer.from(await response.arrayBuffer()).toString('base64'),
      };
    }
  }
  const file = join(tempDir('ceiling'), 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const child = spawn(process.execPath, ['scripts/bench-ceiling.mjs', file, String(PORT.ceiling)], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  const close = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(5_000).then(() => child.kill('SIGKILL'))]);
  };
  cleanups.push(close);
  await new Promise((done, fail) => {
    child.once('message', done);
    child.once('exit', (code) => fail(new Error(`the ceiling server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${PORT.ceiling}`, close };
}

async function autocannonRun(base, call, seconds = AUTOCANNON_SECONDS) {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: call.requests,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Turns of each side of an API row (see apiBench). */
const ROUNDS = 2;

/** Equal-length runs as one: their mean rate, their worst p50 and p99, every failure. */
function combinedRuns(runs) {
  const sum = (key) => runs.reduce((total, run) => total + run[key], 0);
  return {
    rps: sum('rps') / runs.length,
    p50: Math.max(...runs.map((run) => run.p50)),
    p99: Math.max(...runs.map((run) => run.p99)),
    non2xx: sum('non2xx'),
    errors: sum('errors'),
  };
}

async function apiBench(engine, env) {
  log('api bench on', engine);
  const api = await startApi(env);
  try {
    const calls = await apiCalls();
    const ceiling = await ceilingServer(calls);
    const rows = [];
    for (const call of calls) {
      // Server and ceiling take turns (server, ceiling, server, ceiling; half the time each turn), so a
      // burst of the shared host's other load falls on both rather than on one of them.
      const turns = { server: [], plain: [] };
      for (let round = 0; round < ROUNDS; round++) {
        turns.server.push(await autocannonRun(API, call, AUTOCANNON_SECONDS / ROUNDS));
        turns.plain.push(await autocannonRun(ceiling.url, call, AUTOCANNON_SECONDS / ROUNDS));
      }
      const server = combinedRuns(turns.server);
      const plain = combinedRuns(turns.plain);
      rows.push({ engine, name: call.name, read: call.read, server, plain });
      log(engine, call.name, JSON.stringify({ server, plain }));
    }
    await ceiling.close();
    return rows;
  } finally {
    await api.stop();
  }
}

// --------------------------------------------------------------------------------- 4. scale
/**
 * 100 distinct titles of the seeded catalogue, spread over it (one page of 100 from its middle): the
 * searches ask for them, the suggestions for their first word and the start of the next, so every call
 * finds products whatever the seed's titles are.
 */
async function sampleTitles(count) {
  const page = Math.max(1, Math.floor(count / 200));
  const response = await fetch(
    `${API}/grouped-product/search-all-products/${STORE}?type=equipment&limit=100&page=${page}`,
  );
  const titles = [...new Set(((await response.json()).data ?? []).map((p) => p.title))];
  if (titles.length === 0) throw new Error('the seeded catalogue has no titles to search for');
  return titles;
}
/** Up to `n` distinct prefixes of the titles: first word and the start of the next, longer where they repeat. */
function distinctPrefixes(titles, n) {
  const prefixes = new Set();
  for (let extra = 0; prefixes.size < n && extra < 40; extra++) {
    for (const title of titles) {
      const space = title.indexOf(' ');
      prefixes.add(title.slice(0, (space < 0 ? 1 : space + 1) + 3 + extra));
      if (prefixes.size === n) break;
    }
  }
  return [...prefixes];
}

/** `count` sequential calls of distinct addresses (so no cached answer is reused): p50, p99, bytes of the first. */
async function timeCalls(paths, headers = {}) {
  const times = [];
  let firstBytes;
  let firstGzip;
  for (const path of paths) {
    const started = performance.now();
    const response = await fetch(`${API}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });
    const body = Buffer.from(await response.arrayBuffer());
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    if (firstBytes === undefined) {
      firstBytes = body.length;
      firstGzip = gzipSync(body).length;
    }
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99), bytes: firstBytes, gzip: firstGzip };
}

/** The demo owner's console cookie: password, then the code from the dev outbox (docs/admin.md). */
async function consoleCookie() {
  const email = 'owner@skate01.test';
  const post = async (path, body) => {
    const response = await fetch(`${API}/admin/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = await response.json();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
    return { json, cookie: response.headers.get('set-cookie')?.split(';')[0] };
  };
  /** The codes mailed so far, newest first (the outbox keeps the earlier scales' mails too). */
  const mailed = async () => {
    const outbox = await (await fetch(`${API}/dev/outbox/${encodeURIComponent(email)}`)).json();
    const mails = Array.isArray(outbox) ? outbox : (outbox.data ?? []);
    return [...mails]
      .sort((a, b) => String(b.sentAt).localeCompare(String(a.sentAt)))
      .map((m) => `${m.subject ?? ''} ${m.text ?? ''}`.match(/(?<!\d)(\d{6})(?!\d)/)?.[1])
      .filter(Boolean);
  };
  const before = (await mailed()).length;
  const { json } = await post('/auth/login', { merchant: STORE, email, password: 'skate-owner-demo' });
  let code;
  for (let i = 0; i < 100 && !code; i++) {
    const codes = await mailed();
    code = codes.length > before ? codes[0] : undefined;
    if (!code) await sleep(50);
  }
  const signedIn = await post('/auth/second-factor', { challengeId: json.challengeId, code });
  return signedIn.cookie;
}

async function scaleBench(engine, env, site) {
  const rows = [];
  for (const count of SCALES) {
    log('scale', engine, count);
    run('pnpm', ['seed:scale', String(count)], env);
    const api = await startApi(env);
    try {
      const base = `/grouped-product/search-all-products/${STORE}`;
      const n = 100;
      const titles = await sampleTitles(count);
      const prefixes = distinctPrefixes(titles, n);
      const listing = await timeCalls(
        Array.from(
          { length: n },
          (_, i) => `${base}?type=equipment&limit=9&page=${(i % Math.max(1, Math.floor(count / 9))) + 1}`,
        ),
      );
      const search = await timeCalls(
        Array.from(
          { length: n },
          (_, i) =>
            `${base}?type=equipment&page=1&limit=9&q=${encodeURIComponent(titles[i % titles.length])}`,
        ),
      );
      const suggestions = await timeCalls(
        Array.from(
          { length: n },
          (_, i) =>
            `/grouped-product/suggestions/${STORE}?q=${encodeURIComponent(prefixes[i % prefixes.length])}`,
        ),
      );
      // The console's product list (issue 23), as its screen asks: pages of the newest-first list, title /
      // sku searches, the other sorts (title, price) and the filters (status, category, type), each call
      // at another page of the first 10,000 products (as far as the screen's pager goes).
      const cookie = { cookie: await consoleCookie() };
      const consolePages = Math.max(1, Math.floor(Math.min(count, 10_000) / 25));
      const consoleCall = [
        (i) => `page=${(i % consolePages) + 1}`,
        (i) => `q=${encodeURIComponent(prefixes[i % prefixes.length])}`,
        (i) => `sort=${i % 2 ? '-price' : 'title'}&page=${((i * 7) % consolePages) + 1}`,
        (i) =>
          [`status=Active`, `category=skates`, `type=Simple`][i % 3] +
          `&page=${((i * 3) % Math.max(1, Math.floor(consolePages / 4))) + 1}`,
      ];
      const consoleList = await timeCalls(
        Array.from(
          { length: n },
          (_, i) =>
            `/admin/api/products?pageSize=25&${consoleCall[i % consoleCall.length](Math.floor(i / consoleCall.length))}`,
        ),
        cookie,
      );
      let view;
      if (site) {
        const [result] = await lighthouseRuns(site, [['listing', '/equipments']], { runs: 1, desktop: true });
        view = result;
      }
      rows.push({ engine, count, listing, search, suggestions, consoleList, view });
      log('scale', engine, count, JSON.stringify(rows.at(-1)));
    } finally {
      await api.stop();
    }
  }
  return rows;
}

// ----------------------------------------------------------------------------- 5. cold start
async function coldStart() {
  const dataDir = tempDir('cold');
  const firstUrl = `${API}/grouped-product/search-all-products/${STORE}?page=1&limit=9`;
  const empty = await startApi({ DATA_DIR: dataDir }, { waitUrl: firstUrl });
  await empty.stop();
  const existing = await startApi({ DATA_DIR: dataDir }, { waitUrl: firstUrl });
  await existing.stop();
  return { empty: empty.startedIn, existing: existing.startedIn };
}

// ------------------------------------------------------------------------------------ 6. billing
/** Students of the billing run. */
const BILLING_STUDENTS = 10_000;

/**
 * A month's fee billing for BILLING_STUDENTS students (packages/server/scripts/bench-billing.ts): seeded in
 * one process, billed in another, so that the run's peak memory is the run's (with the database driver,
 * PGlite's WebAssembly heap included).
 */
function billingBench(engine, env) {
  const phase = (...phaseArgs) => {
    const out = execFileSync(
      'pnpm',
      [
        '--filter',
        '@skatekit/server',
        'exec',
        'tsx',
        '--conditions=source',
        'scripts/bench-billing.ts',
        ...phaseArgs,
      ],
      {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    ).toString();
    return JSON.parse(out.trim().split('\n').at(-1));
  };
  log('billing', engine, 'seed', BILLING_STUDENTS);
  phase('seed', String(BILLING_STUDENTS));
  log('billing', engine, 'run');
  const result = phase('run');
  log('billing', engine, JSON.stringify(result));
  return { engine, ...result };
}

// ----------------------------------------------------------------------------------- report
/**
 * How long a new process takes to touch fresh memory, per GiB (median of 3). A few hundred ms on a plain
 * machine; a virtual machine whose freed pages go back to its host pays a host fault on each first touch
 * (4,000+ ms/GiB was seen), and every new browser page then runs several times slower: Lighthouse's TBT
 * of one build moved from 69 ms to 2,100 ms between two such hosts. Runs are comparable only alike.
 */
function firstTouchMsPerGiB() {
  const runs = [0, 1, 2].map(() =>
    Number(
      execFileSync(process.execPath, [
        '-e',
        'const b = Buffer.allocUnsafeSlow(256 * 2 ** 20); const t = performance.now(); b.fill(1); console.log(performance.now() - t)',
      ]).toString(),
    ),
  );
  return Math.round(median(runs) * 4).toLocaleString('en-US');
}

function machine() {
  let chromium = '-';
  try {
    chromium = execFileSync(CHROMIUM, ['--version']).toString().trim();
  } catch {
    // not installed
  }
  let pg = '-';
  try {
    pg = execFileSync('psql', [PG_ADMIN_URL, '-Atc', 'show server_version']).toString().trim();
  } catch {
    // no psql
  }
  const cpu = cpus();
  return [
    `${cpu[0]?.model ?? 'cpu'} x ${cpu.length}`,
    `${(totalmem() / 2 ** 30).toFixed(0)} GiB`,
    `first touch of new memory ${firstTouchMsPerGiB()} ms/GiB`,
    `${platform()} ${release()}`,
    `Node ${process.version}`,
    chromium,
    `PostgreSQL ${pg}`,
  ].join(', ');
}

/** "met", or "**missed**: " and what missed it (a Lighthouse row against the issue's budget). */
function lighthouseBudget(r) {
  const missed = [
    r.score < 95 ? `score ${r.score} < 95` : '',
    r.lcp > 2000 ? `LCP ${(r.lcp / 1000).toFixed(2)} s > 2.0 s` : '',
    r.tbt > 150 ? `TBT ${Math.round(r.tbt)} ms > 150 ms` : '',
    r.cls > 0.05 ? `CLS ${r.cls.toFixed(3)} > 0.05` : '',
  ].filter(Boolean);
  return missed.length === 0 ? 'met' : `**missed**: ${missed.join(', ')}`;
}

function report({ started, sizes, lighthouse, api, scale, cold, billing }) {
  const lines = [
    '# Benchmarks',
    '',
    `Written by \`pnpm bench\` (scripts/bench.mjs) on ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC${quick ? ' with --quick' : ''}.`,
    '',
    `Machine: ${machine()}. Load average at the start: ${await_load()}. The machine is shared: timings move with whatever else runs.`,
    '',
  ];
  if (sizes) {
    lines.push('## 1. Payloads (scripts/size-budget.mjs, gzip)', '', '```', sizes.text.trim(), '```', '');
  }
  if (lighthouse) {
    lines.push(
      `## 2. Host site, Lighthouse (mobile defaults, median of ${LIGHTHOUSE_RUNS})`,
      '',
      'Production build served by the compiled server as `pnpm start:prod` runs it (pages rendered with their data, compressed); the product row is a real product page, the cart row has one line in it. Budget: score >= 95, LCP <= 2.0 s, TBT <= 150 ms, CLS <= 0.05 on every page; a row that misses it says which.',
      '',
      '| page | score (>= 95) | FCP | LCP (<= 2.0 s) | TBT (<= 150 ms) | CLS (<= 0.05) | JS transferred | API calls (bytes) | all bytes | budget |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...lighthouse.map(
        (r) =>
          `| ${r.name} \`${r.path}\` | ${r.score} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | ${kb(r.js)} | ${r.apiCalls} (${kb(r.api)}) | ${kb(r.total)} | ${lighthouseBudget(r)} |`,
      ),
      '',
    );
  }
  if (api) {
    lines.push(
      `## 3. API throughput (autocannon, 50 connections, ${AUTOCANNON_SECONDS} s per call in ${ROUNDS} turns)`,
      '',
      "Compiled server (`node packages/server/dist/server.js`) beside a plain Node `http` server answering the same pre-serialised bytes (the ceiling), taking turns (server, ceiling, server, ceiling; half the time each turn) so that the shared host's other load falls on both: a row's rate is the mean of its turns, its p50 and p99 the worse turn's. Goal (reads, PostgreSQL): >= 60 % of the ceiling, p99 <= 25 ms.",
      '',
      '| engine | call | req/s | p50 | p99 | non-2xx | ceiling req/s | ceiling p99 | share of ceiling | goal met |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...api.map((r) => {
        const share = r.server.rps / r.plain.rps;
        const goal = r.read && r.engine === 'PostgreSQL' ? pass(share >= 0.6 && r.server.p99 <= 25) : 'n/a';
        return `| ${r.engine} | ${r.name} | ${Math.round(r.server.rps)} | ${r.server.p50} ms | ${r.server.p99} ms | ${r.server.non2xx} | ${Math.round(r.plain.rps)} | ${r.plain.p99} ms | ${(share * 100).toFixed(0)} % | ${goal} |`;
      }),
      '',
      '`add to cart` writes a new line each time: each of the 50 connections is a signed-in shopper of its own who adds a product of their own (of up to 100 in stock on the first listing page), then empties their cart (`DELETE /cart/deleteall/{user}`, counted in the row: half its requests are the emptying).',
      '',
    );
  }
  if (scale) {
    lines.push(
      '## 4. Scale',
      '',
      '100 sequential calls per row, each a different address (no cached answer reused): p50 / p99 and the bytes of one answer (raw / gzip). Console product list: the demo owner signed in, 25 a page; a quarter each of newest-first pages, title / sku searches, pages sorted by title or price, and pages filtered by status, category or type. First listing view: `/equipments` loaded once in Chromium (Lighthouse desktop, no throttling), every byte transferred and the API share. Goal: at 100,000 products the first listing view transfers <= 1.2x its bytes at 100, a suggestion answers in <= 30 ms p99, and the console product list in < 100 ms p99 on PostgreSQL.',
      '',
      '| engine | products | listing page p50 / p99 | bytes | search p50 / p99 | bytes | suggestions p50 / p99 | bytes | console product list p50 / p99 | first listing view (API) |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...scale.map(
        (r) =>
          `| ${r.engine} | ${r.count.toLocaleString('en-IN')} | ${ms(r.listing.p50)} / ${ms(r.listing.p99)} | ${kb(r.listing.bytes)} / ${kb(r.listing.gzip)} | ${ms(r.search.p50)} / ${ms(r.search.p99)} | ${kb(r.search.bytes)} / ${kb(r.search.gzip)} | ${ms(r.suggestions.p50)} / ${ms(r.suggestions.p99)} | ${kb(r.suggestions.bytes)} | ${ms(r.consoleList?.p50)} / ${ms(r.consoleList?.p99)} | ${r.view ? `${kb(r.view.total)} (${kb(r.view.api)}, ${r.view.apiCalls} calls)` : '-'} |`,
      ),
      '',
    );
    for (const engine of new Set(scale.map((r) => r.engine))) {
      const rows = scale.filter((r) => r.engine === engine);
      const small = rows.find((r) => r.count === 100);
      const large = rows.find((r) => r.count === Math.max(...rows.map((row) => row.count)));
      const at = large.count.toLocaleString('en-IN');
      const goals = [
        `suggestion p99 at ${at}: ${ms(large.suggestions.p99)} (goal <= 30 ms): ${pass(large.suggestions.p99 <= 30)}`,
      ];
      if (small?.view && large.view && small !== large) {
        const ratio = large.view.total / small.view.total;
        goals.unshift(
          `first listing view at ${at} = ${ratio.toFixed(2)}x its bytes at 100 (goal <= 1.2x): ${pass(ratio <= 1.2)}`,
        );
      }
      // The issue's budget is PostgreSQL's at 100,000 products; other rows show where they stand.
      const budgeted = engine === 'PostgreSQL' && large.count === 100_000;
      goals.push(
        `console product list p99 at ${at}: ${ms(large.consoleList?.p99)}${budgeted ? ` (budget < 100 ms): ${large.consoleList?.p99 < 100 ? 'met' : '**missed**'}` : ''}`,
      );
      lines.push(`- ${engine}: ${goals.join('; ')}`);
    }
    lines.push('');
  }
  if (cold) {
    lines.push(
      '## 5. Cold start (compiled server, PGlite)',
      '',
      'From spawning `node packages/server/dist/server.js` to the first answer of a listing page.',
      '',
      '| data directory | first answer |',
      '| --- | --- |',
      `| empty (initdb, migrate, seed) | ${ms(cold.empty)} |`,
      `| existing | ${ms(cold.existing)} |`,
      '',
    );
  }
  if (billing) {
    lines.push(
      `## 6. Fee billing run (${BILLING_STUDENTS.toLocaleString('en-IN')} students)`,
      '',
      "A month's billing (`runFeeBilling`, the job `POST /dev/fees/run` and the fee timer run) for 10,000 students of one merchant, two to a parent (the second with the sibling rule), all enrolled in one batch before the month: one invoice per student, inserted 1,000 to a statement with ON CONFLICT DO NOTHING on (merchant, student, month). Its own process (packages/server/scripts/bench-billing.ts), seeded by another: time of the run, and the process's peak RSS (sampled every 5 ms; PGlite's WebAssembly database is inside it) and how much of it the run added. The run fails unless the invoices written for the batch equal its students.",
      '',
      '| engine | students | invoices written | time | peak RSS | RSS added by the run | one invoice per student |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...billing.map(
        (r) =>
          `| ${r.engine} | ${r.students.toLocaleString('en-IN')} | ${r.rows.toLocaleString('en-IN')} | ${ms(r.ms)} | ${r.peakRssMb} MB | ${r.rssGrowthMb} MB | ${pass(r.rows === r.students)} |`,
      ),
      '',
    );
  }
  return lines.join('\n');
}

/** Section number of each step in docs/benchmarks.md. */
const SECTION_OF = { payloads: '1', lighthouse: '2', api: '3', scale: '4', cold: '5', billing: '6' };

/** `## N. ...` sections of a report, by N. */
function sectionsOf(text) {
  const sections = new Map();
  const parts = text.split(/^(?=## \d\. )/m);
  for (const part of parts.slice(1)) sections.set(part.slice(3, 4), part.trimEnd());
  return { head: parts[0].trimEnd(), sections };
}

/**
 * With --only, the steps not run keep their section of the earlier docs/benchmarks.md, marked with
 * that run's date, so refreshing one step does not drop the others' figures.
 */
function keepEarlierSections(text, file) {
  if (!only) return text;
  let earlier;
  try {
    earlier = sectionsOf(readFileSync(file, 'utf8'));
  } catch {
    return text;
  }
  const date = earlier.head.match(/on (\d{4}-\d\d-\d\d \d\d:\d\d) UTC/)?.[1] ?? 'an earlier run';
  const now = sectionsOf(text);
  const ran = new Set(only.map((step) => SECTION_OF[step]));
  const merged = ['1', '2', '3', '4', '5', '6'].flatMap((n) => {
    if (ran.has(n)) return now.sections.has(n) ? [now.sections.get(n)] : [];
    const old = earlier.sections.get(n);
    if (!old) return [];
    // A section kept before keeps its own date.
    if (old.includes('\n_Kept from the run of ')) return [old];
    const [title, ...rest] = old.split('\n');
    return [
      [
        title,
        '',
        `_Kept from the run of ${date} UTC (this run had --only=${only.join(',')})._`,
        ...rest,
      ].join('\n'),
    ];
  });
  return [now.head, '', ...merged.flatMap((section) => [section, ''])].join('\n').trimEnd();
}

let loadAtStart = '-';
const await_load = () => loadAtStart;

async function main() {
  const started = new Date();
  try {
    loadAtStart = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    // not Linux
  }
  if (!args.includes('--no-build')) run('pnpm', ['build']);
  const results = { started };
  if (wants('payloads')) results.sizes = payloads();
  const needsSite = wants('lighthouse') || wants('scale');
  const siteDir = needsSite ? await buildSite() : null;
  // The scale step's listing views: the same build from a static server beside the API.
  const site = siteDir && wants('scale') ? await serveSite(siteDir) : null;
  if (wants('lighthouse')) {
    // The production set-up of `pnpm start:prod`: the compiled server serving the built site (each page
    // rendered with its data, site/site.ts) and the API from one origin, compressed.
    const dataDir = tempDir('lighthouse');
    const api = await startApi({ DATA_DIR: dataDir, SITE_DIR: siteDir });
    try {
      // The first product of the listing a shopper can add as it is (not a Variable Product, whose line
      // is one of its variations).
      const shelf = (
        await (
          await fetch(`${API}/grouped-product/search-all-products/${STORE}?type=equipment&page=1&limit=12`)
        ).json()
      ).data;
      const product = shelf.find((p) => p.product_type !== 'Variable Product') ?? shelf[0];
      // The route the site links to (core's productRoute: each segment encoded), not the plain title.
      const { CART_COOKIE, cartCookieValue, productRoute } = await import(
        pathToFileURL(join(root, 'packages/core/dist/rules.js')).href
      );
      /**
       * One line of that product in the guest cart (storage kept for the cart's runs), and the cart cookie
       * the site keeps beside it (its first lines, which the server draws /cart's first screen from).
       */
      const withCartLine = async (page, origin) => {
        // A file of the site's origin, not a page: no script of the site left downloading into the cache
        // the runs start from.
        await page.goto(`${origin}/robots.txt`, { waitUntil: 'load' });
        await page.evaluate((line) => localStorage.setItem('guest_cart', JSON.stringify([line])), {
          product_id: product.product_id,
          product_sku: product.sku,
          product_name: product.title,
          product_price: product.originalPrice,
          product_saleprice: product.discountPrice,
          product_stockstatus: product.stock,
          product_image: product.image,
          product_type: product.product_type,
          category: product.category,
          delivery_days: product.delivery_days,
          main_id: STORE,
          quantity: 1,
        });
        const cookie = `${CART_COOKIE}=${cartCookieValue([{ product_id: product.product_id, product_sku: product.sku, quantity: 1 }])}; Path=/`;
        await page.evaluate((value) => {
          document.cookie = value;
        }, cookie);
      };
      results.lighthouse = await lighthouseRuns(
        API,
        [
          ['home', '/'],
          ['listing', '/equipments'],
          ['product', productRoute(product.title, product.product_id), { expect: product.title }],
          ['cart', '/cart', { prepare: withCartLine, expect: product.title }],
        ].filter(([name]) => !PAGES || PAGES.includes(name)),
        { runs: LIGHTHOUSE_RUNS },
      );
    } finally {
      await api.stop();
    }
  }
  const pgUrl = wants('api') || wants('scale') || wants('billing') ? withPostgres() : null;
  if (wants('api')) {
    results.api = [
      ...(await apiBench('PGlite', { DATA_DIR: tempDir('api') })),
      ...(await apiBench('PostgreSQL', { DATABASE_URL: pgUrl })),
    ];
  }
  if (wants('scale')) {
    results.scale = [
      ...(ENGINES.includes('PGlite') ? await scaleBench('PGlite', { DATA_DIR: tempDir('scale') }, site) : []),
      ...(ENGINES.includes('PostgreSQL')
        ? await scaleBench('PostgreSQL', { DATABASE_URL: pgUrl }, site)
        : []),
    ];
  }
  if (wants('cold')) results.cold = await coldStart();
  if (wants('billing')) {
    results.billing = [
      billingBench('PGlite', { DATA_DIR: tempDir('billing') }),
      billingBench('PostgreSQL', { DATABASE_URL: pgUrl }),
    ];
  }
  const out = join(root, 'docs', 'benchmarks.md');
  writeFileSync(out, `${keepEarlierSections(report(results), out)}\n`);
  log('wrote', out);
  if (results.sizes && !results.sizes.ok) process.exitCode = 1;
}

try {
  await main();
} finally {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error('[bench] cleanup:', error.message);
    }
  }
}
