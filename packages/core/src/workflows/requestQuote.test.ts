import { describe, expect, it } from 'vitest';
import { CartItem } from '../api/schemas/cart';
import { isSkateError } from '../errors';
import { requestQuote } from './requestQuote';
import { routedStorefront } from './test-storefront';

const line = CartItem.parse({
  product_id: 'p1',
  product_sku: 'QS',
  product_name: 'Quad Skates',
  quantity: 3,
});
const form = { name: ' Asha Rao ', phone: '+91 98765 43210', email: '', description: ' Team order ' };

describe('requestQuote', () => {
  it('sends the form with the lines asked about, the phone normalised and empty fields left out', async () => {
    const { storefront, sent } = routedStorefront({
      'POST /payment/getquote': { success: true, message: 'Sent' },
    });
    await requestQuote(storefront, form, [line]);
    const body = sent('POST /payment/getquote');
    expect(body).toMatchObject({
      name: 'Asha Rao',
      mobile: '9876543210',
      description: 'Team order',
      user_name: 'Asha Rao',
    });
    expect(body).not.toHaveProperty('email');
    expect(body.cart_products).toMatchObject([{ product_sku: 'QS', quantity: 3 }]);
  });

  it('throws the server words with reason quote-refused on success: false', async () => {
    const { storefront } = routedStorefront({
      'POST /payment/getquote': { success: false, message: 'Quotes are closed' },
    });
    const error = await requestQuote(storefront, form, [line]).catch((e: unknown) => e);
    expect(isSkateError(error) && [error.message, error.reason]).toEqual([
      'Quotes are closed',
      'quote-refused',
    ]);
  });
});
