import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminSession, adminSession } from '../../../test/admin';
import { paidAdmission, paidOrder } from '../../../test/console';
import type { TestServer } from '../../../test/helper';
import { apiAs, type SignedUpUser } from '../../../test/session';
import { openShop } from '../../../test/shop';
import { outbox, pushTokens } from '../../db/schema';
import { SEED_REFS } from '../../seed';
import { retryDelayMs } from './worker';

// The push channel of the notification outbox, end to end over real HTTP: the shopper registers device
// tokens (POST /firebase/register-token), the merchant moves the order in the console API, the worker
// sends through the development sender - the FCM v1 HTTP client - to the local FCM fake (dev routes),
// which answers as FCM does, dead tokens included.

let server: TestServer;
let asha: SignedUpUser;
let ashaHome: string;
let owner: AdminSession;

/** What the fake FCM delivered to a token, read over HTTP as a test of the protocol would. */
async function delivered(token: string) {
  const response = await fetch(`${server.url}/dev/fcm/messages?token=${encodeURIComponent(token)}`);
  return (
    (await response.json()) as {
      data: Array<{ notification: { title: string; body: string }; data: Record<string, string> }>;
    }
  ).data;
}

const tokensOf = async (userId: string) =>
  (
    await server.app.db
      .select({ token: pushTokens.device_token })
      .from(pushTokens)
      .where(and(eq(pushTokens.main_id, 'SKATE01'), eq(pushTokens.user_id, userId)))
  )
    .map((row) => row.token)
    .sort();

const pushRows = async (prefix: string) =>
  server.app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'push'), like(outbox.dedupe_key, `${prefix}%`)));

let offset = 0;
const later = (ms: number) => {
  offset += ms;
  server.app.services.now = () => new Date(Date.now() + offset);
};

const numberOf = (order: { receipt_id: string }) =>
  order.receipt_id
    .replace(/^rcpt_/, '')
    .slice(-8)
    .toUpperCase();

beforeAll(async () => {
  ({ server, asha, ashaHome } = await openShop());
  owner = await adminSession(server, { role: 'owner' });
  // The test turns the worker's rounds itself.
  await server.app.notifications.stop();
  await server.app.notifications.runOnce();
});
afterAll(() => server.close());

