import type { ReactNode } from 'react';
import { ApiError } from '../api/client';

/** A loading placeholder: grey lines where the content will be, announced once. */
export function LoadingState({ label = 'Loading', lines = 4 }: { label?: string; lines?: number }) {
  return (
    <div className="skeleton" aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}…
      </span>
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
        <div key={i} className="skeleton-line" aria-hidden="true" />
      ))}
    </div>
  );
}

/** What went wrong, in the API's words, with a way to try again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div className="state state-error" role="alert">
      <p>{errorMessage(error)}</p>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

/** Nothing to show, said plainly. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="state" role="status">
      <p>{children}</p>
    </div>
  );
}

/** The text of an error for staff: the API envelope's message, or a generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Something went wrong. Try again.';
}

/** An inline error under a form or in a dialog. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p className="form-error" role="alert">
      {errorMessage(error)}
    </p>
  );
}
