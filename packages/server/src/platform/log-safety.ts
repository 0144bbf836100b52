/**
 * What never reaches a log line: credentials, codes, secrets and personal data. Paths are pino
 * redact paths (one level of nesting under any key, plus the request's own headers).
 */
export const LOG_REDACT = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers["x-razorpay-signature"]',
    ...[
      'authorization',
      'cookie',
      'password',
      'newPassword',
      'password_hash',
      'otp',
      'aadhar',
      'accessToken',
      'refreshToken',
      'idToken',
      'token',
      'key_secret',
      'webhook_secret',
      'razorpay_signature',
      'params',
    ].flatMap((key) => [key, `*.${key}`]),
  ],
  censor: '[redacted]',
};

/**
 * An unexpected error as it may be logged: its type, database error code and message, without the
 * query parameters a failed query carries (Drizzle puts them in the message and on the error; they
 * can hold password hashes, e-mails and Aadhaar numbers) and without the row values PostgreSQL puts
 * in `detail`.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const message = error.message.split(/\nparams:/)[0];
  const code = (error as Error & { code?: unknown }).code;
  return {
    type: error.name,
    message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(cause && typeof cause.code === 'string' ? { dbCode: cause.code } : {}),
    ...(cause && typeof cause.message === 'string' ? { dbMessage: cause.message } : {}),
    // Only the frames: the first lines of a stack repeat the message, parameters included.
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 5)
      .join('\n'),
  };
}
