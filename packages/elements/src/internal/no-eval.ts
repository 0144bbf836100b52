/**
 * Pages may forbid eval (`Content-Security-Policy: script-src 'self'`). zod would probe `new Function`
 * for its fast object parser, and the refused probe is reported as a policy violation; its plain
 * parser is as correct. The switch lives on globalThis (zod reads it from there when it loads), so
 * this module runs first, before any chunk that carries zod, and reaches whichever copy is bundled.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
