import { describe, expect, it, vi } from 'vitest';
import { TEXTS } from '../texts';
import { Address } from './schemas/addresses';
import { CartItem, CartItemBody } from './schemas/cart';
import { OrderBody } from './schemas/orders';
import { failure, jsonReply, line, order, STORE, setup } from './test-support';

describe('request bodies', () => {
  it('adds the merchant code as main_id where the spec sends it', async () => {
    const { api, last } = setup(() => jsonReply({ user: null }));
    await api.auth.login({ email: 'a@b.co', password: 'secret1' });
    expect(last().body).toEqual({ email: 'a@b.co', password: 'secret1', main_id: STORE });

    await api.auth.verifyOtp('a@b.co', '123456');
    expect(last().body).toEqual({ email: 'a@b.co', otp: '123456', main_id: STORE });

    await api.auth.resetPassword({ email: 'a@b.co', newPassword: 'secret2' });
    expect(last().body).toEqual({ email: 'a@b.co', newPassword: 'secret2', main_id: STORE });
  });

  it('sends the login with credentials, as the spec says', async () => {
    const { api, last } = setup(() => jsonReply({ user: null }));
    await api.auth.login({ email: 'a@b.co', password: 'secret1' });
    expect(last().credentials).toBe('include');
  });

  it('sends a stored guest line to the cart without its storage-only fields', async () => {
    const { api, last } = setup(() => jsonReply({ isError: false, msg: '' }));
    const stored = CartItem.parse({ ...line, _id: 'mongo', user_id: 'u1', product_price: '4999' });
    await api.cart.add(stored);
    expect(last().body).toEqual({
      ...line,
      product_price: 4999,
      product_saleprice: 0,
      product_status: 'Active',
      delivery_days: 0,
      product_gallery: [],
      variation_attributes: {},
      course: false,
      user_id: 'u1',
      main_id: STORE,
    });
    expect(CartItemBody.safeParse(last().body).error?.issues).toBeUndefined();
  });

  it('trims stored lines and saved addresses inside an order body, and keeps ids as they are', async () => {
    const { api, last } = setup(() => jsonReply({ success: true }));
    const saved = Address.parse({
      _id: 'm1',
      id: 'a1',
      location_user: 'Home',
      new_address: '12 MG Road',
      city: 'Mumbai',
      pincode: 400097,
      user_id: 'u1',
    });
    const storedLine = CartItem.parse({ ...line, _id: 'x' });
    await api.orders.create({ ...order, cart_products: [storedLine], shipping_address: saved });
    const body = last().body as Record<string, unknown>;
    expect(body).toMatchObject({ billing_address: 'a1', main_id: STORE });
    expect(body.shipping_address).toEqual({
      id: 'a1',
      location_user: 'Home',
      new_address: '12 MG Road',
      city: 'Mumbai',
      pincode: '400097',
      user_id: 'u1',
      defaultaddressS: false,
      defaultaddressB: false,
    });
    expect(body.cart_products).toEqual([expect.not.objectContaining({ _id: 'x' })]);
    // What the client sends passes the strict body the server validates with.
    expect(OrderBody.safeParse(body).error?.issues).toBeUndefined();
  });

  it('sends the lead with the merchant code as property_id and the enquiry e-mail as email', async () => {
    const { api, seen } = setup(() => jsonReply({ success: true }));
    await api.leads.create({ name: 'A', email: 'a@b.co', mobile: '9876543210', remark: 'Hi' });
    await api.enquiries.create({ name: 'A', mobile: '9876543210', email: 'a@b.co' });
    expect(seen[0]?.body).toEqual({
      name: 'A',
      email: 'a@b.co',
      mobile: '9876543210',
      remark: 'Hi',
      property_id: STORE,
    });
    expect(seen[1]?.body).toEqual({ name: 'A', mobile: '9876543210', email: 'a@b.co' });
  });

  it('sends the set-default flag and the refresh token as given', async () => {
    const { api, seen } = setup(() => jsonReply({ success: true, accessToken: 'a' }));
    await api.addresses.setDefault('a9', { defaultaddressB: true });
    await api.auth.refresh('rt');
    expect(seen[0]?.body).toEqual({ defaultaddressB: true });
    expect(seen[1]?.body).toEqual({ refreshToken: 'rt' });
  });
});

describe('authorisation header', () => {
  it('sends the bearer token from getToken, also when it is async', async () => {
    const { api, seen } = setup(() => jsonReply({ data: [] }), { getToken: async () => 'tok-1' });
    await api.orders.listByUser('u1');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok-1');
  });

  it('sends none for a guest', async () => {
    const { api, seen } = setup(() => jsonReply({ data: [] }), { getToken: () => undefined });
    await api.catalogue.offers();
    expect(seen[0]?.headers.has('authorization')).toBe(false);
  });
});

