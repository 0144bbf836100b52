// Fills a merchant with N synthetic products (replacing its earlier synthetic ones), on the database the
// server would open (DATABASE_URL, else PGlite in DATA_DIR; stop a server using that directory first).
// Run: pnpm seed:scale 10000 [--merchant SKATE01]
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { DEMO_MERCHANT_CODES, seedIfEmpty } from '../src/seed/index';
import { seedScale } from '../src/seed/scale';

const args = process.argv.slice(2);
const flag = args.indexOf('--merchant');
const merchant = flag >= 0 ? args[flag + 1] : DEMO_MERCHANT_CODES[0];
const count = Number(args.find((arg, i) => /^\d+$/.test(arg) && (flag < 0 || i !== flag + 1)));
if (!Number.isInteger(count) || count < 0 || count > 1_000_000 || !merchant) {
  console.error('usage: pnpm seed:scale N [--merchant CODE]   (0 <= N <= 1,000,000)');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await seedIfEmpty(database.db, config);
  const started = performance.now();
  await seedScale(database.db, merchant, count);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${merchant}: ${count} synthetic products in ${seconds} s (${database.driver})`);
} finally {
  await database.close();
}
