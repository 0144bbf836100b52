#!/usr/bin/env node
// A tiny static file server for this example (any static host does the same): serves a folder, with
// SkateKit's browser build under /skatekit/ (the folder's own copy, else packages/elements/dist/cdn),
// and a strict Content-Security-Policy to show the elements need no inline script or style.
//   node serve.mjs [--port 8080] [--host 127.0.0.1] [--dir .]
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** The policy the example page is served with: nothing inline, scripts and styles from the page's origin. */
export const STRICT_CSP = "script-src 'self'; style-src 'self'";

const inside = (root, path) => path === root || path.startsWith(root + sep);

/**
 * Serves `root` on `port`; `mounts` maps a URL prefix (`/skatekit/`) to another folder. Answers 404
 * for anything missing and never leaves the folders it serves. `headers` go on every answer (or, a
 * function, on the answers for the paths it is given).
 */
export function serveStatic({ root, port, host = '127.0.0.1', mounts = {}, headers = {} }) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let base = resolve(root);
    let rest = path;
    for (const [prefix, folder] of Object.entries(mounts)) {
      if (path.startsWith(prefix)) {
        base = resolve(folder);
        rest = path.slice(prefix.length - 1);
        break;
      }
    }
    let file = normalize(join(base, rest));
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!inside(base, file) || !existsSync(file)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
      ...(typeof headers === 'function' ? headers(path) : headers),
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((done) => server.listen(port, host, () => done(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? process.argv[at + 1] : fallback;
  };
  const here = fileURLToPath(new URL('.', import.meta.url));
  const dir = resolve(arg('dir', here));
  const port = Number(arg('port', process.env.PORT ?? 8080));
  const host = arg('host', '127.0.0.1');
  const ownCopy = join(dir, 'skatekit', 'skate.js');
  const build = fileURLToPath(new URL('../../packages/elements/dist/cdn/', import.meta.url));
  const mounts = existsSync(ownCopy) ? {} : { '/skatekit/': build };
  if (!existsSync(ownCopy) && !existsSync(join(build, 'skate.js')))
    console.warn('No browser build yet: run `pnpm --filter @skatekit/elements build` first.');
  await serveStatic({ root: dir, port, host, mounts, headers: { 'content-security-policy': STRICT_CSP } });
  console.log(`Merchant page: http://${host}:${port}/`);
}
