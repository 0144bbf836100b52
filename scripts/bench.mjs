#!/usr/bin/env node
// `pnpm bench`: one run on this machine, one table in docs/benchmarks.md. Builds what it measures, starts
// its own servers on loopback ports 4383-4386 (stopped at the end, also on failure), and measures:
//   1. payloads: scripts/size-budget.mjs (the elements beside the Buy Button);
//   2. Lighthouse (mobile defaults, median of 3) on home, a listing, a product and the cart of the
//      production build of the host site, served compressed as a static host would;
//   3. autocannon, 50 connections, against the compiled server on PGlite and on PostgreSQL, each call
//      beside a plain Node http server answering the same pre-serialised bytes (the ceiling);
//   4. scale: 100 / 10,000 / 100,000 products - listing page, search and suggestions times and bytes,
//      and the first listing view's bytes in Chromium;
//   5. cold start of the compiled server on an empty and on an existing data directory.
// Every step is bounded (fixed durations and counts, timeouts on every wait). Options:
//   --quick        shorter runs (1 Lighthouse run, 2 s autocannon, 100 and 10,000 products)
//   --only=a,b     steps among payloads,lighthouse,api,scale,cold
//   --no-build     use the libraries as last built (pnpm build)
//   --lhr-dir=DIR  also save every Lighthouse report (JSON) there, to see what a score is made of
//   BENCH_PG_URL   PostgreSQL server to make a throwaway database on (default postgres://postgres@127.0.0.1:5432/postgres)
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, platform, release, tmpdir, totalmem } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const wants = (step) => !only || only.includes(step);
const PORT = { api: 4383, ceiling: 4384, site: 4385 };
const API = `http://127.0.0.1:${PORT.api}`;
const STORE = 'SKATE01';
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DB = 'skatekit_bench';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCALES = quick ? [100, 10_000] : [100, 10_000, 100_000];
const AUTOCANNON_SECONDS = quick ? 2 : 5;
const LIGHTHOUSE_RUNS = quick ? 1 : 3;
const LHR_DIR = args.find((a) => a.startsWith('--lhr-dir='))?.slice(10);

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
      // The bench signs a shopper up through the dev outbox (loopback only).
      SKATEKIT_DEV_ROUTES: '1',
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

/** A JSON call of the API (not an image it serves from /uploads). */
const isApiCall = (request) => request.url.startsWith(API) && !request.url.startsWith(`${API}/uploads/`);

