import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionForFile } from '../../../test/admin';
import { paidAdmission, paidOrder } from '../../../test/console';
import { apiAs } from '../../../test/session';
import { shopForFile } from '../../../test/shop';
import { auditLog } from '../../db/schema';
import { SEED_REFS } from '../../seed';

/*
 * Internal notes (issue 39) over HTTP on PGlite or PostgreSQL (TEST_DATABASE_URL): staff's notes on
 * an order, an admission and a customer, with author and time, audited, merchant-isolated, and never in
 * what the shopper reads.
 */

const shop = shopForFile();
const owner = sessionForFile(shop.server, { role: 'owner', email: 'notes-owner@skate01.test' });
const clerk = sessionForFile(shop.server, { role: 'staff', email: 'notes-clerk@skate01.test' });
const rival = sessionForFile(shop.server, { role: 'owner', merchant: 'ROLLR02' });

type Notes = { data: { note: string; staffEmail: string; createdAt: string }[]; message?: string };

describe('internal notes', () => {
  it('on an order, an admission and a customer: listed with author and time, audited, never shown to the shopper', async () => {
    const order = await paidOrder(shop.server, shop.asha, shop.ashaHome, [{ id: SEED_REFS.products.cheap }]);
    const admission = await paidAdmission(shop.server, shop.asha);
    for (const path of [
      `/orders/${order.id}`,
      `/admissions/${admission.admissionId}`,
      `/customers/${shop.asha.userId}`,
    ]) {
      const first = await owner.call<Notes>('POST', `${path}/notes`, { note: 'Called: collect at the rink' });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const second = await clerk.call<Notes>('POST', `${path}/notes`, { note: '  Second call, no answer  ' });
      expect(second.status, JSON.stringify(second.body)).toBe(200);
      const list = await clerk.call<Notes>('GET', `${path}/notes`);
      expect(list.body.data.map((n) => [n.note, n.staffEmail])).toEqual([
        ['Called: collect at the rink', 'notes-owner@skate01.test'],
        ['Second call, no answer', 'notes-clerk@skate01.test'],
      ]);
      expect(Date.parse(list.body.data[0].createdAt)).toBeGreaterThan(0);
      // Another store's staff finds nothing there, and writes nothing.
      expect((await rival.call<Notes>('GET', `${path}/notes`)).status).toBe(404);
      expect((await rival.call<Notes>('POST', `${path}/notes`, { note: 'x' })).status).toBe(404);
      const empty = await owner.call<Notes>('POST', `${path}/notes`, { note: '   ' });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toContain('Write the note');
    }
    const audited = await shop.server.app.db.select().from(auditLog).where(eq(auditLog.entity_id, order.id));
    expect(audited.filter((a) => a.action === 'order.note').map((a) => a.staff_email)).toEqual([
      'notes-owner@skate01.test',
      'notes-clerk@skate01.test',
    ]);
    const wire = JSON.stringify(await apiAs(shop.server, shop.asha).orders.get(order.id));
    expect(wire).not.toContain('collect at the rink');
    expect((await owner.call('GET', '/orders/no-such-order/notes')).status).toBe(404);
  });
});
