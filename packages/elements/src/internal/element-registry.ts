/**
 * The page's custom element registry, or undefined on a server: `define`, the loader and every
 * `defineSkate*` then do nothing.
 */
export const pageRegistry = (): CustomElementRegistry | undefined =>
  (globalThis as { customElements?: CustomElementRegistry }).customElements;

/**
 * Registers a tag unless the page already has it (a second copy of the script, or a page's own
 * definition); returns the class in effect for the tag.
 */
export function defineElement(
  tag: string,
  elementClass: CustomElementConstructor,
  registry: CustomElementRegistry | undefined = pageRegistry(),
): CustomElementConstructor {
  if (!registry) return elementClass;
  const existing = registry.get(tag);
  if (existing) return existing;
  registry.define(tag, elementClass);
  return elementClass;
}
