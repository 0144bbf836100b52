import { minify } from 'terser';
import { build, type Plugin, type Rollup, type UserConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { TEXTS } from '../../core/src/texts';
import { VALUE_TEXT_KEYS } from '../../core/src/texts/overrides';

/* The plugins and the chunk plan of the standalone browser build (vite.cdn.config.ts). */

/**
 * Vite keeps whitespace and comments in a library's ES output (for bundlers that read annotations);
 * this build goes straight to browsers, so each chunk is minified whole, with terser (two compress
 * passes, no unsafe transforms): about 3% smaller after gzip than esbuild's minifier on these chunks,
 * which is what kept the catalogue page within issue 11's budget.
 */
export const minifyChunks: Plugin = {
  name: 'skatekit-minify-chunks',
  // In generateBundle: Vite's own renderChunk step runs after every plugin's and, in library mode,
  // prints the code with whitespace again.
  async generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      const result = await minify(chunk.code, {
        module: true,
        ecma: 2020,
        compress: { passes: 2 },
        mangle: true,
        format: { comments: false },
      });
      if (result.code === undefined) this.error(`terser returned nothing for ${chunk.fileName}`);
      chunk.code = result.code;
    }
  },
};

/**
 * The component CSS is written readable, as `/* css *\/` template literals. This build drops its
 * comments and the whitespace a browser ignores (runs collapse to one space; none around `{`, `}`,
 * `;` and `,` nor after `:`), outside quoted strings, so what the rules mean is unchanged. A literal with `${...}`
 * in it is left alone.
 */
export function minifyCss(css: string): string {
  return css
    .split(/("[^"]*"|'[^']*')/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part
            .replace(/\/\*[\s\S]*?\*\//g, '')
            .replace(/\s+/g, ' ')
            .replace(/ ?([{};,]) ?/g, '$1')
            // A space after a colon is never part of a selector (`a:hover`), only of declarations.
            .replace(/: /g, ':'),
    )
    .join('')
    .trim();
}

const CSS_LITERAL = /\/\* css \*\/ `([^`$]*)`/g;
export const minifyCssLiterals: Plugin = {
  name: 'skatekit-minify-css-literals',
  enforce: 'pre',
  transform(code, id) {
    if (!code.includes('/* css */') || id.includes('/node_modules/')) return null;
    return { code: code.replace(CSS_LITERAL, (_whole, css: string) => `\`${minifyCss(css)}\``), map: null };
  },
};

/**
 * Core keeps every user-facing text in one object, `TEXTS` (core/src/texts.ts), which a bundler cannot
 * split: every tag would carry all ~300 texts (about 7 KB gzip). This build writes each `TEXTS.KEY` a
 * module reads as `textLabel("its English text")` (core/src/texts/live.ts: the merchant's override of
 * that text, when `<skate-config>` set one), so a tag carries only the texts it shows and the object
 * itself drops out. A text that is also a value (`VALUE_TEXT_KEYS`: a pay method, a tab compared in
 * code) is written as its string, as the server stores it. The texts still live in one place; only
 * this build's output spells them out.
 */
const TEXT_READ = /\bTEXTS\.([A-Z][A-Z0-9_]*)\b/g;
const TEXT_LABEL = fileURLToPath(new URL('../../core/src/texts/live.ts', import.meta.url));
export const inlineTexts: Plugin = {
  name: 'skatekit-inline-texts',
  enforce: 'post',
  transform(code, id) {
    if (!code.includes('TEXTS.') || id.includes('/node_modules/')) return null;
    const texts: Record<string, string> = TEXTS;
    let changed = false;
    let labelled = false;
    const out = code.replace(TEXT_READ, (_read, key: string) => {
      if (!Object.hasOwn(texts, key)) this.error(`${id}: TEXTS.${key} is not a text of core/src/texts.ts`);
      changed = true;
      const text = JSON.stringify(texts[key]);
      if (VALUE_TEXT_KEYS.has(key)) return text;
      labelled = true;
      return `__skateText(${text})`;
    });
    if (!changed) return null;
    const label = labelled ? `import { textLabel as __skateText } from ${JSON.stringify(TEXT_LABEL)};\n` : '';
    return { code: label + out, map: null };
  },
};

const TAG_MODULE = /\/elements\/src\/(skate-[a-z-]+)\.ts$/;
const ELEMENT_BASE = /\/elements\/src\/internal\/element\.ts$/;
const STARTUP_CALLS = /\/core\/src\/api\/(http|resources\/catalogue|resources\/site)\.ts$/;