describe('pushes through the outbox', () => {
  it("an order's status change reaches every live device of the shopper with the route to open; dead tokens are pruned", async () => {
    expect(server.app.services.push?.kind).toBe('fake');
    for (const deviceToken of [
      'fcm-asha-phone',
      'fcm-asha-tablet',
      'unregistered-asha-old',
      'invalid-asha-x',
    ])
      await apiAs(server, asha).push.registerToken({ user_id: asha.userId, deviceToken });
    const order = await paidOrder(server, asha, ashaHome, [{ id: SEED_REFS.products.cheap }]);
    for (const action of ['confirm', 'pack']) {
      expect((await owner.call('POST', `/orders/${order.id}/actions`, { action })).status).toBe(200);
    }
    const shipped = await owner.call('POST', `/orders/${order.id}/actions`, {
      action: 'ship',
      courier: 'Blue Dart',
      trackingNumber: 'BD901',
    });
    expect(shipped.status).toBe(200);
    // Queued with the change: one row per device and step.
    expect((await pushRows(`order:${order.id}:ship:push`)).map((row) => row.status)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
    ]);

    await server.app.notifications.runOnce();
    const phone = await delivered('fcm-asha-phone');
    expect(phone.map((m) => m.notification.body)).toEqual([
      `Order #${numberOf(order)} is confirmed.`,
      `Order #${numberOf(order)} is packed.`,
      `Order #${numberOf(order)} has shipped.`,
    ]);
    expect(phone[2]).toMatchObject({
      notification: { title: 'SkateKit Roller Skating Academy' },
      data: { kind: 'order', orderId: order.id, status: 'Shipped', route: `/track/${order.id}` },
    });
    expect((await delivered('fcm-asha-tablet')).length).toBe(3);
    expect(await delivered('unregistered-asha-old')).toEqual([]);

    // UNREGISTERED and INVALID_ARGUMENT: the token is gone from the shopper's devices, not retried.
    expect(await tokensOf(asha.userId)).toEqual(['fcm-asha-phone', 'fcm-asha-tablet']);
    const rows = await pushRows(`order:${order.id}:confirm:push`);
    expect(rows.map((row) => [row.status, row.last_error]).sort()).toEqual([
      ['dead', 'INVALID_ARGUMENT: the device token was removed'],
      ['dead', 'UNREGISTERED: the device token was removed'],
      ['sent', ''],
      ['sent', ''],
    ]);
    // The next change goes to the live devices only.
    await owner.call('POST', `/orders/${order.id}/actions`, { action: 'out-for-delivery' });
    expect(await pushRows(`order:${order.id}:out-for-delivery:push`)).toHaveLength(2);
    await server.app.notifications.runOnce();
    expect((await delivered('fcm-asha-phone')).at(-1)?.data.route).toBe(`/track/${order.id}`);
  });

  it('FCM unavailable: the push waits and is retried, then delivered once', async () => {
    const order = await paidOrder(server, asha, ashaHome, [{ id: SEED_REFS.products.cheap }]);
    const faults = await fetch(`${server.url}/dev/fcm/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'fcm-asha-phone', status: 503, times: 2 }),
    });
    expect(faults.status).toBe(200);
    const before = (await delivered('fcm-asha-phone')).length;
    await owner.call('POST', `/orders/${order.id}/actions`, { action: 'cancel' });
    await server.app.notifications.runOnce();
    const row = async () =>
      (await pushRows(`order:${order.id}:cancel:push`)).find((r) => r.recipient === 'fcm-asha-phone');
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await row())?.last_error).toMatch(/^FCM answered 503 UNAVAILABLE/);
    later(retryDelayMs(1) + 1_000);
    await server.app.notifications.runOnce();
    expect(await row()).toMatchObject({ status: 'pending', attempts: 2 });
    later(retryDelayMs(2) + 1_000);
    await server.app.notifications.runOnce();
    expect(await row()).toMatchObject({ status: 'sent', attempts: 3, last_error: '' });
    await server.app.notifications.runOnce();
    const now = await delivered('fcm-asha-phone');
    expect(now.length - before).toBe(1);
    expect(now.at(-1)?.notification.body).toBe(`Order #${numberOf(order)} was cancelled.`);
    // The tablet was not held back by the phone's failures.
    expect((await delivered('fcm-asha-tablet')).at(-1)?.notification.body).toBe(
      `Order #${numberOf(order)} was cancelled.`,
    );
  });

  it("an admission decision reaches the applicant's devices and opens My Account", async () => {
    const { admissionId } = await paidAdmission(server, asha);
    const review = await owner.call('POST', `/admissions/${admissionId}/review`, {
      status: 'confirmed',
      message: '',
    });
    expect(review.status).toBe(200);
    await server.app.notifications.runOnce();
    expect((await delivered('fcm-asha-tablet')).at(-1)).toMatchObject({
      notification: {
        title: 'SkateKit Roller Skating Academy',
        body: 'The admission of Aarav Patil is confirmed.',
      },
      data: { kind: 'admission', admissionId, status: 'confirmed', route: '/my-account' },
    });
  });

  it('with push off nothing is queued for the devices', async () => {
    const sender = server.app.services.push;
    server.app.services.push = null;
    try {
      const order = await paidOrder(server, asha, ashaHome, [{ id: SEED_REFS.products.cheap }]);
      await owner.call('POST', `/orders/${order.id}/actions`, { action: 'confirm' });
      expect(await pushRows(`order:${order.id}:`)).toEqual([]);
    } finally {
      server.app.services.push = sender;
    }
  });
});
