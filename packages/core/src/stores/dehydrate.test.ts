import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../platform/storage';
import { createStorefront } from '../storefront-parts';
import { dehydrate, hydrate, prefetch } from './dehydrate';

const DECK = { _id: 'p1', title: 'Street Deck', main_id: 'M1', status: 'Active', stock: '4' };

/** A storefront whose fetch answers the product, the categories and the settings calls, and counts calls. */
function storefront() {
  const paths: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input instanceof Request ? input.url : input)).pathname;
    paths.push(path);
    if (path === '/grouped-product/single/p1') return Response.json({ data: DECK });
    if (path === '/category/getdata/category/M1')
      return Response.json({ data: [{ _id: 'c1', name: 'Decks', status: 'Active' }] });
    if (path === '/button/M1') return Response.json({ data: [{ button_id: 'addtocart', default: true }] });
    if (path === '/paybutton/M1') return Response.json({ data: [{ button_id: 'paynow', default: true }] });
    if (path === '/meta/M1') return Response.json({ data: null });
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  const made = createStorefront({
    apiBase: 'http://api.test',
    merchantCode: 'M1',
    storage: createMemoryStorage(),
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { storefront: made, paths };
}

describe('prefetch, dehydrate, hydrate', () => {
  it('a server loads a product and the settings; the browser storefront gets them without a request', async () => {
    const server = storefront();
    await prefetch(server.storefront, { products: ['p1'], catalogue: ['categories'], settings: true });
    const state = JSON.parse(JSON.stringify(dehydrate(server.storefront)));
    expect(state.catalogue.map(([key]: [string]) => key).sort()).toEqual(['categories', 'product:p1']);
    expect(state.settings).toMatchObject({ defaultButton: 'addtocart', payMode: 'paynow' });

    const browser = storefront();
    hydrate(browser.storefront, state);
    expect(browser.storefront.catalogue.cache.get('product:p1')).toMatchObject({
      status: 'success',
      data: { title: 'Street Deck', stock: '4' },
    });
    await browser.storefront.catalogue.product('p1');
    await browser.storefront.catalogue.load('categories');
    await browser.storefront.settings.getState().loadSettings();
    expect(browser.storefront.settings.getState()).toMatchObject({
      loaded: true,
      defaultButton: 'addtocart',
    });
    expect(browser.paths).toEqual([]);
  });

  it('what failed on the server is left out, and prefetch does not reject', async () => {
    const server = storefront();
    await expect(prefetch(server.storefront, { products: ['missing'] })).resolves.toBeUndefined();
    expect(dehydrate(server.storefront)).toEqual({ catalogue: [], settings: null });
  });

  it('keeps what the browser already has', async () => {
    const browser = storefront();
    browser.storefront.catalogue.cache.setData('product:p1', { ...DECK, stock: '1' });
    hydrate(browser.storefront, { catalogue: [['product:p1', DECK, 1]], settings: null });
    expect(browser.storefront.catalogue.cache.get('product:p1').data).toMatchObject({ stock: '1' });
  });
});
