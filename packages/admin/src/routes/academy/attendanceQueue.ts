import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiError } from '../../api/client';
import type { AttendanceMarkInput } from '@skatekit/console-contract';

/*
 * The coach's attendance marks on a weak connection: every tap is queued in the phone's storage first
 * (with a client id made on the phone), then sent in order. A mark that could not reach the server stays
 * queued and goes again when the phone is back online (TanStack Query's onlineManager says when); the
 * server counts a client id once, so a mark sent twice (an answer lost on the way back) counts once.
 */

/** One present/absent/late tap, as queued and as sent (the contract's AttendanceMarkInput). */
export type QueuedMark = AttendanceMarkInput;

/** What a mark's last try answered: sent, waiting (offline or the server unreachable), or refused. */
export interface QueueState {
  marks: QueuedMark[];
  /** A refused mark's sentence (a 4xx: dropped from the queue, not retried). */
  refused: string | null;
  sending: boolean;
}

export const ATTENDANCE_QUEUE_KEY = 'skatekit.console.attendance-queue';

function read(): QueuedMark[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(ATTENDANCE_QUEUE_KEY) ?? '[]');
    return Array.isArray(value) ? (value as QueuedMark[]) : [];
  } catch {
    return [];
  }
}

function write(marks: QueuedMark[]) {
  if (marks.length === 0) localStorage.removeItem(ATTENDANCE_QUEUE_KEY);
  else localStorage.setItem(ATTENDANCE_QUEUE_KEY, JSON.stringify(marks));
}

/** A client id: a UUID where the browser makes one (every console browser over HTTPS does). */
export function newClientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `m-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The queue of one console (one per page; the tests make their own). */
export function createAttendanceQueue(send: (mark: QueuedMark) => Promise<unknown>) {
  let state: QueueState = { marks: read(), refused: null, sending: false };
  const listeners = new Set<() => void>();
  const set = (next: Partial<QueueState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  /** Sends what is queued, oldest first; stops at the first mark that could not reach the server. */
  async function flush(): Promise<void> {
    if (state.sending) return;
    set({ sending: true });
    try {
      for (;;) {
        const [mark] = read();
        if (!mark) break;
        try {
          await send(mark);
        } catch (error) {
          // Unreachable (status 0) or the server's trouble (5xx): kept for the next try.
          if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) break;
          // A refusal (the student left the batch...): said once, not retried.
          set({ refused: error.message });
        }
        write(read().filter((queued) => queued.clientId !== mark.clientId));
        set({ marks: read() });
      }
    } finally {
      set({ sending: false, marks: read() });
    }
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Queues a tap and tries to send it. A newer tap for the same student, batch and day replaces one
     * still waiting (only the last word is sent).
     */
    mark(mark: Omit<QueuedMark, 'clientId'>): QueuedMark {
      const queued = { ...mark, clientId: newClientId() };
      const all = read();
      // The first one may be on its way right now (its answer may already be coming): it stays.
      const inFlight = state.sending ? all[0]?.clientId : undefined;
      const waiting = all.filter(
        (other) =>
          other.clientId === inFlight ||
          !(other.batchId === mark.batchId && other.studentId === mark.studentId && other.day === mark.day),
      );
      write([...waiting, queued]);
      set({ marks: read(), refused: null });
      if (onlineManager.isOnline()) void flush();
      return queued;
    },
    flush,
    /** Sends the queue whenever the browser comes back online; returns the unsubscribe. */
    watchOnline(): () => void {
      return onlineManager.subscribe((online) => {
        if (online) void flush();
      });
    },
  };
}

export type AttendanceQueue = ReturnType<typeof createAttendanceQueue>;

/** The queue's state, re-rendering on every change. */
export function useQueueState(queue: AttendanceQueue): QueueState {
  return useSyncExternalStore(queue.subscribe, queue.getState, queue.getState);
}
