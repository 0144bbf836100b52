// `pnpm --filter @skatekit/server admin:create-owner --merchant CODE --email X [--name N] [--force]`:
// production's first owner (a one-time invitation link, 24 hours). See docs/admin.md.
import { runCreateOwner } from '../src/create-owner';

process.exitCode = await runCreateOwner(process.argv.slice(2));
