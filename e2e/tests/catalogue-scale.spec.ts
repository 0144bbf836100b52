import { expect, type Response, test } from '@playwright/test';
import { TEXTS } from '../support/core';
import { API_BASE, MERCHANT } from '../support/env';

/**
 * A large catalogue: 10,000 synthetic products are added to the demo merchant for this journey (the dev
 * route behind `pnpm seed:scale`) and removed again afterwards, so the other journeys see the demo data.
 */
const SYNTHETIC = 10_000;
const LISTING_CALL = `/grouped-product/search-all-products/${MERCHANT}`;

test.describe('catalogue at scale', () => {
  test.beforeAll(async ({ request }) => {
    const seeded = await request.post(`${API_BASE}/dev/catalogue/scale/${MERCHANT}`, {
      data: { count: SYNTHETIC },
      timeout: 120_000,
    });
    expect(seeded.status()).toBe(200);
  });
  test.afterAll(async ({ request }) => {
    await request.post(`${API_BASE}/dev/catalogue/scale/${MERCHANT}`, { data: { count: 0 } });
  });

  test('/equipments shows its first cards from one page of 9, and Load More fetches the next page', async ({
    page,
  }) => {
    const listingCalls: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === LISTING_CALL) listingCalls.push(response);
    });
    await page.goto('/equipments');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(9);

    expect(listingCalls).toHaveLength(1);
    const first = new URL(listingCalls[0].url());
    expect(first.searchParams.get('limit')).toBe('9');
    expect(first.searchParams.get('type')).toBe('equipment');
    const firstBody = await listingCalls[0].body();
    const firstPage = JSON.parse(firstBody.toString()) as {
      data: unknown[];
      total: number;
      next_cursor: string;
    };
    expect(firstPage.data).toHaveLength(9);
    expect(firstPage.total).toBeGreaterThan(SYNTHETIC);
    // One page of 9 products, not the catalogue (the whole list here is over 10 MB).
    expect(firstBody.length).toBeLessThan(40_000);

    await page.getByRole('button', { name: TEXTS.LOAD_MORE }).click();
    await expect(cards).toHaveCount(18);
    expect(listingCalls).toHaveLength(2);
    const second = new URL(listingCalls[1].url());
    expect(second.searchParams.get('cursor')).toBe(firstPage.next_cursor);
    expect(second.searchParams.get('limit')).toBe('9');
    expect(JSON.parse((await listingCalls[1].body()).toString()).data).toHaveLength(9);
  });
});
