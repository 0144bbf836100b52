import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../../test/helper';
import { apiAs, call, type SignedUpUser } from '../../../test/session';
import { createOrder, openShop, orderBody } from '../../../test/shop';
import { SEED_REFS } from '../../seed';

let server: TestServer;
let asha: SignedUpUser;
let ashaHome: string;

const P = SEED_REFS.products;
const realNow = () => new Date();

beforeAll(async () => {
  ({ server, asha, ashaHome } = await openShop());
});
afterEach(() => {
  server.app.services.now = realNow;
});
afterAll(() => server.close());

describe('webhook', () => {
  it('records a signed payment event once and refuses a forged one', async () => {
    const created = await createOrder(server, asha, orderBody(asha, ashaHome, [{ id: P.unlimited }]));
    const raw = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: { entity: { id: 'pay_hook_1', order_id: created.body.order_id, status: 'captured' } },
      },
    });
    const send = (signature: string) =>
      fetch(`${server.url}/payment/webhook/razorpay`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': 'evt_1',
        },
        body: raw,
      });
    const forged = await send('b'.repeat(64));
    expect(forged.status).toBe(400);
    expect((await apiAs(server, asha).orders.get(created.body.id)).status).toBe('Pending');

    const good = await send(server.app.services.sandbox.signWebhook(raw));
    expect(good.status).toBe(200);
    const order = await apiAs(server, asha).orders.get(created.body.id);
    expect(order).toMatchObject({ status: 'Success', payment_id: 'pay_hook_1' });
    const replay = await send(server.app.services.sandbox.signWebhook(raw));
    expect(await replay.json()).toMatchObject({ message: 'Already processed' });
  });
});

describe('fulfilment (dev route)', () => {
  it('moves orderStatus and stamps the date of each step', async () => {
    const created = await createOrder(server, asha, orderBody(asha, ashaHome, [{ id: P.unlimited }]));
    const shipped = await call<{ data: Record<string, string> }>(
      server,
      'PATCH',
      `/dev/orders/${created.body.id}/status`,
      {
        body: { orderStatus: 'Shipped' },
      },
    );
    expect(shipped.status).toBe(200);
    expect(shipped.body.data.orderStatus).toBe('Shipped');
    expect(shipped.body.data.processing_date).not.toBe('');
    expect(shipped.body.data.shipped_date).not.toBe('');
    expect(shipped.body.data.delivery_date).toBe('');
    const delivered = await call<{ data: Record<string, string> }>(
      server,
      'PATCH',
      `/dev/orders/${created.body.id}/status`,
      {
        body: { orderStatus: 'Delivered' },
      },
    );
    expect(delivered.body.data).toMatchObject({
      orderStatus: 'Delivered',
      processing_date: shipped.body.data.processing_date,
    });
    expect(delivered.body.data.out_deliverydate).not.toBe('');
    expect(delivered.body.data.delivery_date).not.toBe('');
    expect(delivered.body.data.delivered).not.toBe('');
  });
});
