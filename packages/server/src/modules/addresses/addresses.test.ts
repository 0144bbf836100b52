import { describe, expect, it } from 'vitest';
import { serverForFile } from '../../../test/helper';
import { apiAs, call, customerForFile, type SignedUpUser } from '../../../test/session';
import { TEXTS } from '../../platform/core';
import { SEED_REFS } from '../../seed';
import { skate01Pincodes } from '../../seed/skate01/site';

const server = serverForFile();
const asha = customerForFile(server);
const ravi = customerForFile(server);

const address = (user: SignedUpUser, extra: Record<string, unknown> = {}) => ({
  location_user: 'Home' as const,
  new_address: '12 Link Road',
  city: 'Mumbai',
  area: 'Malad West',
  pincode: SEED_REFS.pincodes.active,
  user_id: user.userId,
  user_name: 'Asha',
  ...extra,
});

const centroid = (pincode: string) => skate01Pincodes.find((p) => p.pincode === pincode);

describe('addresses', () => {
  it('creates addresses geocoded by the server; the first one is both defaults', async () => {
    const api = apiAs(server, asha);
    // Coordinates posted next to the office are replaced by the pincode's centre.
    const first = await api.addresses.create(address(asha, { latitude: 19.1869, longitude: 72.861 }));
    const expected = centroid(SEED_REFS.pincodes.active);
    expect(first).toMatchObject({
      pincode: SEED_REFS.pincodes.active,
      latitude: expected?.latitude,
      longitude: expected?.longitude,
      defaultaddressS: true,
      defaultaddressB: true,
    });
    const second = await api.addresses.create(
      address(asha, { location_user: 'Office', pincode: SEED_REFS.pincodes.officeArea }),
    );
    expect(second).toMatchObject({ defaultaddressS: false, defaultaddressB: false });

    const list = await api.addresses.list(asha.userId);
    expect(list).toHaveLength(2);
    const raw = await call<{ user: unknown[] }>(server, 'GET', `/address/${asha.userId}`, {
      token: asha.accessToken,
    });
    expect(raw.body.user).toHaveLength(2);
  });

  it('sets one default per kind and resets defaults', async () => {
    const api = apiAs(server, asha);
    const [first, second] = await api.addresses.list(asha.userId);
    await api.addresses.setDefault(second.id, { defaultaddressS: true });
    let list = await api.addresses.list(asha.userId);
    expect(list.find((a) => a.id === second.id)?.defaultaddressS).toBe(true);
    expect(list.find((a) => a.id === first.id)?.defaultaddressS).toBe(false);
    expect(list.find((a) => a.id === first.id)?.defaultaddressB).toBe(true);

    await api.addresses.resetDefault('billing', asha.userId);
    list = await api.addresses.list(asha.userId);
    expect(list.every((a) => !a.defaultaddressB)).toBe(true);
  });

  it('updates and deletes an address', async () => {
    const api = apiAs(server, asha);
    const created = await api.addresses.create(address(asha, { new_address: 'Temp' }));
    const id = created?.id ?? '';
    const updated = await api.addresses.update(
      id,
      address(asha, { new_address: '99 New Road', pincode: SEED_REFS.pincodes.officeArea }),
    );
    expect(updated).toMatchObject({
      new_address: '99 New Road',
      latitude: centroid(SEED_REFS.pincodes.officeArea)?.latitude,
    });
    await api.addresses.remove(id);
    expect((await api.addresses.list(asha.userId)).map((a) => a.id)).not.toContain(id);
  });

  it('keeps addresses private: 401 without a token, 403 for another user, 404 when gone', async () => {
    const [mine] = await apiAs(server, asha).addresses.list(asha.userId);
    expect((await call(server, 'GET', `/address/${asha.userId}`)).status).toBe(401);
    expect((await call(server, 'GET', `/address/${asha.userId}`, { token: ravi.accessToken })).status).toBe(
      403,
    );
    expect(
      (await call(server, 'POST', '/address', { token: ravi.accessToken, body: address(asha) })).status,
    ).toBe(403);
    expect(
      (await call(server, 'PUT', `/address/${mine.id}`, { token: ravi.accessToken, body: address(ravi) }))
        .status,
    ).toBe(403);
    expect((await call(server, 'DELETE', `/address/${mine.id}`, { token: ravi.accessToken })).status).toBe(
      403,
    );
    expect(
      (
        await call(server, 'PATCH', `/address/${mine.id}`, {
          token: ravi.accessToken,
          body: { defaultaddressB: true },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(server, 'PATCH', `/address/reset-default/shipping/${asha.userId}`, {
          token: ravi.accessToken,
        })
      ).status,
    ).toBe(403);
    const gone = await call(server, 'DELETE', '/address/no-such-id', { token: asha.accessToken });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ message: TEXTS.ADDRESS_NOT_FOUND });
  });

  it('validates the body with messages naming the field', async () => {
    const bad = await call(server, 'POST', '/address', {
      token: asha.accessToken,
      body: address(asha, { location_user: 'Castle', pincode: '12' }),
    });
    expect(bad.status).toBe(400);
    const message = String((bad.body as { message: string }).message);
    expect(message).toContain('location_user');
    expect(message).toContain('pincode');
    const unknown = await call(server, 'POST', '/address', {
      token: asha.accessToken,
      body: address(asha, { colour: 'red' }),
    });
    expect(unknown.status).toBe(400);
    expect(String((unknown.body as { message: string }).message)).toContain('colour');
  });
});
