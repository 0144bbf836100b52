import { createContext, useContext } from 'react';

/** The custom element a React tree renders for (set by the element's shell). */
export const HostContext = createContext<HTMLElement | null>(null);

/** The element the current tree renders for; its events come from it. */
export function useHost(): HTMLElement {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost must be used inside a SkateKit element');
  return host;
}
