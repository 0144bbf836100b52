import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../constants';
import { createMemoryStorage, createSharedMemoryStorage } from '../platform/storage';
import { TEXTS } from '../texts';
import { createCartStore, selectCartCount } from './cart';
import { ASHA, cartLine, fakeCartApi, fakeSession, signedInCart } from './test-fakes';

const stored = (storage: { getItem(k: string): string | null }) =>
  JSON.parse(storage.getItem(STORAGE_KEYS.guestCart) ?? '[]');

afterEach(() => vi.restoreAllMocks());

function guestCart(initial: unknown[] = [], products = {}) {
  const storage = createMemoryStorage({ [STORAGE_KEYS.guestCart]: JSON.stringify(initial) });
  const fake = fakeCartApi(products);
  const session = fakeSession();
  const cart = createCartStore({ api: fake.api, storage, session });
  return { storage, fake, session, cart };
}

describe('cart store: guest cart', () => {
  it('adds a line, stores it under guest_cart and counts it', async () => {
    const { cart, storage } = guestCart();
    const result = await cart.getState().addItem(cartLine(), { context: 'listing' });
    expect(result).toEqual({ outcome: 'added', notice: { type: 'success', message: TEXTS.ADDED_TO_CART } });
    expect(selectCartCount(cart.getState())).toBe(1);
    expect(stored(storage)).toHaveLength(1);
  });

  it('refuses a duplicate sku on a listing with the "Product already in cart" warning', async () => {
    const { cart, storage } = guestCart([cartLine()]);
    const bySku = await cart.getState().addItem(cartLine({ product_id: 'other' }), { context: 'listing' });
    expect(bySku).toEqual({
      outcome: 'duplicate',
      notice: { type: 'warning', message: TEXTS.PRODUCT_ALREADY_IN_CART },
    });
    expect(stored(storage)).toEqual([expect.objectContaining({ product_sku: 'SKU-1', quantity: 1 })]);
  });

  it('issue 39: adds another size (another sku) of a product in the cart from a listing', async () => {
    const { cart, storage } = guestCart([cartLine()]);
    const otherSize = await cart
      .getState()
      .addItem(cartLine({ product_sku: 'SKU-2' }), { context: 'listing' });
    expect(otherSize.outcome).toBe('added');
    expect(stored(storage).map((l: { product_sku: string }) => l.product_sku)).toEqual(['SKU-1', 'SKU-2']);
  });

  it('increases the quantity of the same sku on the detail page, keeping one line', async () => {
    const { cart, storage } = guestCart([cartLine({ quantity: 2 })]);
    const result = await cart.getState().addItem(cartLine({ quantity: 3 }), { context: 'detail' });
    expect(result.outcome).toBe('increased');
    expect(cart.getState().lines).toHaveLength(1);
    expect(stored(storage)[0].quantity).toBe(5);
  });

  it('refuses to raise a line past 1000 units, as the server does, and keeps the line as it was', async () => {
    const { cart, storage } = guestCart([cartLine({ quantity: 998 })]);
    const over = await cart.getState().addItem(cartLine({ quantity: 3 }), { context: 'detail' });
    expect(over).toEqual({
      outcome: 'refused',
      notice: { type: 'warning', message: 'You can order at most 1000 of one item.' },
    });
    expect(stored(storage)[0].quantity).toBe(998);
    const upTo = await cart.getState().addItem(cartLine({ quantity: 2 }), { context: 'detail' });
    expect(upTo.outcome).toBe('increased');
    expect(stored(storage)[0].quantity).toBe(1000);
    const fresh = await cart
      .getState()
      .addItem(cartLine({ product_sku: 'SKU-9', quantity: 1001 }), { context: 'detail' });
    expect(fresh.outcome).toBe('refused');
    expect(selectCartCount(cart.getState())).toBe(1);
  });

  it('adds another variation (another sku) of the same product on the detail page', async () => {
    const { cart } = guestCart([cartLine()]);
    expect(
      (await cart.getState().addItem(cartLine({ product_sku: 'SKU-2' }), { context: 'detail' })).outcome,
    ).toBe('added');
    expect(selectCartCount(cart.getState())).toBe(2);
  });

  it('never lets the quantity go below 1', () => {
    const { cart, storage } = guestCart([cartLine({ quantity: 3 })]);
    cart.getState().setQuantity('SKU-1', 0);
    expect(cart.getState().lines[0].quantity).toBe(1);
    cart.getState().setQuantity('SKU-1', -4);
    expect(stored(storage)[0].quantity).toBe(1);
    cart.getState().setQuantity('SKU-1', 4);
    expect(stored(storage)[0].quantity).toBe(4);
  });

  it('removes and clears lines', async () => {
    const { cart, storage } = guestCart([cartLine(), cartLine({ product_id: 'p2', product_sku: 'SKU-2' })]);
    expect(await cart.getState().removeItem('SKU-1')).toEqual({ ok: true });
    expect(cart.getState().lines.map((l) => l.product_sku)).toEqual(['SKU-2']);
    await cart.getState().clear();
    expect(stored(storage)).toEqual([]);
    expect(selectCartCount(cart.getState())).toBe(0);
  });

  it('ignores corrupt storage and keeps one line per sku from damaged storage', () => {
    expect(guestCart().cart.getState().lines).toEqual([]);
    const corrupt = createMemoryStorage({ [STORAGE_KEYS.guestCart]: '{not json' });
    expect(
      createCartStore({ api: fakeCartApi().api, storage: corrupt, session: fakeSession() }).getState().lines,
    ).toEqual([]);
    const { cart } = guestCart([
      cartLine(),
      'junk',
      42,
      cartLine({ quantity: 9 }),
      cartLine({ product_sku: 'SKU-2' }),
    ]);
    expect(cart.getState().lines.map((l) => [l.product_sku, l.quantity])).toEqual([
      ['SKU-1', 1],
      ['SKU-2', 1],
    ]);
  });

  it('follows guest cart changes made in another tab', async () => {
    const shared = createSharedMemoryStorage();
    const make = () =>
      createCartStore({ api: fakeCartApi().api, storage: shared.open(), session: fakeSession() });
    const tabA = make();
    const tabB = make();
    await tabA.getState().addItem(cartLine(), { context: 'listing' });
    expect(selectCartCount(tabB.getState())).toBe(1);
    // The other tab's copy now refuses the same item as a duplicate.
    expect((await tabB.getState().addItem(cartLine(), { context: 'listing' })).outcome).toBe('duplicate');
  });
});

