import { type ComponentType, createElement, useSyncExternalStore } from 'react';

// The notice area a provider renders, once `notify` first ran: `notify` hands over the container
// component, so the provider itself never imports react-toastify. Per bundle on purpose: a container
// shows the notices of its own copy of react-toastify.
const slot: { container: ComponentType | null; listeners: Set<() => void> } = {
  container: null,
  listeners: new Set(),
};

/** Called by `notify`: from now on every provider with `toasts` renders this container. */
export function showToastContainer(container: ComponentType): void {
  if (slot.container) return;
  slot.container = container;
  for (const listener of slot.listeners) listener();
}

const subscribe = (listener: () => void) => {
  slot.listeners.add(listener);
  return () => {
    slot.listeners.delete(listener);
  };
};
const read = () => slot.container;

/**
 * Calls `listener` once, when the first notice hands over its container (at once if one did already);
 * answers the unsubscribe. Custom elements use it to add the page's `<skate-toasts>` only then.
 */
export function onFirstNotice(listener: () => void): () => void {
  if (slot.container) {
    listener();
    return () => {};
  }
  const once = () => {
    unsubscribe();
    listener();
  };
  const unsubscribe = subscribe(once);
  return unsubscribe;
}

/** The provider's notice area: nothing until the first notice, then the container `notify` gave. */
export function ToastSlot() {
  const container = useSyncExternalStore(subscribe, read, read);
  return container ? createElement(container) : null;
}

// Notices asked for before a notice area has settled on the page. react-toastify queues toasts shown
// with no container, but a container that mounts, unmounts and mounts again at once (StrictMode, in
// every development build) drops that queue: so the notices wait here until the area has mounted for good.
const pending: Array<() => void> = [];
let ready = false;

/** Shows a notice now when a notice area is on the page, else once one is (or after 1 s, for a host's own container). */
export function whenToastsReady(show: () => void): void {
  if (ready) {
    show();
    return;
  }
  pending.push(show);
  setTimeout(toastsReady, 1000);
}

/** Called by the notice area a moment after it mounted: shows the notices that waited. */
export function toastsReady(): void {
  ready = true;
  for (const show of pending.splice(0)) show();
}
