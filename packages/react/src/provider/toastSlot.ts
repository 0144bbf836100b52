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

/** The provider's notice area: nothing until the first notice, then the container `notify` gave. */
export function ToastSlot() {
  const container = useSyncExternalStore(subscribe, read, read);
  return container ? createElement(container) : null;
}
