import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminSession, adminSession } from '../../../test/admin';
import { startTestServer, TEST_MERCHANT, type TestServer, testConfig } from '../../../test/helper';
import { call, type SignedUpUser, signUp } from '../../../test/session';
import { buildApp } from '../../app';
import { aadhaarVault, admissions, auditLog } from '../../db/schema';
import { revealAadhaar, sealPlaintextAadhaar, vaultKeys } from '../../lib/aadhaar-vault';

/*
 * Issue 40, item 3: the whole 12-digit Aadhaar number was stored in the admission and sent back to the
 * parent. Now it is encrypted in the vault (envelope encryption, key id beside it), every answer carries
 * the last 4 digits, and only revealAadhaar reads it whole, audited.
 */
const OLD_KEY = Buffer.alloc(32, 7).toString('base64');
const NEW_KEY = Buffer.alloc(32, 9).toString('base64');

let server: TestServer;
let asha: SignedUpUser;
let owner: AdminSession;

beforeAll(async () => {
  server = await startTestServer({ aadhaarKeys: `k1:${OLD_KEY}` });
  asha = await signUp(server);
  owner = await adminSession(server, { role: 'owner' });
});
afterAll(() => server.close());

const form = (extra: Record<string, unknown> = {}) => ({
  name: 'Zara Shaikh',
  fatherName: 'Imran Shaikh',
  motherName: 'Farah Shaikh',
  dob: '2016-02-01',
  aadhar: '234567890123',
  gender: 'Female',
  school: 'Ryan International',
  address: '4 Film City Road, Goregaon East',
  pincode: '400063',
  mobile: '9820012345',
  email: 'farah@example.com',
  center: 'Goregaon',
  rulesAgreed: true,
  user_id: asha.userId,
  user_name: 'Farah',
  main_id: TEST_MERCHANT,
  ...extra,
});

/** Every text cell of the admissions and vault tables, to look for the number in clear. */
async function storedText(): Promise<string> {
  const rows = await server.app.db.execute(
    sql`select row_to_json(a)::text as t from admissions a union all select row_to_json(v)::text from aadhaar_vault v`,
  );
  return (rows as unknown as { rows: { t: string }[] }).rows.map((row) => row.t).join('\n');
}

