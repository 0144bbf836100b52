/*
 * The words of the OpenAPI document's operations come from the route tables of docs/api.md (storefront)
 * and docs/admin-api.md (console): one row per call, `| GET \`/cart/{user_id}\` | body | response | errors |`.
 * scripts/write-openapi.ts parses them into operation-docs.json (the server package ships no docs/),
 * and test/openapi.test.ts fails when that file is stale. A row may name several calls:
 * `GET`/`PUT /admin/api/stock-settings`, `POST /admin/api/courses`, `PUT /courses/:id`, `PUT`/`DELETE .../:id`.
 */

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** One documented call: where it was found and its row's words. */
export interface OperationDoc {
  /** `METHOD /path` as the doc spells it, params in braces (`GET /cart/{user_id}`). */
  call: string;
  /** The heading of the table's section (`Cart (signed in)`). */
  section: string;
  /** One line: the section and the call's main answer. */
  summary: string;
  /** The row's other cells in Markdown, each under its column's name. */
  description: string;
}

/** `| a | b \| c |` -> ['a', 'b | c']. */
function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

const plain = (text: string) =>
  text
    .replace(/\*\*/g, '')
    .replace(/`/g, '')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

/** `:id` and `{id}` alike, query strings off, `/admin/api` before a console row's short paths. */
function normalisePath(path: string, base: string): string {
  const bare = path.split('?')[0].replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  return bare.startsWith(base) || base === '' ? bare : `${base}${bare}`;
}

/**
 * The calls a first cell names: every METHOD word applies to the paths after it until the next METHOD;
 * `.../x` continues the cell's first path.
 */
export function callsOfCell(cell: string, base: string): string[] {
  const tokens = [...cell.matchAll(/\b(GET|POST|PUT|PATCH|DELETE)\b|(\.\.\.)?(\/[^\s`,]+)/g)];
  const calls: string[] = [];
  let methods: string[] = [];
  let lastWasMethod = false;
  let first: string | undefined;
  for (const token of tokens) {
    if (token[1]) {
      methods = lastWasMethod ? [...methods, token[1]] : [token[1]];
      lastWasMethod = true;
      continue;
    }
    lastWasMethod = false;
    let path = token[3];
    if (token[2] && first) path = `${first}${path}`;
    path = normalisePath(path, base);
    first ??= path;
    for (const method of methods) calls.push(`${method} ${path}`);
  }
  return calls;
}

/** Every call row of one Markdown file's tables; `base` prefixes console rows written without it. */
export function parseOperationDocs(markdown: string, base = ''): OperationDoc[] {
  const docs: OperationDoc[] = [];
  let section = '';
  let header: string[] | null = null;
  for (const line of markdown.split('\n')) {
    const heading = /^#{2,4}\s+(.*)$/.exec(line);
    if (heading) {
      section = plain(heading[1]).replace(/\s*\((what each (call answers|route does))\)$/, '');
      header = null;
      continue;
    }
    if (!line.startsWith('|')) {
      header = null;
      continue;
    }
    const row = cells(line);
    if (row.every((cell) => /^:?-+:?$/.test(cell))) continue;
    if (!header) {
      header = row;
      continue;
    }
    if (!METHODS.some((method) => new RegExp(`\\b${method}\\b`).test(row[0]))) continue;
    const calls = callsOfCell(row[0], base);
    const extension = /\*\*extension\*\*/i.test(row[0]);
    const parts = row
      .slice(1)
      .map((cell, i) => [header?.[i + 1] ?? '', cell] as const)
      .filter(([, cell]) => cell !== '' && cell !== '-');
    const description = [
      ...(extension ? ['An **extension** of the spec.'] : []),
      ...parts.map(([name, cell]) => `**${name.charAt(0).toUpperCase()}${name.slice(1)}:** ${cell}`),
    ].join('\n\n');
    const answerColumn = parts.find(([name]) => /response|answer/i.test(name))?.[1] ?? parts[0]?.[1] ?? '';
    // The console's one table sits under "Routes".
    const label = base && section === 'Routes' ? 'Console' : section;
    for (const call of calls) {
      const answer = plain(answerColumn).split(/ - |; |\. /)[0];
      const short = answer.length > 90 ? `${answer.slice(0, 87).trimEnd()}...` : answer;
      docs.push({
        call,
        section: label,
        summary: short ? `${label}: ${short}` : label,
        description: description || `${label}.`,
      });
    }
  }
  return docs;
}

/** `/cart/{user_id}` -> `/cart/{}`: the shape routes and doc rows are matched by. */
export const pathShape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

/**
 * The doc row of one route (`GET`, `/cart/:user_id`): the same method and path, params matched by
 * position (the docs name them for readers: `{product_id}` for `:id`); a row's `{kind}` also stands for
 * a literal segment (`/admin/api/content/{kind}` covers `/admin/api/content/sliders`), a literal row
 * winning over it.
 */
export function docOfRoute(
  docs: readonly OperationDoc[],
  method: string,
  url: string,
): OperationDoc | undefined {
  const segments = normalisePath(url, '').split('/');
  let best: { doc: OperationDoc; score: number } | undefined;
  for (const doc of docs) {
    const [docMethod, docPath] = doc.call.split(' ');
    if (docMethod !== method) continue;
    const theirs = docPath.split('/');
    if (theirs.length !== segments.length) continue;
    let score = 0;
    let fits = true;
    for (let i = 0; i < theirs.length; i += 1) {
      const ours = segments[i];
      const param = /^\{[^}]+\}$/;
      if (param.test(theirs[i]) && param.test(ours)) continue;
      if (theirs[i] === ours) score += 2;
      else if (param.test(theirs[i]) && !param.test(ours)) score += 0;
      else if (
        /\{[^}]+\}/.test(theirs[i]) &&
        /\{[^}]+\}/.test(ours) &&
        pathShape(theirs[i]) === pathShape(ours)
      )
        continue;
      else {
        fits = false;
        break;
      }
    }
    if (fits && (!best || score > best.score)) best = { doc, score };
  }
  return best?.doc;
}

/** Both docs' call rows, storefront first: what operation-docs.json holds. */
export function operationDocsOf(apiMarkdown: string, adminMarkdown: string): OperationDoc[] {
  return [...parseOperationDocs(apiMarkdown), ...parseOperationDocs(adminMarkdown, '/admin/api')];
}
