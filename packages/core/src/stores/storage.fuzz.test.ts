import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CartItem } from '../api/schemas/cart';
import { STORAGE_KEYS } from '../constants';
import { createEncryptedCodec } from '../platform/encrypted-codec';
import { createMemoryStorage, type StorageAdapter } from '../platform/storage';
import { createStorefront } from '../storefront-parts';
import { selectCartCount } from './cart';
import { selectIsSignedIn, selectUserId, selectUserName } from './session';

/*
 * Whatever browser storage holds - left by an older version, another app on the origin, a user in dev
 * tools, a full disk - the stores start and work: never a throw, never a crash. Storage contents are
 * random: garbage text, JSON of every shape, the right shapes with wrong field types, huge strings,
 * prototype-pollution attempts, an encrypted envelope that does not decrypt.
 */

const KEYS = Object.values(STORAGE_KEYS);

/** Records shaped like what each key holds, with random field values. */
const fieldValue = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', 'NaN', '1e309', '-1', 'Infinity', '__proto__'),
  fc.jsonValue({ maxDepth: 2 }),
);
const lineLike = fc.record(
  {
    product_id: fieldValue,
    product_sku: fieldValue,
    product_name: fieldValue,
    product_price: fieldValue,
    product_saleprice: fieldValue,
    quantity: fieldValue,
    product_status: fieldValue,
    variation_attributes: fieldValue,
    course: fieldValue,
  },
  { requiredKeys: [] },
);
const shaped = fc.oneof(
  fc.array(lineLike, { maxLength: 5 }),
  fc.record(
    { products: fc.oneof(fc.array(lineLike, { maxLength: 3 }), fieldValue), total: fieldValue },
    { requiredKeys: [] },
  ),
  fc.record(
    { user_id: fieldValue, full_name: fieldValue, name: fieldValue, email: fieldValue, mobile: fieldValue },
    { requiredKeys: [] },
  ),
  fc.record({ accessToken: fieldValue, refreshToken: fieldValue }, { requiredKeys: [] }),
  fc.dictionary(fc.string({ maxLength: 8 }), fieldValue, { maxKeys: 5 }),
);

const storedValue: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  shaped.map((v) => JSON.stringify(v)),
  fc.constantFrom(
    '',
    'null',
    'undefined',
    '{',
    '[',
    '"',
    '[null]',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '[{"quantity":1e309}]',
    '{"v":1,"iv":"AAAA","data":"AAAA"}',
    `"${'x'.repeat(200_000)}"`,
    `[${'{"product_id":"p","quantity":1},'.repeat(2_000)}{}]`,
  ),
);

/** Storage with random values under SkateKit's keys (and a few others). */
const storageContents = fc.dictionary(
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...KEYS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
  ),
  storedValue,
  { maxKeys: KEYS.length + 2 },
);

/** A fetch that answers every call with garbage, an error status or a network failure. */
const hostileFetch = (answers: string[]): typeof fetch => {
  let i = 0;
  return async () => {
    const answer = answers[i++ % Math.max(answers.length, 1)] ?? 'network';
    if (answer === 'network') throw new TypeError('fetch failed');
    const status = answer.startsWith('{"status":500') ? 500 : 200;
    return new Response(answer, { status, headers: { 'content-type': 'application/json' } });
  };
};

/** Storage that throws on some operations, as Safari's private mode and a full quota do. */
function flaky(storage: StorageAdapter, failing: { get: boolean; set: boolean }): StorageAdapter {
  return {
    getItem: (key) => {
      if (failing.get) throw new DOMException('The operation is insecure.', 'SecurityError');
      return storage.getItem(key);
    },
    setItem: (key, value) => {
      if (failing.set) throw new DOMException('Quota exceeded', 'QuotaExceededError');
      storage.setItem(key, value);
    },
    removeItem: (key) => storage.removeItem(key),
  };
}

const polluted = () => ({}) as Record<string, unknown>;

// The settings store reports failed calls on the console: thousands of them here, all expected.
beforeAll(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => {
  vi.restoreAllMocks();
});

describe('random storage contents never crash the stores', () => {
  it('every store starts, answers its state and runs its start-up work over any stored values', async () => {
    await fc.assert(
      fc.asyncProperty(
        storageContents,
        fc.array(
          fc.oneof(
            fc.constant('network'),
            fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
            fc.string(),
          ),
          {
            maxLength: 4,
          },
        ),
        fc.boolean(),
        async (contents, answers, encrypted) => {
          const storage = createMemoryStorage(contents);
          const shop = createStorefront({
            apiBase: 'http://127.0.0.1:9',
            merchantCode: 'SKATE01',
            storage,
            fetch: hostileFetch(answers),
            codec: encrypted ? createEncryptedCodec('fuzz-secret') : undefined,
            env: {},
          });
          await shop.start();
          await shop.session.getState().hydrate();
          const session = shop.session.getState();
          expect(typeof selectIsSignedIn(session)).toBe('boolean');
          expect(typeof selectUserName(session)).toBe('string');
          const userId = selectUserId(session);
          expect(userId === null || typeof userId === 'string').toBe(true);
          expect(typeof session.getToken() === 'string' || session.getToken() === undefined).toBe(true);

          const cart = shop.cart.getState();
          expect(Array.isArray(cart.lines)).toBe(true);
          expect(Number.isFinite(selectCartCount(cart))).toBe(true);
          await shop.cart.getState().refreshGuestLines();
          for (const line of shop.cart.getState().lines)
            shop.cart.getState().setQuantity(String(line.product_sku ?? ''), 2);

          const checkout = shop.checkout.getState();
          expect(checkout.data === null || typeof checkout.data === 'object').toBe(true);
          shop.checkout.getState().setFromCart(shop.cart.getState().lines);

          shop.returnPage.getState();
          shop.paymentResults.getState();
          shop.admissionDraft.getState();
          await shop.session.getState().logout();
          expect(polluted().polluted).toBeUndefined();
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);

  it('storage that throws on reads or writes (private mode, full quota) does not break start-up or actions', async () => {
    await fc.assert(
      fc.asyncProperty(storageContents, fc.boolean(), fc.boolean(), async (contents, get, set) => {
        const storage = flaky(createMemoryStorage(contents), { get, set });
        const shop = createStorefront({
          apiBase: 'http://127.0.0.1:9',
          merchantCode: 'SKATE01',
          storage,
          fetch: hostileFetch(['network']),
          env: {},
        });
        await shop.start();
        expect(Array.isArray(shop.cart.getState().lines)).toBe(true);
        await shop.cart
          .getState()
          .addItem(
            CartItem.parse({ product_id: 'p1', product_sku: 'SKU-1', product_name: 'Wheels', quantity: 1 }),
            { context: 'detail' },
          );
        shop.checkout.getState().setFromCart(shop.cart.getState().lines);
        await shop.session.getState().logout();
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
