/**
 * The public surface of @skatekit/core: what index.ts exports, that each export is documented, and
 * that importing it in plain Node (no DOM) touches no browser global.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterEach, describe, expect, it, vi } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
const INDEX = resolve(SRC, 'index.ts');

const parsed = new Map<string, ts.SourceFile>();
function source(file: string): ts.SourceFile {
  let sf = parsed.get(file);
  if (!sf) {
    sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    parsed.set(file, sf);
  }
  return sf;
}

function moduleFile(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const file = [`${base}.ts`, resolve(base, 'index.ts')].find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`cannot resolve ${specifier} from ${from}`);
  return file;
}

/** The JSDoc blocks written directly above a node. */
function jsDocsOf(node: ts.Node, sf: ts.SourceFile): string[] {
  const ranges = ts.getLeadingCommentRanges(sf.text, node.getFullStart()) ?? [];
  return ranges.map((r) => sf.text.slice(r.pos, r.end)).filter((text) => text.startsWith('/**'));
}

const hasExportModifier = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** True when `name` exported from `file` carries JSDoc at its declaration or on a re-export on the way. */
function isDocumented(file: string, name: string, depth = 0): boolean {
  if (depth > 5) return false;
  const sf = source(file);
  for (const statement of sf.statements) {
    if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name?.text === name &&
      hasExportModifier(statement)
    ) {
      // Overloads and a value/type pair share a name: any documented one documents the name.
      if (jsDocsOf(statement, sf).length > 0) return true;
      continue;
    }
    if (ts.isVariableStatement(statement) && hasExportModifier(statement)) {
      const declares = statement.declarationList.declarations.some(
        (d) => ts.isIdentifier(d.name) && d.name.text === name,
      );
      if (declares && jsDocsOf(statement, sf).length > 0) return true;
      continue;
    }
    if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      for (const spec of statement.exportClause.elements) {
        if (spec.name.text !== name) continue;
        if (jsDocsOf(statement, sf).length > 0) return true;
        const original = spec.propertyName?.text ?? name;
        if (statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
          if (isDocumented(moduleFile(file, statement.moduleSpecifier.text), original, depth + 1))
            return true;
        } else if (importedFrom(sf, original)) {
          const from = importedFrom(sf, original)!;
          if (isDocumented(moduleFile(file, from.module), from.name, depth + 1)) return true;
        }
      }
    }
  }
  return false;
}

/** Where a local name was imported from. */
function importedFrom(sf: ts.SourceFile, local: string): { module: string; name: string } | null {
  for (const statement of sf.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      if (element.name.text === local) {
        return { module: statement.moduleSpecifier.text, name: element.propertyName?.text ?? local };
      }
    }
  }
  return null;
}

const index = source(INDEX);
const exportStatements = index.statements.filter(ts.isExportDeclaration);
const exported = exportStatements.flatMap((statement) => {
  const clause = statement.exportClause;
  if (!clause || !ts.isNamedExports(clause) || !statement.moduleSpecifier) return [];
  const module = (statement.moduleSpecifier as ts.StringLiteral).text;
  return clause.elements.map((spec) => ({
    name: spec.name.text,
    original: spec.propertyName?.text ?? spec.name.text,
    module,
    typeOnly: statement.isTypeOnly || spec.isTypeOnly,
  }));
});

describe('public API (index.ts)', () => {
  it('lists its exports explicitly: named re-exports only, no `export *`, no local code', () => {
    const other = index.statements.filter((s) => !ts.isExportDeclaration(s));
    expect(other.map((s) => ts.SyntaxKind[s.kind])).toEqual([]);
    expect(exportStatements.filter((s) => !s.exportClause).map((s) => s.getText())).toEqual([]);
  });

  it('has no duplicate export names', () => {
    const names = exported.map((e) => e.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('puts a one-line JSDoc directly above every export statement', () => {
    const undocumented = exportStatements
      .filter((s) => {
        const docs = jsDocsOf(s, index);
        const last = docs[docs.length - 1];
        return last === undefined || last.includes('\n');
      })
      .map((s) => s.getText().split('\n')[0]);
    expect(undocumented).toEqual([]);
  });

  it('exports only documented names: each has JSDoc where it is declared (or where it is re-exported)', () => {
    const missing = exported
      .filter((e) => !isDocumented(moduleFile(INDEX, e.module), e.original))
      .map((e) => `${e.name} (${e.module})`);
    expect(missing).toEqual([]);
  });

  it('exports at run time every value it lists (and nothing else)', async () => {
    const api = await import('./index');
    const values = exported.filter((e) => !e.typeOnly).map((e) => e.name);
    expect(Object.keys(api).sort()).toEqual([...values].sort());
  });
});

describe('importing @skatekit/core under Node', () => {
  const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'];
  const saved = new Map<string, PropertyDescriptor | undefined>();

  afterEach(() => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
    saved.clear();
    vi.resetModules();
  });

  it('runs in a plain Node environment (no DOM)', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
  });

  it('touches no browser global while its modules load', async () => {
    const touched: string[] = [];
    for (const name of BROWSER_GLOBALS) {
      saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          touched.push(name);
          return undefined;
        },
      });
    }
    vi.resetModules(); // evaluate every core module afresh, under the traps
    const fresh = await import('./index');
    expect(typeof fresh.createApiClient).toBe('function');
    expect(touched).toEqual([]);
  });

  it('resolves as the package name, the way other packages import it', async () => {
    const byName = await import('@skatekit/core');
    expect(typeof byName.createStorefront).toBe('function');
    expect(byName.TEXTS.PRODUCT_ALREADY_IN_CART).toBe('Product already in cart');
  });
});