describe('errors', () => {
  it("turns a fetch failure into 'network' with the original message", async () => {
    const { api } = setup(() => new TypeError('Failed to fetch'));
    const error = await failure(api.catalogue.offers());
    expect(error.code).toBe('network');
    expect(error.message).toBe('Failed to fetch');
    expect(error.status).toBeUndefined();
  });

  it.each([
    [404, 'not-found'],
    [401, 'unauthorised'],
    [403, 'unauthorised'],
    [400, 'http'],
    [409, 'http'],
    [500, 'http'],
  ] as const)('turns status %i into %s', async (status, code) => {
    const { api } = setup(() => jsonReply({ message: `status ${status}` }, status));
    const error = await failure(api.orders.get('o1'));
    expect(error).toMatchObject({ code, status, message: `status ${status}` });
  });

  it("carries the server's `msg` or `message`, or says the status", async () => {
    const withMsg = setup(() => jsonReply({ isError: true, msg: 'Cart is locked' }, 423));
    expect((await failure(withMsg.api.cart.list('u1'))).message).toBe('Cart is locked');
    const html = setup(
      () =>
        new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    expect((await failure(html.api.cart.list('u1'))).message).toBe('Request failed with status 502');
  });

  it("throws 'validation' when a reply does not fit even the tolerant schema", async () => {
    const { api } = setup(
      () =>
        new Response('<html>maintenance</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    const error = await failure(api.catalogue.product('p1'));
    expect(error).toMatchObject({ code: 'validation', status: 200 });
  });

  it("throws 'not-found' for a single record the server answers as null", async () => {
    const { api } = setup(() => jsonReply({ data: null }));
    expect((await failure(api.orders.get('nope'))).code).toBe('not-found');
  });

  it("cart.add: a 200 with isError true throws 'http' with the server's msg", async () => {
    const { api } = setup(() => jsonReply({ isError: true, msg: 'Out of stock' }));
    const error = await failure(api.cart.add({ ...line, user_id: 'u1' }));
    expect(error).toMatchObject({ code: 'http', status: 200, message: 'Out of stock' });
  });

  it(`cart.add: isError without a msg says "${TEXTS.PRODUCT_ALREADY_IN_CART}"`, async () => {
    const { api } = setup(() => jsonReply({ isError: true }));
    expect((await failure(api.cart.add({ ...line, user_id: 'u1' }))).message).toBe(
      TEXTS.PRODUCT_ALREADY_IN_CART,
    );
  });

  it('cart.list: isError true is a failure', async () => {
    const { api } = setup(() => jsonReply({ data: [], isError: true }));
    expect(await failure(api.cart.list('u1'))).toMatchObject({
      code: 'http',
      message: TEXTS.FAILED_FETCH_CART,
    });
  });

  it.each([
    ['a 404', jsonReply({ message: 'User not found' }, 404), 404],
    ['the legacy 201', jsonReply({ message: 'whatever' }, 201), 201],
    ['a 200 saying so', jsonReply({ message: 'User not found' }), 200],
  ])("users.get: %s means the user is gone ('not-found')", async (_label, reply, status) => {
    const { api } = setup(() => reply);
    expect(await failure(api.users.get('u1'))).toMatchObject({ code: 'not-found', status });
  });

  it('addresses: a 2xx with success false is a refusal', async () => {
    const { api } = setup(() => jsonReply({ success: false, message: 'Address not found' }));
    expect(await failure(api.addresses.remove('a1'))).toMatchObject({
      code: 'http',
      message: 'Address not found',
    });
  });

  it('calls onUnauthorised for a 401 to a request that carried a token, not for a failed login', async () => {
    const onUnauthorised = vi.fn();
    const signedIn = setup(() => jsonReply({ message: 'jwt expired' }, 401), {
      getToken: () => 'old',
      onUnauthorised,
    });
    await failure(signedIn.api.orders.listByUser('u1'));
    expect(onUnauthorised).toHaveBeenCalledTimes(1);
    expect(onUnauthorised.mock.calls[0]?.[0]).toMatchObject({ code: 'unauthorised', message: 'jwt expired' });

    // A 403 (someone else's record) is a valid token refused: no refresh.
    const forbidden = setup(() => jsonReply({ message: 'Forbidden' }, 403), {
      getToken: () => 'new',
      onUnauthorised,
    });
    expect(await failure(forbidden.api.orders.get('o-of-another'))).toMatchObject({
      code: 'unauthorised',
      status: 403,
    });
    expect(onUnauthorised).toHaveBeenCalledTimes(1);

    const guest = setup(() => jsonReply({ message: 'Invalid credentials' }, 401), { onUnauthorised });
    await failure(guest.api.auth.login({ email: 'a@b.co', password: 'wrong12' }));
    expect(onUnauthorised).toHaveBeenCalledTimes(1);
  });

  it('never retries on its own (a retried POST /payment could create two orders)', async () => {
    const { api, seen } = setup(() => jsonReply({}, 503));
    await failure(api.orders.create(order));
    await failure(api.catalogue.offers());
    expect(seen).toHaveLength(2);
  });
});
