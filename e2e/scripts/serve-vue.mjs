#!/usr/bin/env node
// Serves examples/vue-app as a Vue developer ships it: the elements' framework-free build (dist/cdn,
// built here when missing), `vite build` of the app with this run's API baked in (VITE_API_BASE,
// VITE_MERCHANT_CODE) into e2e/.tmp/vue-app, then `vite preview` on PORT.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const app = join(root, 'examples/vue-app');
const out = join(root, 'e2e/.tmp/vue-app');
const step = (command, args, cwd = root) => {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync(join(root, 'packages/elements/dist/cdn/skate.js')) || process.env.E2E_REBUILD === '1')
  step('pnpm', ['--filter', '@skatekit/elements', 'build:cdn']);
step('pnpm', ['exec', 'vite', 'build', '--outDir', out, '--emptyOutDir'], app);
const server = spawn(
  'pnpm',
  [
    'exec',
    'vite',
    'preview',
    '--outDir',
    out,
    '--port',
    process.env.PORT ?? '4311',
    '--strictPort',
    '--host',
    '127.0.0.1',
  ],
  { cwd: app, stdio: 'inherit' },
);
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
