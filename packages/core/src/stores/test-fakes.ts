import { addLine } from '../cart/guestCart';
import { QUAD_LINE } from '../cart/test-fixtures';
import { stockOnHand } from '../catalogue/stock';
import { CartItem } from '../api/schemas/cart';
import { Product } from '../api/schemas/catalogue';
import { UserSession } from '../api/schemas/users';
import { SkateError } from '../errors';
import { TEXTS } from '../texts';
import { createMemoryStorage } from '../platform/storage';
import { type CartApi, createCartStore } from './cart';

/** A cart line for store tests; only the fields a case cares about need giving. */
export const cartLine = (overrides: Partial<CartItem> = {}): CartItem =>
  CartItem.parse({ ...QUAD_LINE, product_type: 'Simple', ...overrides });

export const ASHA = UserSession.parse({ user_id: 'u1', full_name: 'Asha Rao', email: 'asha@example.in' });

/** A session holder with the two methods the cart store uses. */
export function fakeSession(initial: UserSession | null = null) {
  let state = { user: initial };
  const listeners = new Set<(s: typeof state, p: typeof state) => void>();
  return {
    getState: () => state,
    subscribe: (listener: (s: typeof state, p: typeof state) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setUser(user: UserSession | null) {
      const previous = state;
      state = { user };
      for (const listener of listeners) listener(state, previous);
    },
  };
}

/**
 * In-memory stand-in for the cart and catalogue namespaces, behaving like the real client: a refusal
 * (duplicate sku, a sku set to be refused) throws SkateError 'http' whose cause is the `{ isError, msg }`
 * reply; unreachable skus throw a network error.
 */
export function fakeCartApi(
  products: Record<string, Partial<Product>> = {},
  { answersCart = false }: { answersCart?: boolean } = {},
) {
  const carts = new Map<string, CartItem[]>();
  /** The bodies of the adds, as sent. */
  const sent: Record<string, unknown>[] = [];
  /** The reference server's extension: a write answers the cart after it. */
  const withCart = (userId: string) => (answersCart ? { cart: carts.get(userId) ?? [] } : {});
  const refuse = new Map<string, string>();
  const unreachable = new Set<string>();
  const missingProducts = new Set<string>();
  const calls: string[] = [];
  const api: CartApi = {
    cart: {
      async add(item, options = {}) {
        const sku = String(item.product_sku ?? '');
        calls.push(`add ${sku}`);
        sent.push({ ...item });
        if (unreachable.has(sku)) throw new SkateError('network', 'Failed to fetch');
        const userId = String(item.user_id);
        const refused = refuse.get(sku);
        if (refused !== undefined)
          throw new SkateError('http', refused, { status: 200, cause: { isError: true, msg: refused } });
        // The reference server's policy: core's addLine, as for the guest cart; the units on hand are
        // the catalogue's (`stockOnHand` of the fake's products), never the client's.
        const record = products[String(item.product_id)];
        const onHand = record ? stockOnHand(record.stock, record.totalStock) : undefined;
        const parsed = CartItem.parse({ ...item, stock_left: onHand ?? undefined });
        const added = addLine(carts.get(userId) ?? [], parsed, {
          context: options.context ?? 'listing',
        });
        if (added.outcome === 'duplicate') {
          const msg = TEXTS.PRODUCT_ALREADY_IN_CART;
          throw new SkateError('http', msg, {
            status: 200,
            cause: { isError: true, msg },
            reason: 'duplicate',
          });
        }
        if (added.outcome === 'refused') {
          const msg = added.refusal.message;
          throw new SkateError('http', msg, {
            status: 409,
            cause: { isError: true, msg },
            reason: added.refusal.reason,
          });
        }
        carts.set(userId, added.lines);
        return { isError: false, msg: 'Added', outcome: added.outcome, ...withCart(userId) };
      },
      async list(userId) {
        calls.push(`list ${userId}`);
        return carts.get(userId) ?? [];
      },
      async remove(sku) {
        calls.push(`remove ${sku}`);
        if (unreachable.has(sku)) throw new SkateError('network', 'Failed to fetch');
        for (const [user, lines] of carts)
          carts.set(
            user,
            lines.filter((l) => l.product_sku !== sku),
          );
        return answersCart ? { cart: [...carts.values()][0] ?? [] } : undefined;
      },
      async clear(userId) {
        calls.push(`clear ${userId}`);
        carts.set(userId, []);
      },
    },
    catalogue: {
      async product(id) {
        calls.push(`product ${id}`);
        if (missingProducts.has(id) || !products[id]) throw new SkateError('network', 'Failed to fetch');
        return Product.parse({ product_id: id, ...products[id] });
      },
    },
  };
  return { api, carts, refuse, unreachable, missingProducts, calls, sent };
}

/** A cart store signed in as Asha over the fake api and a fresh memory storage. */
export function signedInCart(
  products: Record<string, Partial<Product>> = {},
  options: { answersCart?: boolean } = {},
) {
  const storage = createMemoryStorage();
  const fake = fakeCartApi(products, options);
  const session = fakeSession(ASHA);
  const cart = createCartStore({ api: fake.api, storage, session });
  return { storage, fake, session, cart };
}
