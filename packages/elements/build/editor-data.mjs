#!/usr/bin/env node
/**
 * Everything editors and type checkers read about the tags, made from ONE source, the Custom Elements
 * Manifest (`cem analyze` over the tags' JSDoc: `@attr {'a' | 'b'} name - text`):
 * - `dist/custom-elements.json` checked against the official schema (custom-elements-manifest's
 *   schema.json); an invalid manifest fails the build;
 * - `dist/vscode.html-custom-data.json` (VS Code's HTML custom data: `html.customData`);
 * - `dist/web-types.json` (JetBrains IDEs; package.json's `web-types` points at it);
 * - `src/jsx-attributes.ts`, the JSX attribute types with literal unions (`sort="newest"`); the build
 *   fails when the committed file differs from what the manifest gives (`pnpm editor-data` rewrites it).
 *
 * `node build/editor-data.mjs` after `cem analyze` (the package's build); `--write-jsx` also rewrites
 * src/jsx-attributes.ts.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';

const here = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

/** The manifest the build writes, made in memory the same way (the package's cem config and plugins). */
export async function analyzeManifest() {
  const { create, ts } = await import('@custom-elements-manifest/analyzer/index.js');
  const config = (await import('../custom-elements-manifest.config.mjs')).default;
  const files = readdirSync(join(here, 'src'))
    .filter((name) => /^skate-.*\.ts$/.test(name) && !name.endsWith('.test.ts'))
    .sort();
  const modules = files.map((name) =>
    ts.createSourceFile(
      `src/${name}`,
      readFileSync(join(here, 'src', name), 'utf8'),
      ts.ScriptTarget.ES2015,
      true,
    ),
  );
  return create({ modules, plugins: config.plugins, context: { dev: false, thirdPartyCEMs: [] } });
}

/** The official schema's complaints about `manifest` (none: an empty list). */
export function manifestSchemaErrors(manifest) {
  const schema = JSON.parse(readFileSync(require.resolve('custom-elements-manifest/schema.json'), 'utf8'));
  const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
  if (validate(manifest)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
}

/** The tags of a manifest in tag order: name, description, attributes (with their TypeScript type). */
export function manifestTags(manifest) {
  const tags = [];
  for (const module of manifest.modules ?? [])
    for (const declaration of module.declarations ?? []) {
      if (!declaration.customElement || !declaration.tagName) continue;
      tags.push({
        name: declaration.tagName,
        description: declaration.description ?? '',
        attributes: (declaration.attributes ?? []).map((attribute) => ({
          name: attribute.name,
          description: attribute.description ?? '',
          type: attribute.type?.text ?? 'string',
        })),
        events: (declaration.events ?? []).map((event) => ({
          name: event.name,
          description: event.description ?? '',
        })),
      });
    }
  return tags.sort((a, b) => a.name.localeCompare(b.name));
}

/** `'a' | 'b'` -> ['a', 'b']; a type that is not a union of string literals -> null. */
export function literalValues(type) {
  const parts = type.split('|').map((part) => part.trim());
  const values = parts.map((part) => /^'([^']*)'$/.exec(part)?.[1]);
  return values.every((value) => value !== undefined) ? values : null;
}

/** A description's first paragraph, for hovers. */
const summary = (text) =>
  text
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A tag's attribute as an editor lists it: its name, hover text, what `more` adds from its literal
 * values (web-types' value kind), then those values as `{ name }` entries when it has them.
 */
const editorAttribute = (attribute, more = () => ({})) => {
  const values = literalValues(attribute.type);
  return {
    name: attribute.name,
    description: summary(attribute.description),
    ...more(values),
    ...(values ? { values: values.map((name) => ({ name })) } : {}),
  };
};

/** VS Code's HTML custom data (version 1.1): every tag, its attributes and their values. */
export function vscodeCustomData(manifest) {
  return {
    version: 1.1,
    tags: manifestTags(manifest).map((tag) => ({
      name: tag.name,
      description: summary(tag.description),
      attributes: tag.attributes.map((attribute) => editorAttribute(attribute)),
      references: [
        {
          name: 'SkateKit elements',
          url: 'https://github.com/skatekit/skatekit/tree/main/packages/elements#readme',
        },
      ],
    })),
  };
}

/** JetBrains web-types (schema 2.0): the same tags, attributes, values and events. */
export function webTypes(manifest, pkg) {
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name: pkg.name,
    version: pkg.version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: manifestTags(manifest).map((tag) => ({
          name: tag.name,
          description: summary(tag.description),
          attributes: tag.attributes.map((attribute) =>
            editorAttribute(attribute, (values) => ({
              value: values
                ? { type: 'enum', kind: 'plain', required: false }
                : { type: 'string', kind: 'plain', required: false },
            })),
          ),
          events: tag.events.map((event) => ({ name: event.name, description: summary(event.description) })),
        })),
      },
    },
  };
}

const quote = (name) => (/^[a-z][a-zA-Z0-9]*$/.test(name) ? name : `'${name}'`);
const comment = (text, indent) => `${indent}/** ${summary(text).replaceAll('*/', '*\\/')} */\n`;

/** src/jsx-attributes.ts: each tag's attributes as optional JSX props of their manifest type. */
export function jsxAttributesSource(manifest) {
  const lines = [
    '// Generated from custom-elements.json by build/editor-data.mjs (`pnpm --filter @skatekit/elements',
    "// editor-data`); do not edit. Attribute types come from the tags' `@attr {type} name` JSDoc.",
    '',
    "/** Every `<skate-*>` tag's attributes, as JSX (and Vue/Svelte template) props. */",
    'export interface SkateJsxAttributes {',
  ];
  for (const tag of manifestTags(manifest)) {
    if (tag.attributes.length === 0) {
      lines.push(`  /** No attributes. */`, `  '${tag.name}': object;`);
      continue;
    }
    lines.push(`  '${tag.name}': {`);
    for (const attribute of tag.attributes) {
      lines.push(comment(attribute.description, '    ').trimEnd());
      lines.push(`    ${quote(attribute.name)}?: ${attribute.type};`);
    }
    lines.push('  };');
  }
  lines.push('}', '');
  return lines.join('\n');
}

const JSX_FILE = join(here, 'src/jsx-attributes.ts');

/** The build step: validate dist/custom-elements.json, write the editor data beside it, check the JSX file. */
function main() {
  const manifest = JSON.parse(readFileSync(join(here, 'dist/custom-elements.json'), 'utf8'));
  const errors = manifestSchemaErrors(manifest);
  if (errors.length > 0) {
    console.error(`custom-elements.json fails its schema:\n  ${errors.slice(0, 20).join('\n  ')}`);
    process.exit(1);
  }
  const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
  const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
  writeFileSync(join(here, 'dist/vscode.html-custom-data.json'), json(vscodeCustomData(manifest)));
  writeFileSync(join(here, 'dist/web-types.json'), json(webTypes(manifest, pkg)));
  const jsx = jsxAttributesSource(manifest);
  if (process.argv.includes('--write-jsx')) writeFileSync(JSX_FILE, jsx);
  else if (readFileSync(JSX_FILE, 'utf8') !== jsx) {
    console.error('src/jsx-attributes.ts is stale: run `pnpm --filter @skatekit/elements editor-data`.');
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
