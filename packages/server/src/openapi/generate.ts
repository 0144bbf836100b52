import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { PACKAGE_ROOT } from '../paths';
import type { OpenApiDocument } from './document';

/** docs/openapi.json in the repository. */
export const OPENAPI_FILE = join(PACKAGE_ROOT, '..', '..', 'docs', 'openapi.json');

/** The document as the file holds it: two-space JSON and a final newline. */
export function openApiText(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/**
 * The document of a server with the development helpers on (as `pnpm start` and the tests run it; the
 * `development` tag marks what a production server leaves out), over an empty in-memory database.
 */
export async function generateOpenApiDocument(): Promise<OpenApiDocument> {
  const dataDir = mkdtempSync(join(tmpdir(), 'skatekit-openapi-'));
  const database = await openDatabase({ inMemory: true });
  const app = await buildApp(
    loadConfig(
      { NODE_ENV: 'test', SKATEKIT_DEV_ROUTES: '1' },
      {
        jwtSecret: 'openapi-document-only-secret-0123456789abcdef',
        logLevel: 'silent',
        seed: false,
        dataDir,
      },
    ),
    { database, closeDatabase: true },
  );
  try {
    const response = await app.inject({ method: 'GET', url: '/openapi.json' });
    if (response.statusCode !== 200) throw new Error(`GET /openapi.json answered ${response.statusCode}`);
    return response.json() as OpenApiDocument;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
