/**
 * The cache key of one product. In a module of its own so that the checkout part reads it without
 * importing the catalogue store: the bundler would otherwise put the checkout's code in the chunk every
 * page loads with the catalogue cache.
 */
export const productKey = (id: string): string => `product:${id}`;
