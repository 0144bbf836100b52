/**
 * jsdom has no layout: scroll sizes are 0 and scrollBy does nothing. This gives `.skate-row-track`
 * elements a fixed client width, a scroll width and a working scrollLeft / scrollBy, so the
 * chevron rules can be tested. Call the returned restore function after the test.
 */
export function fakeRowLayout({ clientWidth, scrollWidth }: { clientWidth: number; scrollWidth: number }) {
  const proto = HTMLElement.prototype;
  const originals = {
    clientWidth:
      Object.getOwnPropertyDescriptor(proto, 'clientWidth') ??
      Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth'),
    scrollWidth:
      Object.getOwnPropertyDescriptor(proto, 'scrollWidth') ??
      Object.getOwnPropertyDescriptor(Element.prototype, 'scrollWidth'),
    scrollLeft:
      Object.getOwnPropertyDescriptor(proto, 'scrollLeft') ??
      Object.getOwnPropertyDescriptor(Element.prototype, 'scrollLeft'),
  };
  const positions = new WeakMap<Element, number>();
  const isTrack = (el: Element) => el.classList.contains('skate-row-track');
  const scrollBys: number[] = [];
  Object.defineProperty(proto, 'clientWidth', {
    configurable: true,
    get() {
      return isTrack(this) ? clientWidth : 0;
    },
  });
  Object.defineProperty(proto, 'scrollWidth', {
    configurable: true,
    get() {
      return isTrack(this) ? scrollWidth : 0;
    },
  });
  Object.defineProperty(proto, 'scrollLeft', {
    configurable: true,
    get() {
      return positions.get(this) ?? 0;
    },
    set(value: number) {
      positions.set(this, Math.max(0, Math.min(value, scrollWidth - clientWidth)));
    },
  });
  const originalScrollBy = proto.scrollBy;
  proto.scrollBy = function scrollBy(this: HTMLElement, options?: ScrollToOptions | number) {
    const left = typeof options === 'number' ? options : (options?.left ?? 0);
    scrollBys.push(left);
    this.scrollLeft += left;
    this.dispatchEvent(new Event('scroll'));
  } as typeof proto.scrollBy;
  return {
    scrollBys,
    restore() {
      for (const [name, descriptor] of Object.entries(originals)) {
        if (descriptor) Object.defineProperty(proto, name, descriptor);
        else delete (proto as unknown as Record<string, unknown>)[name];
      }
      proto.scrollBy = originalScrollBy;
    },
  };
}
