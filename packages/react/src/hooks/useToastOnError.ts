import { useEffect } from 'react';
import { notify } from '../ui/toast';
import type { AsyncStatus } from './useAsync';

/**
 * Shows `text` as an error notice each time `status` turns to 'error'. Only for the fetches whose
 * failure the spec toasts; the others stay silent (logged only).
 */
export function useToastOnError(status: AsyncStatus, text: string, error?: unknown): void {
  useEffect(() => {
    if (status !== 'error') return;
    notify.error(text);
    if (error) console.error(error);
  }, [status, text, error]);
}

/** Logs a display-data failure the spec keeps silent (no notice), so it still reaches the console. */
export function useLogOnError(status: AsyncStatus, error: unknown, what: string): void {
  useEffect(() => {
    if (status === 'error') console.error(`[skatekit] ${what}`, error);
  }, [status, error, what]);
}