/** What a first build tells of one chunk (Rollup's `OutputChunk`, the fields read here). */
export interface BuiltChunk {
  fileName: string;
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  modules: readonly string[];
}

/**
 * Fewer files for the pages that count. Left to itself, Rollup makes one chunk per set of tags that
 * share code: a catalogue page fetched 32 files, and gzip of each small file on its own cost about
 * 6 KB more than the same code in a few. From a first build's chunks this plans the real one:
 * - `runtime`: every chunk a page with only `<skate-cart-button>` loads (the storefront base: the
 *   cart and session stores, the design tokens; the cart button is written without React);
 * - `react`: what every tag built on the element base loads besides (preact, r2wc, the shell);
 * - `shop`: the chunks a `<skate-catalogue>` page loads besides, its static imports and what it
 *   fetches at start (the transport, the catalogue and site areas of the api client);
 * - every other module stays in the chunk it had, named so (every module gets a name: Rollup would
 *   otherwise pull an unnamed dependency into a named chunk).
 * A tag that needs part of `shop` loads all of it.
 * @returns the chunk name of each module id
 */
export function groupChunks(chunks: readonly BuiltChunk[]): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (fileName: string, into = new Set<string>()) => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
    return into;
  };
  const facade = (chunk: BuiltChunk, pattern: RegExp) =>
    chunk.facadeModuleId !== null && pattern.test(chunk.facadeModuleId);
  const tagChunk = (tag: string) =>
    chunks.find(
      (chunk) => chunk.facadeModuleId !== null && TAG_MODULE.exec(chunk.facadeModuleId)?.[1] === tag,
    );
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loaded = entry ? closure(entry.fileName) : new Set<string>();
  const tags = chunks.filter((chunk) => facade(chunk, TAG_MODULE));
  const own = new Set(tags.map((chunk) => chunk.fileName));
  const outside = (file: string, besides: ReadonlySet<string>) =>
    !loaded.has(file) && !own.has(file) && !besides.has(file);
  const shared = (roots: readonly BuiltChunk[], besides: ReadonlySet<string>) =>
    new Set(roots.flatMap((root) => [...closure(root.fileName)]).filter((file) => outside(file, besides)));
  const button = tagChunk('skate-cart-button');
  const runtime = shared(button ? [button] : [], new Set());
  // What every tag built on the element base (createSkateElement) loads: the chunks in each one's
  // closure. (`<skate-toasts>`, which the elements add themselves, renders React without it.)
  const others = tags
    .map((chunk) => closure(chunk.fileName))
    .filter((files) =>
      [...files].some((file) => byFile.get(file)?.modules.some((id) => ELEMENT_BASE.test(id))),
    );
  const react = new Set(
    [...(others[0] ?? [])].filter(
      (file) => outside(file, runtime) && others.every((files) => files.has(file)),
    ),
  );
  const catalogue = tagChunk('skate-catalogue');
  const startCalls = chunks.filter((chunk) => facade(chunk, STARTUP_CALLS));
  const shop = shared(catalogue ? [catalogue, ...startCalls] : [], new Set([...runtime, ...react]));

  const group = new Map<string, string>();
  let count = 0;
  for (const chunk of chunks) {
    const name = runtime.has(chunk.fileName)
      ? 'runtime'
      : react.has(chunk.fileName)
        ? 'react'
        : shop.has(chunk.fileName)
          ? 'shop'
          : own.has(chunk.fileName) || loaded.has(chunk.fileName)
            ? chunk.name
            : `${chunk.name}-${++count}`;
    for (const id of chunk.modules) group.set(id, name);
  }
  return group;
}

/** Builds once with Rollup's own chunking and answers `manualChunks` for the real build (see groupChunks). */
export async function chunkPlan(config: UserConfig): Promise<(id: string) => string | undefined> {
  const built = await build({
    ...config,
    // Only the chunk graph is read: no need to minify it.
    plugins: config.plugins?.filter((plugin) => plugin !== minifyChunks),
    configFile: false,
    logLevel: 'silent',
    build: { ...config.build, write: false },
  });
  const output = (Array.isArray(built) ? built[0] : built) as Rollup.RollupOutput;
  const chunks = output.output
    .filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
    .map((chunk) => ({ ...chunk, modules: Object.keys(chunk.modules) }));
  const group = groupChunks(chunks);
  return (id) => group.get(id);
}
