import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serverForFile, TEST_MERCHANT } from '../../../test/helper';
import { call } from '../../../test/session';
import { enquiries, leads } from '../../db/schema';
import { TEXTS } from '../../platform/core';
import { SEED_REFS } from '../../seed';

const server = serverForFile();

describe('contact form: POST /leads', () => {
  it('stores the lead under the merchant named by property_id', async () => {
    const res = await server.api.leads.create({
      name: 'Kabir',
      email: 'kabir@example.com',
      mobile: '9876543210',
      remark: 'Weekend batch?',
    });
    expect(res).toMatchObject({ success: true, message: TEXTS.THANK_YOU_CONTACTING });
    const rows = await server.app.db.select().from(leads).where(eq(leads.main_id, TEST_MERCHANT));
    expect(rows.map((r) => r.email)).toContain('kabir@example.com');
  });

  it('refuses a message over 500 characters and a missing e-mail', async () => {
    const long = await call(server, 'POST', '/leads', {
      body: {
        name: 'K',
        email: 'k@example.com',
        mobile: '9876543210',
        remark: 'x'.repeat(501),
        property_id: TEST_MERCHANT,
      },
    });
    expect(long.status).toBe(400);
    expect(String((long.body as { message: string }).message)).toContain('remark');
    const noEmail = await call(server, 'POST', '/leads', {
      body: { name: 'K', mobile: '9876543210', property_id: TEST_MERCHANT },
    });
    expect(noEmail.status).toBe(400);
  });
});

describe('enquiry form: POST /inquiry', () => {
  it('stores the e-mail in its own field (not in school)', async () => {
    const res = await server.api.enquiries.create({
      name: 'Ira',
      mobile: '9876543210',
      email: 'ira@example.com',
      remark: 'Age 6?',
    });
    expect(res).toMatchObject({ success: true, message: TEXTS.ENQUIRY_SENT });
    const [row] = await server.app.db.select().from(enquiries).where(eq(enquiries.email, 'ira@example.com'));
    expect(row).toMatchObject({ school: '', remark: 'Age 6?' });
  });

  it('files the enquiry under ?main_id= when given', async () => {
    const res = await call(server, 'POST', `/inquiry?main_id=${SEED_REFS.otherMerchant}`, {
      body: { name: 'Dev', mobile: '9876543210', email: 'dev@example.com' },
    });
    expect(res.status).toBe(200);
    const [row] = await server.app.db.select().from(enquiries).where(eq(enquiries.email, 'dev@example.com'));
    expect(row.main_id).toBe(SEED_REFS.otherMerchant);
  });
});
