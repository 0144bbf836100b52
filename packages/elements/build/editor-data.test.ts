// @vitest-environment node
import { readFileSync } from 'node:fs';
import { LISTING_SORTS } from '@skatekit/core/rules';
import type { Package } from 'custom-elements-manifest';
import { beforeAll, describe, expect, it } from 'vitest';
import { SKATE_TAGS } from '../src/tags';

/** Every tag the package defines: SKATE_TAGS and `<skate-config>`. */
const ALL_TAGS = [...SKATE_TAGS, 'skate-config'].sort();
import {
  analyzeManifest,
  jsxAttributesSource,
  literalValues,
  manifestSchemaErrors,
  manifestTags,
  vscodeCustomData,
  webTypes,
} from './editor-data.mjs';

// The manifest as `pnpm build` writes it (same cem config and plugins), made in memory.
let manifest: Package;
beforeAll(async () => {
  manifest = await analyzeManifest();
}, 60_000);

const attributesOf = (tag: string) => manifestTags(manifest).find((t) => t.name === tag)?.attributes ?? [];

describe('custom-elements.json', () => {
  it('validates against the official custom-elements-manifest schema (schema.json)', () => {
    expect(manifestSchemaErrors(manifest)).toEqual([]);
  });

  it("the schema check refuses a superclass reference without a name (the analyzer's raw output)", () => {
    const broken = structuredClone(manifest);
    const declarations = broken.modules[0].declarations ?? [];
    const index = declarations.findIndex((declaration) => declaration.kind === 'class');
    const declaration = declarations[index];
    if (declaration?.kind !== 'class') throw new Error('skate-account.ts should declare its tag class');
    declaration.superclass = { module: 'src/skate-account.ts' } as never;
    expect(manifestSchemaErrors(broken)).toContain(
      `/modules/0/declarations/${index}/superclass must have required property 'name'`,
    );
  });

  it("lists every tag, and <skate-catalogue sort> takes exactly core's LISTING_SORTS", () => {
    expect(manifestTags(manifest).map((tag) => tag.name)).toEqual(ALL_TAGS);
    const sort = attributesOf('skate-catalogue').find((attribute) => attribute.name === 'sort');
    expect(literalValues(sort?.type ?? '')).toEqual(LISTING_SORTS.map((s) => s.id));
    expect(literalValues(sort?.type ?? '')).toEqual([
      'recommended',
      'newest',
      'popular',
      'price-desc',
      'price-asc',
    ]);
    expect(attributesOf('skate-config').map((attribute) => attribute.name)).toContain('texts');
  });
});

describe('editor data made from the manifest', () => {
  it('vscode.html-custom-data.json lists every tag and attribute of the manifest, with the sort values', () => {
    const data = vscodeCustomData(manifest);
    expect(data.version).toBe(1.1);
    expect(data.tags.map((tag) => [tag.name, tag.attributes.map((a) => a.name)])).toEqual(
      manifestTags(manifest).map((tag) => [tag.name, tag.attributes.map((a) => a.name)]),
    );
    expect(data.tags).toHaveLength(ALL_TAGS.length);
    const sort = data.tags
      .find((t) => t.name === 'skate-catalogue')
      ?.attributes.find((a) => a.name === 'sort');
    expect(sort?.values).toEqual([
      { name: 'recommended' },
      { name: 'newest' },
      { name: 'popular' },
      { name: 'price-desc' },
      { name: 'price-asc' },
    ]);
  });

  it('web-types.json lists every tag, attribute and event of the manifest', () => {
    const types = webTypes(manifest, { name: '@skatekit/elements', version: '9.9.9' });
    expect([types.name, types.version]).toEqual(['@skatekit/elements', '9.9.9']);
    const elements = types.contributions.html.elements;
    expect(
      elements.map((el) => [el.name, el.attributes.map((a) => a.name), el.events.map((e) => e.name)]),
    ).toEqual(
      manifestTags(manifest).map((tag) => [
        tag.name,
        tag.attributes.map((a) => a.name),
        tag.events.map((e) => e.name),
      ]),
    );
    const catalogue = elements.find((el) => el.name === 'skate-catalogue');
    expect(catalogue?.events.map((e) => e.name)).toContain('skate-add-to-cart');
    const texts = elements
      .find((el) => el.name === 'skate-config')
      ?.attributes.find((a) => a.name === 'texts');
    expect(texts?.values).toBeUndefined();
  });

  it('src/jsx-attributes.ts (the JSX attribute types) is what the manifest gives', () => {
    const committed = readFileSync(new URL('../src/jsx-attributes.ts', import.meta.url), 'utf8');
    expect(committed).toBe(jsxAttributesSource(manifest));
    expect(committed).toContain("sort?: 'recommended' | 'newest' | 'popular' | 'price-desc' | 'price-asc';");
  });
});