describe('cart store: guest line refresh', () => {
  it('refreshes title, prices, stock, status, image and gallery from the product', async () => {
    const { cart, storage } = guestCart([cartLine({ quantity: 2 })], {
      p1: {
        title: 'Quad Skates Pro',
        sku: 'SKU-1',
        originalPrice: 1200,
        discountPrice: 900,
        stock: '3',
        status: 'Inactive',
        image: '/img/new.jpg',
        gallery: ['/img/g1.jpg'],
      },
    });
    await cart.getState().refreshGuestLines();
    expect(stored(storage)[0]).toMatchObject({
      product_name: 'Quad Skates Pro',
      product_price: 1200,
      product_saleprice: 900,
      product_stockstatus: '3',
      product_status: 'Inactive',
      product_image: '/img/new.jpg',
      product_gallery: ['/img/g1.jpg'],
      quantity: 2,
    });
  });

  it('keeps a line unchanged when its refresh fails (and logs it)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const kept = cartLine({
      product_id: 'gone',
      product_sku: 'SKU-G',
      product_name: 'Old Helmet',
      product_price: 500,
    });
    const { cart } = guestCart([kept, cartLine()], {
      p1: { title: 'Fresh', sku: 'SKU-1', originalPrice: 1 },
    });
    await cart.getState().refreshGuestLines();
    const [first, second] = cart.getState().lines;
    expect(first).toEqual(kept);
    expect(second.product_name).toBe('Fresh');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('fetches a product once for several of its lines', async () => {
    const { cart, fake } = guestCart([cartLine(), cartLine({ product_sku: 'SKU-2' })], {
      p1: { title: 'X' },
    });
    await cart.getState().refreshGuestLines();
    expect(fake.calls.filter((c) => c.startsWith('product'))).toEqual(['product p1']);
  });
});

