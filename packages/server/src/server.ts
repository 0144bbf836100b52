#!/usr/bin/env node
import { buildApp } from './app';
import { type AppConfig, ConfigError, loadConfig } from './config';
import { DEMO_OWNER_PASSWORD, DEMO_OWNERS } from './seed/demo-owners';
import { DEMO_MERCHANT_CODES } from './seed/index';

/** How long a stopping server still accepts connections already on their way. */
const ACCEPT_GRACE_MS = 500;

/**
 * Entry point of `pnpm start` (tsx, from source) and of the compiled `skatekit-server` /
 * `node dist/server.js`: validate the settings, open the database (migrating it once under an advisory
 * lock on PostgreSQL), seed an empty one, listen; on SIGTERM/SIGINT drain and exit 0.
 */
async function main(): Promise<void> {
  // The compiled server is what gets deployed: without NODE_ENV it is production (and refuses to start
  // without production's settings). From source (tsx) it stays development.
  const compiled = !import.meta.url.endsWith('.ts');
  let config: AppConfig;
  try {
    config = loadConfig(process.env, {}, { defaultNodeEnv: compiled ? 'production' : 'development' });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  // A signal often arrives twice (from the terminal's process group and again relayed by pnpm/tsx):
  // the repeat is ignored so that closing, which releases the data directory, is never cut short.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: no new connections, finishing requests in flight`);
    // Bounded: a request stuck past SHUTDOWN_TIMEOUT_MS is cut so the process still ends.
    const force = setTimeout(() => {
      app.log.warn(`requests still running after ${config.shutdownTimeoutMs} ms: closing their connections`);
      app.server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    force.unref();
    try {
      // Connections the kernel has queued but Node has not accepted yet would be reset by closing the
      // listener at once: keep accepting for a moment, then close.
      await new Promise((resolve) => setTimeout(resolve, ACCEPT_GRACE_MS));
      await app.close();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed:', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${shownHost}:${port}`;
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(
    [
      '',
      `SkateKit commerce API listening on ${url}`,
      `  mode:            ${config.nodeEnv}${config.devRoutes ? ' (dev helpers on)' : ''}`,
      `  database:        ${database}`,
      `  counters:        ${config.redisUrl ? 'Redis (REDIS_URL)' : 'memory'}`,
      ...(config.siteDir ? [`  site:            ${config.siteDir}`] : []),
      ...(config.seed
        ? [
            `  demo merchants:  ${DEMO_MERCHANT_CODES.join(', ')}`,
            `  try:             ${url}/grouped-product/search-all-products/${DEMO_MERCHANT_CODES[0]}`,
          ]
        : []),
      `  console:         ${url}/admin/${config.adminDir ? '' : ' (not built: pnpm --filter @skatekit/admin build)'}`,
      ...(config.seed && config.devRoutes
        ? [
            `  demo owners:     ${DEMO_OWNERS.map((owner) => `${owner.email} (${owner.merchant})`).join(', ')}`,
            `  owner password:  ${DEMO_OWNER_PASSWORD}  (sign-in code: ${url}/dev/outbox/{email})`,
          ]
        : ['  first owner:     pnpm --filter @skatekit/server admin:create-owner --merchant CODE --email X']),
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error('Failed to start the SkateKit server:', error);
  process.exit(1);
});
