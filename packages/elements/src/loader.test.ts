import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchForTags } from './internal/lazy';
import { clearPage, eventually } from './test/page';

afterEach(clearPage);

/** Fake per-tag loaders that record what was fetched. */
function fakeLoaders(tags: string[]) {
  const fetched: string[] = [];
  const loaders = Object.fromEntries(
    tags.map((tag) => [
      tag,
      vi.fn(async () => {
        fetched.push(tag);
      }),
    ]),
  );
  return { loaders, fetched };
}

describe('watchForTags', () => {
  it('loads only the tags on the page, once each, including ones nested deep and added later', async () => {
    document.body.innerHTML = `
      <header><nav><skate-cart-button></skate-cart-button><skate-cart-button></skate-cart-button></nav></header>`;
    const { loaders, fetched } = fakeLoaders(['skate-cart-button', 'skate-catalogue', 'skate-checkout']);
    const watcher = watchForTags({ loaders });
    expect(fetched).toEqual(['skate-cart-button']);

    const section = document.createElement('section');
    section.innerHTML = '<div><skate-catalogue></skate-catalogue></div>';
    document.body.append(section);
    await eventually(() => expect(fetched).toEqual(['skate-cart-button', 'skate-catalogue']));

    document.body.append(document.createElement('skate-catalogue'));
    await watcher.settled();
    expect(fetched).toEqual(['skate-cart-button', 'skate-catalogue']);
    expect(loaders['skate-checkout']).not.toHaveBeenCalled();
    expect(watcher.requested).toEqual(['skate-cart-button', 'skate-catalogue']);
    watcher.stop();
  });

  it('skips tags already defined and keeps going after a failed load', async () => {
    customElements.define('skate-enquiry', class extends HTMLElement {});
    document.body.innerHTML =
      '<skate-enquiry></skate-enquiry><skate-contact></skate-contact><skate-cart></skate-cart>';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const loaders = {
      'skate-enquiry': vi.fn(async () => {}),
      'skate-contact': vi.fn(async () => {
        throw new Error('offline');
      }),
      'skate-cart': vi.fn(async () => {}),
    };
    const watcher = watchForTags({ loaders });
    await watcher.settled();
    expect(loaders['skate-enquiry']).not.toHaveBeenCalled();
    expect(loaders['skate-contact']).toHaveBeenCalledOnce();
    expect(loaders['skate-cart']).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledWith('[skatekit] could not load <skate-contact>', expect.any(Error));
    watcher.stop();
    error.mockRestore();
  });
});

describe('the loader script', () => {
  it('defines <skate-config> and, on a page with only a cart button, only <skate-cart-button>', async () => {
    // Unconfigured here: the elements only log that they wait for merchant-code and api-base.
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<skate-cart-button></skate-cart-button>';
    const { startLoader } = await import('./loader');
    const watcher = startLoader();
    await watcher.settled();

    expect(customElements.get('skate-config')).toBeDefined();
    expect(customElements.get('skate-cart-button')).toBeDefined();
    for (const tag of ['skate-catalogue', 'skate-checkout', 'skate-cart', 'skate-product', 'skate-account']) {
      expect(customElements.get(tag), tag).toBeUndefined();
    }
    expect(watcher.requested).toEqual(['skate-cart-button']);
    expect(startLoader()).toBe(watcher);
    expect(document.querySelector('skate-cart-button')!.shadowRoot).not.toBeNull();

    document.body.append(document.createElement('skate-checkout'));
    await eventually(() => expect(customElements.get('skate-checkout')).toBeDefined());
    expect(customElements.get('skate-catalogue')).toBeUndefined();
    watcher.stop();
    error.mockRestore();
  });
});
