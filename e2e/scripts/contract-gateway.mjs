#!/usr/bin/env node
// The API's address for playwright.contract.config.ts: Stoplight Prism's validating proxy
// (`prism proxy --errors`, docs/openapi.json) in front of the real server, with this small front door
// before it. The front door sends to the server directly only what is not API (CORS preflights, the
// stored images under /uploads, the console's pages under /admin but not /admin/api), and everything else
// through Prism; it keeps every verdict of Prism's (an `sl-violations` header, an error Prism made up)
// and every 5xx, and tells them at GET /__contract/violations (tests/contract-report.spec.ts).
// Env: PORT (this), UPSTREAM (the server's base URL), PRISM_PORT.
import { spawn } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.env.PORT ?? 4310);
const upstream = new URL(process.env.UPSTREAM ?? 'http://127.0.0.1:4313');
const prismPort = Number(process.env.PRISM_PORT ?? port + 4);
const violations = [];

const prism = spawn(
  `${root}node_modules/.bin/prism`,
  [
    'proxy',
    `${root}docs/openapi.json`,
    upstream.origin,
    '--errors',
    // The server's own CORS answers pass through (Prism's would allow any origin).
    '--cors=false',
    '--port',
    String(prismPort),
    '--host',
    '127.0.0.1',
  ],
  { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, SCARF_ANALYTICS: 'false' } },
);
prism.on('exit', (code) => {
  console.error(`[contract-gateway] prism exited (${code})`);
  process.exit(1);
});

/** Not API: straight to the server. */
function direct(req) {
  const path = (req.url ?? '/').split('?')[0];
  return (
    req.method === 'OPTIONS' ||
    path.startsWith('/uploads/') ||
    ((path === '/admin' || path.startsWith('/admin/')) && !path.startsWith('/admin/api/'))
  );
}

const server = createServer((req, res) => {
  if (req.url === '/__contract/violations') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(violations));
    return;
  }
  const viaPrism = !direct(req);
  const target = viaPrism
    ? { hostname: '127.0.0.1', port: prismPort }
    : { hostname: upstream.hostname, port: upstream.port };
  const headers = { ...req.headers };
  // Prism's fetch unpacks compressed answers but keeps their content-encoding: ask for plain ones.
  if (viaPrism) delete headers['accept-encoding'];
  const forward = httpRequest({ ...target, method: req.method, path: req.url, headers }, (answer) => {
    const status = answer.statusCode ?? 502;
    const verdict = answer.headers['sl-violations'];
    const madeUp = String(answer.headers['content-type'] ?? '').includes('application/problem+json');
    if (viaPrism && (verdict || madeUp || status >= 500)) {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        violations.push({
          request: `${req.method} ${req.url}`,
          status,
          violations: verdict ? JSON.parse(String(verdict)) : undefined,
          body: madeUp || status >= 500 ? Buffer.concat(chunks).toString('utf8').slice(0, 1000) : undefined,
        });
      });
    }
    res.writeHead(status, answer.headers);
    answer.pipe(res);
  });
  forward.on('error', (error) => {
    res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(`contract gateway: ${error.message}`);
  });
  req.pipe(forward);
});
server.listen(port, '127.0.0.1', () =>
  console.log(`[contract-gateway] :${port} -> prism :${prismPort} -> ${upstream.origin}`),
);
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => {
    prism.removeAllListeners('exit');
    prism.kill('SIGTERM');
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2_000).unref();
  });
