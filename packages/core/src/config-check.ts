import { isSkateError } from './errors';

/** The two settings every storefront needs, as a host passes them (possibly empty or missing). */
export interface ConnectionSettings {
  apiBase?: string | null;
  merchantCode?: string | null;
}

/**
 * What is wrong with a storefront's connection settings, for the developer, or null when both are
 * set: without them every call would only come back as a silent 404.
 * @example storefrontConfigProblem({ apiBase: '', merchantCode: 'SKATE01' }) // 'SkateKit: apiBase is missing...'
 */
export function storefrontConfigProblem(config: ConnectionSettings): string | null {
  const missing = [
    !config.apiBase?.trim() && 'apiBase (the address of the commerce API, e.g. https://api.example.com)',
    !config.merchantCode?.trim() && "merchantCode (the merchant's store code, e.g. SKATE01)",
  ].filter(Boolean);
  if (missing.length === 0) return null;
  return `SkateKit: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing in the SkateProvider config (or the element's api-base / merchant-code).`;
}

/**
 * The developer message when the API answered the merchant's settings call (`GET /meta/{code}`)
 * with a 404 - the merchant code is unknown there, or `apiBase` points at something that is not the
 * commerce API - or with something that is not the API's JSON. Null for any other outcome (a network
 * failure is the shopper's connection, not the configuration).
 */
export function merchantProblem(error: unknown, config: ConnectionSettings): string | null {
  if (!isSkateError(error)) return null;
  const where = `${config.apiBase ?? ''}`.replace(/\/+$/, '');
  if (error.status === 404)
    return `SkateKit: the API at ${where} does not know the merchant code "${config.merchantCode}" (GET /meta/${config.merchantCode} answered 404). Check merchantCode, and that apiBase is the commerce API's address.`;
  if (error.code === 'validation')
    return `SkateKit: ${where} did not answer like the commerce API (GET /meta/${config.merchantCode} returned something else than its JSON). Check apiBase.`;
  return null;
}