describe('cart store: signed in', () => {
  it('posts to the server with the user and refetches on success', async () => {
    const { cart, fake } = signedInCart();
    const result = await cart.getState().addItem(cartLine(), { context: 'listing' });
    expect(result).toEqual({ outcome: 'added', notice: { type: 'success', message: TEXTS.ADDED_TO_CART } });
    expect(fake.carts.get('u1')?.[0]).toMatchObject({
      user_id: 'u1',
      user_name: 'Asha Rao',
      product_sku: 'SKU-1',
    });
    expect(fake.calls).toEqual(['add SKU-1', 'list u1']);
    expect(selectCartCount(cart.getState())).toBe(1);
  });

  it('issue 25 row 4: a second add of one sku is `increased` whoever adds - guest or signed in, result and `added` event alike', async () => {
    for (const { cart } of [guestCart(), signedInCart()]) {
      const seen: string[] = [];
      cart.events.on('added', (event) => seen.push(event.outcome));
      await cart.getState().addItem(cartLine(), { context: 'detail' });
      const second = await cart.getState().addItem(cartLine(), { context: 'detail' });
      expect(second).toEqual({
        outcome: 'increased',
        notice: { type: 'success', message: TEXTS.ADDED_TO_CART },
      });
      expect(seen).toEqual(['added', 'increased']);
      expect(cart.getState().lines.map((l) => [l.product_sku, l.quantity])).toEqual([['SKU-1', 2]]);
    }
  });

  it('issue 25 row 3: 3 units with 2 on hand are refused at the add, guest or signed in; the quantity of a line stops at its stock', async () => {
    const twoOnHand = { p1: { stock: 'In Stock', totalStock: 2 } };
    for (const { cart } of [guestCart(), signedInCart(twoOnHand)]) {
      const three = await cart
        .getState()
        .addItem(cartLine({ product_name: 'Two Left Wheels', stock_left: 2, quantity: 3 }), {
          context: 'detail',
        });
      expect(three).toEqual({
        outcome: 'refused',
        notice: { type: 'warning', message: 'Sorry, Two Left Wheels is out of stock.' },
      });
      expect(cart.getState().lines).toEqual([]);
      await cart.getState().addItem(cartLine({ stock_left: 2, quantity: 2 }), { context: 'detail' });
      cart.getState().setQuantity('SKU-1', 9);
      expect(cart.getState().lines.map((l) => l.quantity)).toEqual([2]);
    }
  });

  it('shows the server message on a refusal, as a duplicate when the reply says so', async () => {
    const { cart, fake } = signedInCart();
    await cart.getState().addItem(cartLine(), { context: 'listing' });
    expect(await cart.getState().addItem(cartLine(), { context: 'listing' })).toEqual({
      outcome: 'duplicate',
      notice: { type: 'warning', message: TEXTS.PRODUCT_ALREADY_IN_CART },
    });
    fake.refuse.set('SKU-9', 'Out of stock');
    expect(await cart.getState().addItem(cartLine({ product_sku: 'SKU-9' }), { context: 'listing' })).toEqual(
      {
        outcome: 'refused',
        notice: { type: 'warning', message: 'Out of stock' },
      },
    );
  });

  it('says "Something went wrong" when the request throws', async () => {
    const { cart, fake } = signedInCart();
    fake.unreachable.add('SKU-1');
    expect(await cart.getState().addItem(cartLine(), { context: 'listing' })).toEqual({
      outcome: 'error',
      notice: { type: 'error', message: TEXTS.SOMETHING_WENT_WRONG },
    });
  });

  it('removes on the server and reports "Failed to remove product" on failure', async () => {
    const { cart, fake } = signedInCart();
    await cart.getState().addItem(cartLine(), { context: 'listing' });
    expect(await cart.getState().removeItem('SKU-1')).toEqual({ ok: true });
    expect(cart.getState().lines).toEqual([]);
    fake.unreachable.add('SKU-X');
    expect(await cart.getState().removeItem('SKU-X')).toEqual({
      ok: false,
      message: TEXTS.FAILED_REMOVE_PRODUCT,
    });
  });

  it('keeps a changed server-line quantity (never below 1) across refetches', async () => {
    const { cart } = signedInCart();
    await cart.getState().addItem(cartLine(), { context: 'listing' });
    await cart
      .getState()
      .addItem(cartLine({ product_id: 'p-2', product_sku: 'SKU-2' }), { context: 'listing' });
    cart.getState().setQuantity('SKU-1', 3);
    cart.getState().setQuantity('SKU-2', 0);
    await cart.getState().fetchServerCart();
    expect(cart.getState().lines.map((l) => [l.product_sku, l.quantity])).toEqual([
      ['SKU-1', 3],
      ['SKU-2', 1],
    ]);
  });

  it('reports "Failed to fetch cart" when the list call fails', async () => {
    const { cart, fake } = signedInCart();
    fake.api.cart.list = async () => {
      throw new Error('boom');
    };
    expect(await cart.getState().fetchServerCart()).toEqual({ ok: false, message: TEXTS.FAILED_FETCH_CART });
    expect(cart.getState()).toMatchObject({ status: 'error', error: TEXTS.FAILED_FETCH_CART });
  });

  it('switches between the guest and the server cart as the session changes', async () => {
    const storage = createMemoryStorage({
      [STORAGE_KEYS.guestCart]: JSON.stringify([cartLine({ product_sku: 'G' })]),
    });
    const fake = fakeCartApi();
    fake.carts.set('u1', [cartLine({ product_sku: 'S1' }), cartLine({ product_sku: 'S2' })]);
    const session = fakeSession();
    const cart = createCartStore({ api: fake.api, storage, session });
    expect(selectCartCount(cart.getState())).toBe(1);
    session.setUser(ASHA);
    await vi.waitFor(() => expect(selectCartCount(cart.getState())).toBe(2));
    session.setUser(null);
    expect(cart.getState().lines.map((l) => l.product_sku)).toEqual(['G']);
  });
});

