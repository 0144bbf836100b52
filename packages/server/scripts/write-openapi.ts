// Writes docs/openapi.json, the API's OpenAPI 3.1 document, from the routes (run by `build`).
// With CI set (or --check) it writes nothing and fails when the file is stale, so a clean clone's build
// does not hide a document nobody regenerated; test/openapi.test.ts checks the same.
// Run: pnpm --filter @skatekit/server openapi
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { generateOpenApiDocument, OPENAPI_FILE, openApiText } from '../src/openapi/generate';

const check = process.argv.includes('--check') || Boolean(process.env.CI);
const text = openApiText(await generateOpenApiDocument());
if (check) {
  const current = existsSync(OPENAPI_FILE) ? readFileSync(OPENAPI_FILE, 'utf8') : '';
  if (current !== text) {
    console.error(`${OPENAPI_FILE} is stale: run \`pnpm --filter @skatekit/server openapi\` and commit it`);
    process.exitCode = 1;
  } else console.log(`${OPENAPI_FILE} is up to date`);
} else {
  writeFileSync(OPENAPI_FILE, text);
  console.log(`wrote ${OPENAPI_FILE}`);
}
