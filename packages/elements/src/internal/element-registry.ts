/**
 * Registers a tag unless the page already has it (a second copy of the script, or a page's own
 * definition); returns the class in effect for the tag.
 */
export function defineElement(
  tag: string,
  elementClass: CustomElementConstructor,
  registry: CustomElementRegistry = customElements,
): CustomElementConstructor {
  const existing = registry.get(tag);
  if (existing) return existing;
  registry.define(tag, elementClass);
  return elementClass;
}
