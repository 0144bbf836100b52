import type { CartItem } from '../api/schemas/cart';

/**
 * What the cart store announces, by type. Every event carries the lines shown after it. `synced`:
 * the lines were replaced from elsewhere (the server cart loaded, a sign-in or sign-out swapped the
 * guest and server carts, another tab, a catalogue refresh) - announced only when they differ.
 */
export interface CartEventMap {
  added: { item: CartItem; outcome: 'added' | 'increased'; source?: unknown; lines: CartItem[] };
  removed: { key: string; lines: CartItem[] };
  quantity: { key: string; quantity: number; lines: CartItem[] };
  cleared: { lines: CartItem[] };
  synced: { lines: CartItem[] };
}

/** One cart event: its `type` and its fields. */
export type CartEvent = { [K in keyof CartEventMap]: { type: K } & CartEventMap[K] }[keyof CartEventMap];

/** Listening to the cart's events: one type (`on`) or every type (`subscribe`); both return the unsubscribe. */
export interface CartEvents {
  on<K extends keyof CartEventMap>(
    type: K,
    listener: (event: { type: K } & CartEventMap[K]) => void,
  ): () => void;
  subscribe(listener: (event: CartEvent) => void): () => void;
}

/** The emitter behind `CartEvents`; `emit` is the store's own. */
export function createCartEvents(): CartEvents & { emit(event: CartEvent): void } {
  const listeners = new Set<(event: CartEvent) => void>();
  const subscribe = (listener: (event: CartEvent) => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    subscribe,
    on(type, listener) {
      return subscribe((event) => {
        if (event.type === type) listener(event as Parameters<typeof listener>[0]);
      });
    },
    emit(event) {
      // Copy: a listener may unsubscribe while we iterate; one failing listener must not stop the rest.
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          console.error('[skatekit] cart event listener failed', error);
        }
      }
    },
  };
}
