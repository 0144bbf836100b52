#!/usr/bin/env node
// Serves examples/next-app as production does: the packages' dist (built here when one is missing -
// `pnpm test` has built them by the time the e2e runs), `next build`, then `next start` on PORT.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const app = join(root, 'examples/next-app');
const step = (command, args, cwd = root) => {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const built = ['core/dist/index.js', 'react/dist/index.js', 'elements/dist/index.js'].every((file) =>
  existsSync(join(root, 'packages', file)),
);
if (!built || process.env.E2E_REBUILD === '1') {
  step('pnpm', [
    '--filter',
    '@skatekit/core',
    '--filter',
    '@skatekit/react',
    '--filter',
    '@skatekit/elements',
    'build',
  ]);
}
step('pnpm', ['exec', 'next', 'build'], app);
const server = spawn(
  'pnpm',
  ['exec', 'next', 'start', '--port', process.env.PORT ?? '4611', '--hostname', '127.0.0.1'],
  { cwd: app, stdio: 'inherit' },
);
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
