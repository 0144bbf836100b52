#!/usr/bin/env node
// The merchant's side of the embed journey, as a merchant would do it: a temporary folder holding
// examples/embed's plain HTML page (pointed at this run's API) with @skatekit/elements' browser build
// copied beside it (`skatekit/`) and nothing else, served by a tiny static server on its own origin
// under `Content-Security-Policy: script-src 'self'; style-src 'self'`. A few one-purpose pages sit
// beside it for the payload budgets. The folder is removed on exit.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STRICT_CSP, serveStatic } from '../../examples/embed/serve.mjs';

const example = fileURLToPath(new URL('../../examples/embed/', import.meta.url));
const build = fileURLToPath(new URL('../../packages/elements/dist/cdn/', import.meta.url));
const port = Number(process.env.PORT);
const apiBase = process.env.API_BASE;
const storeUrl = process.env.STORE_URL;
if (!port || !apiBase || !storeUrl) throw new Error('serve-embed: PORT, API_BASE and STORE_URL are required');
if (!existsSync(join(build, 'skate.js'))) throw new Error(`serve-embed: no browser build in ${build}`);

const dir = mkdtempSync(join(tmpdir(), 'skatekit-embed-'));
const cleanUp = () => rmSync(dir, { recursive: true, force: true });
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));

const config = `<skate-config merchant-code="SKATE01" api-base="${apiBase}" base-url="${storeUrl}"></skate-config>`;
const page = readFileSync(join(example, 'index.html'), 'utf8').replace(
  /<skate-config [^>]*><\/skate-config>/,
  config,
);
if (!page.includes(apiBase)) throw new Error('serve-embed: examples/embed/index.html has no <skate-config>');
writeFileSync(join(dir, 'index.html'), page);
for (const file of ['page.css', 'page.js', 'analytics.js']) cpSync(join(example, file), join(dir, file));
cpSync(build, join(dir, 'skatekit'), { recursive: true });

// One-purpose pages for the budgets: the loader alone, the cart button alone, catalogue + cart button.
const bare = (body) => `<!doctype html>
<html lang="en-IN">
  <head><meta charset="utf-8" /><title>SkateKit budget page</title>
    <script type="module" src="./skatekit/skate.js"></script></head>
  <body>${body}
    ${config}
  </body>
</html>
`;
writeFileSync(join(dir, 'loader-only.html'), bare(''));
writeFileSync(join(dir, 'cart-button.html'), bare('<skate-cart-button label="Cart"></skate-cart-button>'));
writeFileSync(
  join(dir, 'catalogue.html'),
  bare('<skate-cart-button label="Cart"></skate-cart-button><skate-catalogue></skate-catalogue>'),
);

// Sizes under hostile roots (e2e/tests/element-sizes.spec.ts): catalogue, cart and checkout on a plain page,
// and on pages whose own stylesheet sets the root font size as many WordPress themes do.
const sizes = '<skate-catalogue></skate-catalogue><skate-cart></skate-cart><skate-checkout></skate-checkout>';
writeFileSync(join(dir, 'sizes.html'), bare(sizes));
for (const [name, rule] of [
  ['root-62', 'html { font-size: 62.5%; }'],
  ['root-20', 'html { font-size: 20px; }'],
]) {
  writeFileSync(join(dir, `${name}.css`), `${rule}\n`);
  writeFileSync(
    join(dir, `sizes-${name}.html`),
    bare(sizes).replace('<script ', `<link rel="stylesheet" href="./${name}.css" />\n    <script `),
  );
}

// The same page in Hindi: the language pack named on <skate-config> (e2e/tests/events-i18n.spec.ts).
writeFileSync(join(dir, 'hindi.html'), page.replace('<skate-config ', '<skate-config locale="hi" '));

// The docs' copy-paste page (docs/elements.md, "Copy-paste example") verbatim but for its API address,
// in a folder of its own (`docs-page/`) with the browser build beside it as `skatekit/`, served without
// a policy (it has an inline <style> and <script>, as the docs say): e2e/tests/docs-page.spec.ts.
const docs = readFileSync(fileURLToPath(new URL('../../docs/elements.md', import.meta.url)), 'utf8');
const copyPaste = /## Copy-paste example[\s\S]*?```html\n([\s\S]*?)```/.exec(docs)?.[1] ?? '';
const docsApi = 'api-base="https://api.academy.example"';
if (!copyPaste.includes(docsApi))
  throw new Error(`serve-embed: docs/elements.md's copy-paste page has no ${docsApi}`);
mkdirSync(join(dir, 'docs-page'));
writeFileSync(join(dir, 'docs-page', 'index.html'), copyPaste.replace(docsApi, `api-base="${apiBase}"`));
cpSync(build, join(dir, 'docs-page', 'skatekit'), { recursive: true });

await serveStatic({
  root: dir,
  port,
  headers: (path) => (path.startsWith('/docs-page/') ? {} : { 'content-security-policy': STRICT_CSP }),
});
console.log(`merchant page in ${dir} on http://127.0.0.1:${port}/`);
