import { storefrontConfigProblem } from '@skatekit/core';
import { resolveConfig, type SkateElementConfig } from './config';

// Apart from config.ts, which the loader carries (for <skate-config>): these are read by the tags.

/** The console message of an element that lacks merchant-code or api-base (once per element). */
export const missingConfigMessage = (tag: string): string =>
  `<${tag}>: set merchant-code and api-base (attributes, <skate-config> or window.SkateKit.config).`;

/**
 * Which of `apiBase` and `merchantCode` an unconfigured element lacks, in `<SkateProvider>`'s words
 * (core's storefrontConfigProblem): each probed with the other one filled in.
 */
export function missingConfigProblem(host: Element, own: Partial<SkateElementConfig>): string | null {
  return storefrontConfigProblem({
    apiBase: resolveConfig(host, { ...own, merchantCode: '-' })?.apiBase,
    merchantCode: resolveConfig(host, { ...own, apiBase: '-' })?.merchantCode,
  });
}
