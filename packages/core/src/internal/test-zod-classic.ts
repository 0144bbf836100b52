/** Test-only: `import { z } from 'zod'` in the `core (zod-lite)` project (see vitest.zodlite.config.ts). */
import * as z from './zod-lite';

export * from './zod-lite';
export { z };
