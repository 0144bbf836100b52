import { describe, expect, it } from 'vitest';
import { TEST_MERCHANT } from '../../../test/helper';
import { call } from '../../../test/session';
import { ashaOrder, shopForFile } from '../../../test/shop';
import { SEED_REFS } from '../../seed';

const shop = shopForFile();
const { server } = shop;

// The tax invoice's fields (issue 26): the supplier's GSTIN from the merchant settings and the
// HSN/SAC the merchant set on a product, carried onto the order line it was bought on.
const P = SEED_REFS.products;

describe('tax invoice fields', () => {
  it('answers the merchant GSTIN with the payment setup', async () => {
    const res = await call<{ data: { gstin?: string; company_name: string } }>(
      server,
      'GET',
      `/pay-razorpay/${TEST_MERCHANT}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      company_name: 'SkateKit Roller Skating Academy',
      gstin: '27AAKCS1234M1Z3',
    });
  });

  it('keeps the product HSN on the order line, and none where the merchant set none', async () => {
    const created = await ashaOrder(shop, [{ id: P.variable, sku: P.variableInStockSku }, { id: P.cheap }]);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const order = await call<{ data: { cart_products: { product_id: string; hsn?: string }[] } }>(
      server,
      'GET',
      `/payment/order/${created.body.id}`,
      { token: shop.asha.accessToken },
    );
    expect(order.status).toBe(200);
    const lines = order.body.data.cart_products;
    expect(lines.find((l) => l.product_id === P.variable)?.hsn).toBe('950670');
    expect(lines.find((l) => l.product_id === P.cheap)?.hsn).toBeUndefined();
  });
});
