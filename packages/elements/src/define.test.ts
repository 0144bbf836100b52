import { afterEach, describe, expect, it } from 'vitest';
import { defineSkateElements } from './define-all';
import { defineElement } from './internal/element-registry';
import { SkateCartElement } from './skate-cart';
import { SkateCartButtonElement } from './skate-cart-button';
import { SkateCatalogueElement } from './skate-catalogue';
import { SkateConfigElement } from './skate-config';
import { SKATE_TAGS } from './tags';
import { clearPage } from './test/page';

afterEach(clearPage);

describe('registration', () => {
  it('leaves a tag the page defined itself alone, and defines every other tag once', () => {
    class PageOwnContact extends HTMLElement {}
    customElements.define('skate-contact', PageOwnContact);

    defineSkateElements();

    expect(customElements.get('skate-contact')).toBe(PageOwnContact);
    for (const tag of SKATE_TAGS) expect(customElements.get(tag), tag).toBeDefined();
    expect(customElements.get('skate-config')).toBe(SkateConfigElement);
    expect(customElements.get('skate-catalogue')).toBe(SkateCatalogueElement);
    expect(customElements.get('skate-cart')).toBe(SkateCartElement);
    expect(customElements.get('skate-cart-button')).toBe(SkateCartButtonElement);
  });

  it('can run again (a second copy of the script) without throwing or replacing anything', () => {
    defineSkateElements();
    const before = SKATE_TAGS.map((tag) => customElements.get(tag));
    expect(() => defineSkateElements()).not.toThrow();
    expect(SKATE_TAGS.map((tag) => customElements.get(tag))).toEqual(before);
  });

  it('defineElement returns the class in effect and defines only an unknown tag', () => {
    const defined = new Map<string, CustomElementConstructor>();
    const registry = {
      get: (tag: string) => defined.get(tag),
      define: (tag: string, ctor: CustomElementConstructor) => {
        if (defined.has(tag)) throw new Error('already defined');
        defined.set(tag, ctor);
      },
    } as unknown as CustomElementRegistry;
    class First extends HTMLElement {}
    class Second extends HTMLElement {}

    expect(defineElement('skate-x', First, registry)).toBe(First);
    expect(defineElement('skate-x', Second, registry)).toBe(First);
    expect(defined.get('skate-x')).toBe(First);
  });

  it('exposes the open shadow root every element renders into', () => {
    defineSkateElements();
    for (const tag of SKATE_TAGS.filter((t) => t !== 'skate-contact')) {
      const element = document.createElement(tag);
      expect(element.shadowRoot, tag).not.toBeNull();
    }
  });
});
