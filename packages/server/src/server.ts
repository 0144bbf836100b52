import { buildApp } from './app';
import { type AppConfig, ConfigError, loadConfig } from './config';
import { DEMO_MERCHANT_CODES } from './seed/index';

/** Entry point of `pnpm start`: load config, build, listen, print where and which demo stores. */
async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig(process.env);
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
    app.log.info(`${signal} received, closing`);
    await app.close();
    process.exit(0);
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
      `  database:        ${database}`,
      `  demo merchants:  ${DEMO_MERCHANT_CODES.join(', ')}`,
      `  try:             ${url}/grouped-product/search-all-products/${DEMO_MERCHANT_CODES[0]}`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error('Failed to start the SkateKit server:', error);
  process.exit(1);
});
