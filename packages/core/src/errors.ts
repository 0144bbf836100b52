/** What went wrong, coarse enough for a UI to decide what to show. */
export type SkateErrorCode = 'network' | 'http' | 'validation' | 'not-found' | 'unauthorised';

/** The one error type every I/O failure in SkateKit becomes. */
export class SkateError extends Error {
  override readonly name = 'SkateError';
  readonly code: SkateErrorCode;
  /** HTTP status, when a response arrived. */
  readonly status?: number;

  constructor(code: SkateErrorCode, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.status = options.status;
  }
}

/** True when `value` is a SkateError (also across bundle copies). */
export function isSkateError(value: unknown): value is SkateError {
  return (
    value instanceof SkateError || (value instanceof Error && value.name === 'SkateError' && 'code' in value)
  );
}