async function lighthouseRuns(site, pages, { runs, desktop = false }) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  cleanups.push(() => chrome.kill());
  const results = [];
  try {
    for (const [name, path] of pages) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const config = desktop
          ? (await import('lighthouse/core/config/desktop-config.js')).default
          : undefined;
        const result = await lighthouse(
          `${site}${path}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          config,
        );
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
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

// --------------------------------------------------------------------------- 3. API throughput
/** A signed-up shopper's token through the API (OTP read from the dev outbox). */
async function signUp() {
  const email = `bench-${Date.now()}@example.com`;
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
  const user = await signUp();
  const auth = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
  const cartBody = JSON.stringify({
    product_id: simple.product_id,
    product_name: simple.title,
    product_price: 1,
    product_saleprice: 1,
    user_id: user.userId,
    main_id: STORE,
    quantity: 1,
  });
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
      name: 'add to cart',
      read: false,
      requests: [{ method: 'POST', path: '/cart', headers: auth, body: cartBody }],
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

async function autocannonRun(base, call) {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({
    url: base,
    connections: 50,
    duration: AUTOCANNON_SECONDS,
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

async function apiBench(engine, env) {
  log('api bench on', engine);
  const api = await startApi(env);
  try {
    const calls = await apiCalls();
    const ceiling = await ceilingServer(calls);
    const rows = [];
    for (const call of calls) {
      const server = await autocannonRun(API, call);
      const plain = await autocannonRun(ceiling.url, call);
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
async function timeCalls(paths) {
  const times = [];
  let firstBytes;
  let firstGzip;
  for (const path of paths) {
    const started = performance.now();
    const response = await fetch(`${API}${path}`, { headers: { 'accept-encoding': 'identity' } });
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
      let view;
      if (site) {
        const [result] = await lighthouseRuns(site, [['listing', '/equipments']], { runs: 1, desktop: true });
        view = result;
      }
      rows.push({ engine, count, listing, search, suggestions, view });
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

// ----------------------------------------------------------------------------------- report
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
    `${platform()} ${release()}`,
    `Node ${process.version}`,
    chromium,
    `PostgreSQL ${pg}`,
  ].join(', ');
}

function report({ started, sizes, lighthouse, api, scale, cold }) {
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
      'Production build served compressed by a static server. Goal: score >= 95, LCP <= 2.0 s, CLS <= 0.05, TBT <= 150 ms on every page.',
      '',
      '| page | score | FCP | LCP | CLS | TBT | JS transferred | API calls (bytes, images aside) | all bytes | goal met |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...lighthouse.map(
        (r) =>
          `| ${r.name} \`${r.path}\` | ${r.score} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${r.cls.toFixed(3)} | ${ms(r.tbt)} | ${kb(r.js)} | ${r.apiCalls} (${kb(r.api)}) | ${kb(r.total)} | ${pass(r.score >= 95 && r.lcp <= 2000 && r.cls <= 0.05 && r.tbt <= 150)} |`,
      ),
      '',
    );
  }
  if (api) {
    lines.push(
      `## 3. API throughput (autocannon, 50 connections, ${AUTOCANNON_SECONDS} s per call)`,
      '',
      'Compiled server (`node packages/server/dist/server.js`) beside a plain Node `http` server answering the same pre-serialised bytes (the ceiling). Goal (reads, PostgreSQL): >= 60 % of the ceiling, p99 <= 25 ms.',
      '',
      '| engine | call | req/s | p50 | p99 | non-2xx | ceiling req/s | ceiling p99 | share of ceiling | goal met |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...api.map((r) => {
        const share = r.server.rps / r.plain.rps;
        const goal = r.read && r.engine === 'PostgreSQL' ? pass(share >= 0.6 && r.server.p99 <= 25) : 'n/a';
        return `| ${r.engine} | ${r.name} | ${Math.round(r.server.rps)} | ${r.server.p50} ms | ${r.server.p99} ms | ${r.server.non2xx} | ${Math.round(r.plain.rps)} | ${r.plain.p99} ms | ${(share * 100).toFixed(0)} % | ${goal} |`;
      }),
      '',
      '`add to cart` repeats one line for one shopper, so after the first request the server answers "Product already in cart" (the same work: token, product, price, duplicate check).',
      '',
    );
  }
  if (scale) {
    lines.push(
      '## 4. Scale',
      '',
      '100 sequential calls per row, each a different address (no cached answer reused): p50 / p99 and the bytes of one answer (raw / gzip). First listing view: `/equipments` loaded once in Chromium (Lighthouse desktop, no throttling), every byte transferred and the API share. Goal: at 100,000 products the first listing view transfers <= 1.2x its bytes at 100, and a suggestion answers in <= 30 ms p99.',
      '',
      '| engine | products | listing page p50 / p99 | bytes | search p50 / p99 | bytes | suggestions p50 / p99 | bytes | first listing view (API) |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...scale.map(
        (r) =>
          `| ${r.engine} | ${r.count.toLocaleString('en-IN')} | ${ms(r.listing.p50)} / ${ms(r.listing.p99)} | ${kb(r.listing.bytes)} / ${kb(r.listing.gzip)} | ${ms(r.search.p50)} / ${ms(r.search.p99)} | ${kb(r.search.bytes)} / ${kb(r.search.gzip)} | ${ms(r.suggestions.p50)} / ${ms(r.suggestions.p99)} | ${kb(r.suggestions.bytes)} | ${r.view ? `${kb(r.view.total)} (${kb(r.view.api)}, ${r.view.apiCalls} calls)` : '-'} |`,
      ),
      '',
    );
    for (const engine of new Set(scale.map((r) => r.engine))) {
      const rows = scale.filter((r) => r.engine === engine);
      const small = rows.find((r) => r.count === 100);
      const large = rows.find((r) => r.count === Math.max(...SCALES));
      if (small?.view && large?.view) {
        const ratio = large.view.total / small.view.total;
        lines.push(
          `- ${engine}: first listing view at ${large.count.toLocaleString('en-IN')} = ${ratio.toFixed(2)}x its bytes at 100 (goal <= 1.2x): ${pass(ratio <= 1.2)}; suggestion p99 at ${large.count.toLocaleString('en-IN')}: ${ms(large.suggestions.p99)} (goal <= 30 ms): ${pass(large.suggestions.p99 <= 30)}`,
        );
      }
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
  return lines.join('\n');
}

/** Section number of each step in docs/benchmarks.md. */
const SECTION_OF = { payloads: '1', lighthouse: '2', api: '3', scale: '4', cold: '5' };

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
  const merged = ['1', '2', '3', '4', '5'].flatMap((n) => {
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
  const site = siteDir ? await serveSite(siteDir) : null;
  if (wants('lighthouse')) {
    const dataDir = tempDir('lighthouse');
    const api = await startApi({ DATA_DIR: dataDir });
    try {
      const product = (
        await (
          await fetch(`${API}/grouped-product/search-all-products/${STORE}?type=equipment&page=1&limit=1`)
        ).json()
      ).data[0];
      results.lighthouse = await lighthouseRuns(
        site,
        [
          ['home', '/'],
          ['listing', '/equipments'],
          ['product', `/product/${encodeURIComponent(product.title)}/${product.product_id}`],
          ['cart', '/cart'],
        ],
        { runs: LIGHTHOUSE_RUNS },
      );
    } finally {
      await api.stop();
    }
  }
  const pgUrl = wants('api') || wants('scale') ? withPostgres() : null;
  if (wants('api')) {
    results.api = [
      ...(await apiBench('PGlite', { DATA_DIR: tempDir('api') })),
      ...(await apiBench('PostgreSQL', { DATABASE_URL: pgUrl })),
    ];
  }
  if (wants('scale')) {
    results.scale = [
      ...(await scaleBench('PGlite', { DATA_DIR: tempDir('scale') }, site)),
      ...(await scaleBench('PostgreSQL', { DATABASE_URL: pgUrl }, site)),
    ];
  }
  if (wants('cold')) results.cold = await coldStart();
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
