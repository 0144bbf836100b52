import { describe, expect, it } from 'vitest';
import { adminSession, sessionForFile } from '../../../test/admin';
import { call } from '../../../test/session';
import { shopForFile } from '../../../test/shop';
import { TEXTS } from '../../platform/core';
import { SEED_REFS } from '../../seed';

/*
 * Product reviews (issue 39, spec deviation) over HTTP on PGlite or PostgreSQL (TEST_DATABASE_URL): a
 * signed-in shopper's review is stored as plain text and pending; staff approve it (shown with the
 * rating) or hide it (gone); writing again replaces one's review and sends it back to pending.
 */

const shop = shopForFile();
const staff = sessionForFile(shop.server, { role: 'staff', email: 'reviews-staff@skate01.test' });
const rival = sessionForFile(shop.server, { role: 'owner', merchant: 'ROLLR02' });
const product = SEED_REFS.products.unlimited;

type Shown = { data: { reviews: { user: string; comment: string; rating?: number }[] } };
type Listed = {
  data: {
    id: string;
    shopperName: string;
    status: string;
    rating: number;
    comment: string;
    productTitle: string;
    shopperEmail: string;
  }[];
  total: number;
  counts: Record<string, number>;
};

const shown = async () =>
  (await call<Shown>(shop.server, 'GET', `/grouped-product/single/${product}?main_id=SKATE01`)).body.data;
const review = (token: string, body: unknown, id: string = product) =>
  call<{ message: string }>(shop.server, 'POST', `/grouped-product/review/${id}`, { token, body });

describe('product reviews', () => {
  it('stored pending, approved with its rating, rewritten back to pending, hidden gone', async () => {
    expect((await shown()).reviews).toEqual([]);

    const sent = await review(shop.asha.accessToken, {
      rating: 4,
      comment: '  <b>Smooth</b> and quiet bearings  ',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.message).toBe(TEXTS.REVIEW_SENT);
    expect((await review(shop.ravi.accessToken, { rating: 2, comment: 'Noisy after a week' })).status).toBe(
      200,
    );
    // Pending reviews are not shown.
    expect((await shown()).reviews).toEqual([]);

    const pending = await staff.call<Listed>('GET', '/reviews?status=pending');
    expect(pending.status).toBe(200);
    expect(pending.body.counts).toEqual({ pending: 2, approved: 0, hidden: 0 });
    const asha = pending.body.data.find((r) => r.shopperEmail === shop.asha.email);
    expect(asha).toMatchObject({ rating: 4, comment: 'Smooth and quiet bearings', status: 'pending' });
    const ravi = pending.body.data.find((r) => r.shopperEmail === shop.ravi.email);
    for (const id of [asha?.id, ravi?.id]) {
      expect((await staff.call('PATCH', `/reviews/${id}`, { status: 'approved' })).status).toBe(200);
    }
    // Newest first, each with its rating and the shopper's shown name.
    expect((await shown()).reviews).toEqual([
      { user: ravi?.shopperName, comment: 'Noisy after a week', rating: 2 },
      { user: asha?.shopperName, comment: 'Smooth and quiet bearings', rating: 4 },
    ]);

    // A second review by the same shopper replaces the first and waits for approval again.
    expect(
      (await review(shop.asha.accessToken, { rating: 5, comment: 'Even better after a month' })).status,
    ).toBe(200);
    const after = await staff.call<Listed>('GET', '/reviews');
    expect(after.body.total).toBe(2);
    expect(after.body.counts).toEqual({ pending: 1, approved: 1, hidden: 0 });
    expect(after.body.data.find((r) => r.id === asha?.id)).toMatchObject({ rating: 5, status: 'pending' });
    expect((await shown()).reviews).toEqual([
      { user: ravi?.shopperName, comment: 'Noisy after a week', rating: 2 },
    ]);

    // Hidden: gone from the product.
    expect((await staff.call('PATCH', `/reviews/${ravi?.id}`, { status: 'hidden' })).status).toBe(200);
    expect((await shown()).reviews).toEqual([]);
  });

  it('refuses a bad rating, an empty text, a guest and an unknown product', async () => {
    for (const rating of [0, 6, 3.5, '4']) {
      const bad = await review(shop.asha.accessToken, { rating, comment: 'Fine' });
      expect(bad.status).toBe(400);
    }
    expect((await review(shop.asha.accessToken, { rating: 6, comment: 'Fine' })).body.message).toBe(
      'rating must be at most 5',
    );
    expect((await review(shop.asha.accessToken, { rating: 3, comment: '<p></p>' })).status).toBe(400);
    expect((await review(shop.asha.accessToken, { rating: 3, comment: 'x'.repeat(1001) })).status).toBe(400);
    expect((await review('', { rating: 3, comment: 'Fine' })).status).toBe(401);
    expect(
      (await review(shop.asha.accessToken, { rating: 3, comment: 'Fine' }, 'no-such-product')).status,
    ).toBe(404);
  });

  it('console routes: a coach gets 403, another store finds nothing', async () => {
    const coach = await adminSession(shop.server, { role: 'coach', email: 'reviews-coach@skate01.test' });
    expect((await coach.call('GET', '/reviews')).status).toBe(403);
    const mine = await staff.call<Listed>('GET', '/reviews');
    const id = mine.body.data[0].id;
    expect((await coach.call('PATCH', `/reviews/${id}`, { status: 'approved' })).status).toBe(403);
    expect((await rival.call<Listed>('GET', '/reviews')).body.total).toBe(0);
    expect((await rival.call('PATCH', `/reviews/${id}`, { status: 'approved' })).status).toBe(404);
    expect((await staff.call('PATCH', `/reviews/${id}`, { status: 'pending' })).status).toBe(400);
  });
});
