/** Tag name of the page's one notice area (see skate-toasts.ts). */
export const SKATE_TOASTS = 'skate-toasts';

/**
 * Makes sure `doc` has a connected `<skate-toasts>`: appends one to `<body>` when there is none
 * (after parsing, if the body is not there yet) and loads its code (react-toastify and the notice
 * CSS) as a chunk of its own, so tags that never notify never fetch it.
 */
export function ensureToasts(doc: Document): void {
  const registry = doc.defaultView?.customElements;
  if (!registry) return;
  if (!registry.get(SKATE_TOASTS))
    void import('../skate-toasts').then((module) => module.defineSkateToasts(registry));
  const append = () => {
    if (!doc.querySelector(SKATE_TOASTS)) doc.body?.append(doc.createElement(SKATE_TOASTS));
  };
  if (doc.body) append();
  else doc.addEventListener('DOMContentLoaded', append, { once: true });
}