describe('item 3: Aadhaar in a vault', () => {
  let id = '';

  it('item 3: a new admission keeps only the masked number; the vault holds it encrypted; answers carry the last 4', async () => {
    const created = await call<{ id: string; data: { aadhar: string } }>(server, 'POST', '/admission', {
      token: asha.accessToken,
      body: form(),
    });
    expect(created.status).toBe(200);
    id = created.body.id;
    expect(created.body.data.aadhar).toBe('XXXXXXXX0123');
    const read = await call<{ user: { aadhar: string } }>(server, 'GET', `/admission/single/${asha.userId}`, {
      token: asha.accessToken,
    });
    expect(read.body.user.aadhar).toBe('XXXXXXXX0123');
    const [row] = await server.app.db.select().from(admissions).where(eq(admissions.id, id));
    expect(row?.aadhar).toBe('XXXXXXXX0123');
    const [vaulted] = await server.app.db
      .select()
      .from(aadhaarVault)
      .where(eq(aadhaarVault.admission_id, id));
    expect(vaulted).toMatchObject({ main_id: 'SKATE01', key_id: 'k1', last4: '0123' });
    expect(await storedText()).not.toContain('234567890123');
    const page = await owner.call<{ data: { aadharLast4: string } }>('GET', `/admissions/${id}`);
    expect(page.body.data.aadharLast4).toBe('0123');
    expect(JSON.stringify(page.body)).not.toContain('234567890123');
  });

  it('item 3: the prefilled form sent back keeps the number on file; a new number replaces it; another mask is refused', async () => {
    const kept = await call<{ data: { aadhar: string; school: string } }>(server, 'PUT', `/admission/${id}`, {
      token: asha.accessToken,
      body: form({ aadhar: 'XXXXXXXX0123', school: 'Gokuldham High' }),
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ aadhar: 'XXXXXXXX0123', school: 'Gokuldham High' });
    const keys = vaultKeys(`k1:${OLD_KEY}`, server.config.jwtSecret);
    const staff = { staffId: owner.staffId, email: owner.email };
    expect(
      await revealAadhaar(server.app.db, keys, {
        mainId: 'SKATE01',
        admissionId: id,
        staff,
        reason: 'UIDAI check',
      }),
    ).toBe('234567890123');
    const wrong = await call<{ message: string }>(server, 'PUT', `/admission/${id}`, {
      token: asha.accessToken,
      body: form({ aadhar: 'XXXXXXXX9999' }),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('aadhar: Aadhar must be exactly 12 digits (numbers only)');
    const fresh = await call<{ message: string }>(server, 'POST', '/admission', {
      token: asha.accessToken,
      body: form({ aadhar: 'XXXXXXXX0123' }),
    });
    expect(fresh.status).toBe(400);
    const changed = await call<{ data: { aadhar: string } }>(server, 'PUT', `/admission/${id}`, {
      token: asha.accessToken,
      body: form({ aadhar: '345678901234' }),
    });
    expect(changed.body.data.aadhar).toBe('XXXXXXXX1234');
    expect(
      await revealAadhaar(server.app.db, keys, {
        mainId: 'SKATE01',
        admissionId: id,
        staff,
        reason: 'UIDAI check',
      }),
    ).toBe('345678901234');
    expect(await storedText()).not.toContain('345678901234');
  });

  it('item 3: a reveal is the audited way in: one audit row each, with the reason and never the number; another merchant reads nothing', async () => {
    const keys = vaultKeys(`k1:${OLD_KEY}`, server.config.jwtSecret);
    const staff = { staffId: owner.staffId, email: owner.email };
    const rows = await server.app.db.select().from(auditLog).where(eq(auditLog.action, 'aadhaar.reveal'));
    expect(rows.map((r) => [r.entity, r.entity_id, r.staff_email, r.after])).toEqual([
      ['admission', id, owner.email, { reason: 'UIDAI check', last4: '0123' }],
      ['admission', id, owner.email, { reason: 'UIDAI check', last4: '1234' }],
    ]);
    expect(
      await revealAadhaar(server.app.db, keys, { mainId: 'ROLLR02', admissionId: id, staff, reason: 'x' }),
    ).toBeNull();
  });

  it('item 3: keys rotate: a number sealed under k1 reads with k2 current, new ones go under k2', async () => {
    const rotated = vaultKeys(`k2:${NEW_KEY},k1:${OLD_KEY}`, server.config.jwtSecret);
    const staff = { staffId: owner.staffId, email: owner.email };
    expect(
      await revealAadhaar(server.app.db, rotated, {
        mainId: 'SKATE01',
        admissionId: id,
        staff,
        reason: 'rotation',
      }),
    ).toBe('345678901234');
    // Without the old key the number cannot be read at all.
    const lost = vaultKeys(`k2:${NEW_KEY}`, server.config.jwtSecret);
    await expect(
      revealAadhaar(server.app.db, lost, { mainId: 'SKATE01', admissionId: id, staff, reason: 'x' }),
    ).rejects.toThrow('The Aadhaar vault key k1 is not in AADHAAR_KEYS');
  });

  it('item 3: a number kept in clear by an older version is sealed at start, the record left masked', async () => {
    const [legacy] = await server.app.db
      .insert(admissions)
      .values({
        ...form(),
        main_id: 'SKATE01',
        user_id: asha.userId,
        aadhar: '456789012345',
        rulesAgreed: '1',
        gender: 'Female',
      })
      .returning();
    const second = await buildApp(testConfig({ aadhaarKeys: `k1:${OLD_KEY}` }), {
      database: server.database,
    });
    await second.close();
    const [row] = await server.app.db
      .select()
      .from(admissions)
      .where(eq(admissions.id, legacy?.id ?? ''));
    expect(row?.aadhar).toBe('XXXXXXXX2345');
    expect(await storedText()).not.toContain('456789012345');
    const keys = vaultKeys(`k1:${OLD_KEY}`, server.config.jwtSecret);
    expect(await sealPlaintextAadhaar(server.app.db, keys)).toBe(0);
  });
});
