/*
 * The one door through which the accounts and money modules import @skatekit/core: its root and the
 * subpaths the server uses (schemas, texts, rules, platform, html), as one module. Its TEXTS are core's and
 * the server's own (./texts).
 */
import { TEXTS as CORE_TEXTS } from '@skatekit/core/texts';
import { SERVER_ONLY_TEXTS } from '../lib/texts';

export * from '@skatekit/core';
export * from '@skatekit/core/html';
export * from '@skatekit/core/academy';
export * from '@skatekit/core/platform';
export * from '@skatekit/core/rules';
export * from '@skatekit/core/schemas';
export * from '@skatekit/core/texts';

/** Every text the server answers with: core's (shared with the clients) and its own. */
export const TEXTS = { ...CORE_TEXTS, ...SERVER_ONLY_TEXTS } as const;
