/** What went wrong, coarse enough for a UI to decide what to show. */
export type SkateErrorCode = 'network' | 'http' | 'validation' | 'not-found' | 'unauthorised';

/** The one error type every I/O failure in SkateKit becomes. */
export class SkateError extends Error {
  override readonly name = 'SkateError';
  readonly code: SkateErrorCode;
  /** HTTP status, when a response arrived. */
  readonly status?: number;
  /**
   * Why, in words a program compares (`duplicate`, `coupon-invalid`, `no-delivery`...): set where a
   * reply is parsed (the server's `reason` field, or a known refusal), never derived from the text.
   */
  readonly reason?: string;

  constructor(
    code: SkateErrorCode,
    message: string,
    options: { status?: number; cause?: unknown; reason?: string } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = code;
    this.status = options.status;
    if (options.reason !== undefined) this.reason = options.reason;
  }
}

/** True when `value` is a SkateError (also across bundle copies). */
export function isSkateError(value: unknown): value is SkateError {
  return (
    value instanceof SkateError || (value instanceof Error && value.name === 'SkateError' && 'code' in value)
  );
}
