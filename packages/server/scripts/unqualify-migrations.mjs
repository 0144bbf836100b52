// drizzle-kit writes foreign keys as REFERENCES "public"."table". Dropping the "public". qualifier lets
// the same migrations build the schema inside any schema on the search_path - which is how the test
// suite gives each test file its own PostgreSQL schema. In production the search_path is public, so the
// result is identical.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '..', 'drizzle');
for (const file of readdirSync(dir).filter((name) => name.endsWith('.sql'))) {
  const path = join(dir, file);
  const sql = readFileSync(path, 'utf8');
  const fixed = sql.replaceAll('REFERENCES "public".', 'REFERENCES ');
  if (fixed !== sql) {
    writeFileSync(path, fixed);
    console.log(`unqualified public schema in ${file}`);
  }
}
