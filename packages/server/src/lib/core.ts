/*
 * The one door through which the accounts and money modules import @skatekit/core: its root and the
 * subpaths the server uses (schemas, texts, rules, platform), as one module.
 */
export * from '@skatekit/core';
export * from '@skatekit/core/platform';
export * from '@skatekit/core/rules';
export * from '@skatekit/core/schemas';
export * from '@skatekit/core/texts';