describe('issue 25: the cart wire answers the cart', () => {
  it('a signed-in add to cart is one round trip: the line reference goes out, the cart that comes back is shown', async () => {
    const { cart, fake } = signedInCart({}, { answersCart: true });
    const result = await cart.getState().addItem(cartLine({ quantity: 2 }), { context: 'detail' });
    expect(result.outcome).toBe('added');
    expect(fake.calls).toEqual(['add SKU-1']);
    expect(cart.getState().lines.map((l) => [l.product_sku, l.quantity])).toEqual([['SKU-1', 2]]);
    // A reference, stamped with the shopper once: not the 21-field priced line.
    expect(fake.sent).toEqual([
      {
        product_id: 'p1',
        product_sku: 'SKU-1',
        product_name: 'Quad Skates',
        quantity: 2,
        user_id: 'u1',
        user_name: 'Asha Rao',
        main_id: '',
      },
    ]);
  });

  it('a remove answered with the cart is not followed by a read', async () => {
    const { cart, fake } = signedInCart({}, { answersCart: true });
    await cart.getState().addItem(cartLine(), { context: 'listing' });
    await cart.getState().removeItem('SKU-1');
    expect(fake.calls).toEqual(['add SKU-1', 'remove SKU-1']);
    expect(cart.getState().lines).toEqual([]);
  });

  it('sign-in reads the cart once, however many ask (the session change and the start)', async () => {
    const storage = createMemoryStorage();
    const fake = fakeCartApi({}, { answersCart: true });
    const session = fakeSession();
    const cart = createCartStore({ api: fake.api, storage, session });
    session.setUser(ASHA);
    await Promise.all([cart.getState().fetchServerCart(), cart.getState().mergeGuestCartIntoServer()]);
    expect(fake.calls).toEqual(['list u1']);
  });
});
