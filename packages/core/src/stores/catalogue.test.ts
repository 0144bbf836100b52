import { describe, expect, it, vi } from 'vitest';
import { type CatalogueApi, createCatalogueStore } from './catalogue';
import { createQueryCache } from './query-cache';

const api = () => {
  const calls = {
    products: vi.fn(async () => [{ product_id: 'p1' }]),
    product: vi.fn(async (id: string) => ({ product_id: id })),
    newArrivals: vi.fn(async () => []),
    categories: vi.fn(async () => []),
    offers: vi.fn(async (): Promise<unknown[]> => []),
    sliders: vi.fn(async () => []),
    marquee: vi.fn(async () => []),
  };
  return Object.assign(calls as unknown as CatalogueApi, { calls });
};

describe('catalogue store (keyed cache with request de-duplication)', () => {
  it('asks the server once per key however many readers ask at the same time, then answers from the cache', async () => {
    const given = api();
    const { calls } = given;
    const store = createCatalogueStore({ api: given });
    const [a, b, c] = await Promise.all([
      store.load('products'),
      store.load('products'),
      store.load('products'),
    ]);
    expect(a).toBe(b);
    expect(b).toBe(c);
    await store.load('products');
    expect(calls.products).toHaveBeenCalledTimes(1);
    await Promise.all([store.product('x'), store.product('x'), store.product('y')]);
    expect(calls.product).toHaveBeenCalledTimes(2);
    expect(store.entry('products').status).toBe('success');
  });

  it('a failure is kept on the entry and the next read asks again', async () => {
    const given = api();
    const { calls } = given;
    calls.offers.mockRejectedValueOnce(new Error('offline'));
    const store = createCatalogueStore({ api: given });
    await expect(store.load('offers')).rejects.toThrow('offline');
    expect(store.entry('offers')).toMatchObject({ status: 'error' });
    await expect(store.load('offers')).resolves.toEqual([]);
    expect(calls.offers).toHaveBeenCalledTimes(2);
  });

  it('a source given for a key replaces the default fetcher (a server-paged source plugs in here)', async () => {
    const given = api();
    const { calls } = given;
    const paged = vi.fn(async () => [{ product_id: 'from-pages' }]);
    const store = createCatalogueStore({ api: given, sources: { products: paged as never } });
    expect(await store.load('products')).toEqual([{ product_id: 'from-pages' }]);
    expect(calls.products).not.toHaveBeenCalled();
  });

  it('stale data and invalidated keys are fetched again; listeners hear each change of their key', async () => {
    let time = 0;
    const cache = createQueryCache({ staleMs: 1000, now: () => time });
    const fetcher = vi.fn(async () => time);
    const heard = vi.fn();
    cache.subscribe('k', heard);
    await cache.fetch('k', fetcher);
    time = 500;
    await cache.fetch('k', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    time = 1500;
    expect(await cache.fetch('k', fetcher)).toBe(1500);
    cache.invalidate('k');
    await cache.fetch('k', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(heard).toHaveBeenCalledTimes(6); // loading + success, three times
  });
});
