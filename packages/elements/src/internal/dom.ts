/**
 * `HTMLElement` in a browser; on a server (Node, a framework's server render) a plain stand-in, so
 * importing any entry of the package evaluates its element classes without touching the DOM. No
 * element is defined there (see `pageRegistry`).
 */
export const ElementBase: typeof HTMLElement =
  typeof HTMLElement === 'undefined' ? (class {} as unknown as typeof HTMLElement) : HTMLElement;
