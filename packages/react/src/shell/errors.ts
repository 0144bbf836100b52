import { isSkateError } from '@skatekit/core';

/**
 * The text to show for a failed call: the server's own wording when it refused (an `http` SkateError
 * with a message), else `fallback` (the spec's generic text for that action). Network and parse failures and
 * programming errors never leak their technical message here.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  if (isSkateError(error) && error.code !== 'network' && error.code !== 'validation' && error.message)
    return error.message;
  return fallback;
}

/** Logs a failure the spec keeps silent, so it still reaches the console. */
export function logSilently(what: string, error: unknown): void {
  console.error(`[skatekit] ${what}`, error);
}
