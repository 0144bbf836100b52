import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serverForFile, TEST_MERCHANT } from '../../../test/helper';
import { call } from '../../../test/session';
import { quotes } from '../../db/schema';
import { TEXTS } from '../../platform/core';
import { SEED_REFS } from '../../seed';

const server = serverForFile();

describe('POST /payment/getquote', () => {
  it("stores a guest's quote request and answers the spec's text", async () => {
    const res = await server.api.quotes.request({
      name: 'Meera',
      mobile: '9876543210',
      email: 'meera@example.com',
      description: 'Price for 10 pairs?',
      cart_products: [{ product_id: SEED_REFS.products.grouped, quantity: 10 }],
    });
    expect(res).toMatchObject({ success: true, message: TEXTS.QUOTE_SENT });
    const rows = await server.app.db.select().from(quotes).where(eq(quotes.main_id, TEST_MERCHANT));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Meera',
      mobile: '9876543210',
      description: 'Price for 10 pairs?',
    });
  });

  it('refuses a bad mobile and an empty cart with the field named', async () => {
    const res = await call(server, 'POST', '/payment/getquote', {
      body: { name: 'X', mobile: '12', cart_products: [], main_id: TEST_MERCHANT },
    });
    expect(res.status).toBe(400);
    const message = String((res.body as { message: string }).message);
    expect(message).toContain('mobile');
    expect(message).toContain('cart_products');
  });
});
