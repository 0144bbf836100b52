import { describe, expect, it, vi } from 'vitest';
import { SkateError } from '../errors';
import { cartLine, type fakeCartApi, signedInCart } from './test-fakes';

// Signed-in quantity changes and the PATCH /cart/{sku} extension (docs/spec-deviations.md, 19).
describe('cart store: server-cart quantity', () => {
  /** Gives the fake a PATCH /cart/{sku} whose answers the test releases one by one. */
  function withQuantityCall(fake: ReturnType<typeof fakeCartApi>) {
    const stored = new Map<string, number>();
    const pending: { sku: string; quantity: number; answer: (error?: Error) => void }[] = [];
    fake.api.cart.setQuantity = (sku, quantity) => {
      fake.calls.push(`setQuantity ${sku} ${quantity}`);
      return new Promise<undefined>((resolve, reject) => {
        pending.push({
          sku,
          quantity,
          answer: (error) => {
            if (error) return reject(error);
            stored.set(sku, quantity);
            resolve(undefined);
          },
        });
      });
    };
    /** Answers the oldest open PATCH (with `error`, a failure), once it has been sent. */
    const answerNext = async (error?: Error) => {
      await vi.waitFor(() => expect(pending.length).toBeGreaterThan(0));
      pending.shift()?.answer(error);
    };
    return { stored, pending, answerNext };
  }

  it('stores a changed quantity with PATCH /cart/{sku}, showing it at once', async () => {
    const { cart, fake } = signedInCart();
    const server = withQuantityCall(fake);
    await cart.getState().addItem(cartLine(), { context: 'listing' });
    cart.getState().setQuantity('SKU-1', 4);
    expect(cart.getState().lines[0].quantity).toBe(4);
    await server.answerNext();
    expect(fake.calls).toEqual(['add SKU-1', 'list u1', 'setQuantity SKU-1 4']);
    await vi.waitFor(() => expect(server.stored.get('SKU-1')).toBe(4));
  });

  it('sends quick changes of one line one after another, so the last one wins', async () => {
    const { cart, fake } = signedInCart();
    const server = withQuantityCall(fake);
    await cart.getState().addItem(cartLine(), { context: 'listing' });
    cart.getState().setQuantity('SKU-1', 2);
    cart.getState().setQuantity('SKU-1', 5);
    await vi.waitFor(() => expect(server.pending).toHaveLength(1));
    // The second PATCH waits for the first answer.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.pending.map((p) => p.quantity)).toEqual([2]);
    await server.answerNext();
    await server.answerNext();
    expect(fake.calls.filter((c) => c.startsWith('setQuantity'))).toEqual([
      'setQuantity SKU-1 2',
      'setQuantity SKU-1 5',
    ]);
    await vi.waitFor(() => expect(server.stored.get('SKU-1')).toBe(5));
    expect(cart.getState().lines[0].quantity).toBe(5);
  });

  it('keeps the local quantity, silently, when the backend lacks the call (404)', async () => {
    const { cart, fake } = signedInCart();
    const server = withQuantityCall(fake);
    await cart.getState().addItem(cartLine(), { context: 'listing' });
    cart.getState().setQuantity('SKU-1', 3);
    await server.answerNext(new SkateError('not-found', 'Not Found', { status: 404 }));
    cart.getState().setQuantity('SKU-1', 6);
    await server.answerNext(new SkateError('network', 'Failed to fetch'));
    await cart.getState().fetchServerCart();
    expect(cart.getState()).toMatchObject({ status: 'idle', error: null });
    expect(cart.getState().lines.map((l) => [l.product_sku, l.quantity])).toEqual([['SKU-1', 6]]);
    expect(server.stored.size).toBe(0);
  });

  it('does not send a queued quantity once the shopper has signed out', async () => {
    const { cart, fake, session } = signedInCart();
    const server = withQuantityCall(fake);
    await cart.getState().addItem(cartLine(), { context: 'listing' });
    cart.getState().setQuantity('SKU-1', 2);
    cart.getState().setQuantity('SKU-1', 3);
    await vi.waitFor(() => expect(server.pending).toHaveLength(1));
    session.setUser(null);
    await server.answerNext();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fake.calls.filter((c) => c.startsWith('setQuantity'))).toEqual(['setQuantity SKU-1 2']);
  });
});
