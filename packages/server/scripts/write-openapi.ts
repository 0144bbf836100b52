// Writes docs/openapi.json, the API's OpenAPI 3.1 document, from the routes (run by `build`), after
// src/openapi/operation-docs.json, the operations' summaries and descriptions parsed from the route
// tables of docs/api.md and docs/admin-api.md (the server package ships no docs/).
// With CI set (or --check) it writes nothing and fails when either file is stale, so a clean clone's build
// does not hide a document nobody regenerated; test/openapi.test.ts checks the same.
// Run: pnpm --filter @skatekit/server openapi
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { operationDocsOf } from '../src/openapi/doc-tables';
import { PACKAGE_ROOT } from '../src/paths';

const check = process.argv.includes('--check') || Boolean(process.env.CI);
const docsDir = join(PACKAGE_ROOT, '..', '..', 'docs');
const OPERATION_DOCS_FILE = join(PACKAGE_ROOT, 'src', 'openapi', 'operation-docs.json');
const docsText = `${JSON.stringify(
  operationDocsOf(
    readFileSync(join(docsDir, 'api.md'), 'utf8'),
    readFileSync(join(docsDir, 'admin-api.md'), 'utf8'),
  ),
  null,
  2,
)}\n`;

function writeOrCheck(file: string, text: string): void {
  if (check) {
    const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (current !== text) {
      console.error(`${file} is stale: run \`pnpm --filter @skatekit/server openapi\` and commit it`);
      process.exitCode = 1;
    } else console.log(`${file} is up to date`);
  } else {
    writeFileSync(file, text);
    console.log(`wrote ${file}`);
  }
}

writeOrCheck(OPERATION_DOCS_FILE, docsText);
// Imported after the docs are written: the document reads them.
const { generateOpenApiDocument, OPENAPI_FILE, openApiText } = await import('../src/openapi/generate');
writeOrCheck(OPENAPI_FILE, openApiText(await generateOpenApiDocument()));
