import { SkateError } from './core';

/**
 * The error envelope every failed call answers with. Both spellings of the loose backend are filled
 * (`message` on most routes, `msg` on the cart routes) so any client reads it.
 */
export interface ErrorBody {
  success: false;
  isError: true;
  message: string;
  msg: string;
  /** Extension: why, for programs (`no-delivery`, `coupon-invalid`...), when the refusal has a kind. */
  reason?: string;
}

/** Builds the error envelope. */
export function errorBody(message: string, reason?: string): ErrorBody {
  return reason
    ? { success: false, isError: true, message, msg: message, reason }
    : { success: false, isError: true, message, msg: message };
}

/** 404 for a missing record; the central error handler turns it into the envelope. */
export function notFound(message: string): SkateError {
  return new SkateError('not-found', message, { status: 404 });
}

/** 400 for input a schema cannot express (the message is shown to the user as is). */
export function badRequest(message: string): SkateError {
  return new SkateError('validation', message, { status: 400 });
}

/** 401 when no valid access token came with a user-scoped call. */
export function unauthorised(message = 'Please log in to continue'): SkateError {
  return new SkateError('unauthorised', message, { status: 401 });
}

/** 403 when the token belongs to someone else. */
export function forbidden(message = 'You are not allowed to access this resource'): SkateError {
  return new SkateError('unauthorised', message, { status: 403 });
}

/** 409 for a conflict the client can resolve (duplicate, already used, out of stock). */
export function conflict(message: string): SkateError {
  return new SkateError('http', message, { status: 409 });
}

/** 503 when a service this answer needs (a maps or payment provider) cannot be asked now. */
export function serviceUnavailable(message: string): SkateError {
  return new SkateError('http', message, { status: 503 });
}
