import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionForFile } from '../../../test/admin';
import { serverForFile } from '../../../test/helper';
import { pincodes } from '../../db/schema';
import { createGoogleGeocodingLookup, FAKE_MAPS_KEY, MapsUnavailableError } from '../../providers/geocoder';

/*
 * A pincode's place from the maps service (issue 39), not typed coordinates: Google's Geocoding API in
 * production, its local fake (the same protocol, on the dev routes) here, over real HTTP, on PGlite or
 * PostgreSQL (TEST_DATABASE_URL).
 */

const server = serverForFile();
const owner = sessionForFile(server, { role: 'owner' });
const staff = sessionForFile(server, { role: 'staff' });

type Place = { data: { pincode: string; place: string; latitude: number; longitude: number } };

describe("a pincode's place", () => {
  it('the console looks a pincode up: its place and centre; unknown 404, malformed 400, staff 403', async () => {
    const found = await owner.call<Place>('GET', '/pincodes/lookup/400067');
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual({
      pincode: '400067',
      place: 'Kandivali West, Mumbai, Maharashtra 400067, India',
      latitude: 19.2072,
      longitude: 72.842,
    });
    const unknown = await owner.call('GET', '/pincodes/lookup/560001');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No place found for pincode 560001');
    expect((await owner.call('GET', '/pincodes/lookup/4000')).status).toBe(400);
    expect((await staff.call('GET', '/pincodes/lookup/400067')).status).toBe(403);
  });

  it('a bulk add places the pincodes the service knows and names the rest', async () => {
    // 400614 and 400001 are seeded; remove one so the bulk add creates it again without a centre.
    await server.app.db
      .delete(pincodes)
      .where(and(eq(pincodes.main_id, 'SKATE01'), eq(pincodes.pincode, '400614')));
    const bulk = await owner.call('POST', '/pincodes/bulk', { pincodes: '400614 560002', active: false });
    expect(bulk.body).toEqual({ added: ['400614', '560002'], existing: [], unplaced: ['560002'] });
    const listed = await owner.call<{
      data: { pincode: string; place: string | null; latitude: number | null }[];
    }>('GET', '/pincodes?q=400614');
    expect(listed.body.data.map(({ pincode, place, latitude }) => ({ pincode, place, latitude }))).toEqual([
      { pincode: '400614', place: 'CBD Belapur, Navi Mumbai, Maharashtra 400614, India', latitude: 19.019 },
    ]);
  });

  it('the client reads the Geocoding API protocol: a wrong key is REQUEST_DENIED, so the service is unavailable', async () => {
    const right = createGoogleGeocodingLookup({ apiUrl: `${server.url}/dev`, key: FAKE_MAPS_KEY });
    expect(await right.lookup('400001')).toMatchObject({ place: 'Fort, Mumbai, Maharashtra 400001, India' });
    expect(await right.lookup('110001')).toBeNull();
    const wrong = createGoogleGeocodingLookup({ apiUrl: `${server.url}/dev`, key: 'not-the-key' });
    await expect(wrong.lookup('400001')).rejects.toThrow(MapsUnavailableError);
    await expect(wrong.lookup('400001')).rejects.toThrow(
      'the maps service said REQUEST_DENIED: The provided API key is invalid.',
    );
    const gone = createGoogleGeocodingLookup({
      apiUrl: 'http://127.0.0.1:9',
      key: FAKE_MAPS_KEY,
      timeoutMs: 500,
    });
    await expect(gone.lookup('400001')).rejects.toThrow(MapsUnavailableError);
  });

  it('without the maps service the lookup says to type the centre (503)', async () => {
    const lookup = server.app.services.pincodeLookup;
    server.app.services.pincodeLookup = null;
    try {
      const off = await owner.call('GET', '/pincodes/lookup/400067');
      expect(off.status).toBe(503);
      expect(off.body.message).toBe(
        "Finding a pincode's place needs the maps service (GOOGLE_MAPS_API_KEY): give its centre by hand",
      );
    } finally {
      server.app.services.pincodeLookup = lookup;
    }
  });
});
