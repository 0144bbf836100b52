import { isRecord } from './schemas/shared';

const MAX_SERVER_TEXT = 300;

/** The machine-readable `reason` of an error reply (an extension of the reference server), if any. */
export function serverReason(body: unknown): string | undefined {
  const reason = isRecord(body) ? body.reason : undefined;
  return typeof reason === 'string' && /^[a-z][a-z-]{0,39}$/.test(reason) ? reason : undefined;
}

/** The message a failed reply carries: `msg` (cart routes), `message`, `error`, or short plain text. */
export function serverMessage(body: unknown): string | undefined {
  if (isRecord(body)) {
    for (const key of ['msg', 'message', 'error'] as const) {
      const value = body[key];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
    return undefined;
  }
  if (typeof body === 'string') {
    const text = body.trim();
    // An HTML error page is not a message anyone should read.
    if (text !== '' && text.length <= MAX_SERVER_TEXT && !text.startsWith('<')) return text;
  }
  return undefined;
}
