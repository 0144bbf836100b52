import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionForFile } from '../../../test/admin';
import { serverForFile } from '../../../test/helper';
import { call } from '../../../test/session';
import { auditLog } from '../../db/schema';

/*
 * The console's content screens (issue 23) over real HTTP: the storefront's cached reads show a write
 * at once, merchants are kept apart, and bad input is refused with a clear message.
 */

const server = serverForFile();
const owner = sessionForFile(server, { role: 'owner' });
const staff = sessionForFile(server, { role: 'staff' });
const rollr = sessionForFile(server, { merchant: 'ROLLR02', role: 'owner' });

const offer = {
  title: 'Diwali helmets',
  description: 'Two helmets for the price of one.',
  image: 'uploads/offers/diwali.webp',
  link: '/product?category=helmets',
  active: true,
  position: 0,
};

describe('listed content', () => {
  it('a new offer shows on the storefront’s cached offers at once, and goes when deleted', async () => {
    const titles = async () =>
      (await call<{ data: { title: string }[] }>(server, 'GET', '/offer/all/SKATE01')).body.data.map(
        (o) => o.title,
      );
    // Read (and cache) the offers before the write.
    expect(await titles()).not.toContain('Diwali helmets');
    const created = await owner.call<{ data: { id: string } }>('POST', '/content/offers', offer);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toEqual({ id: created.body.data.id, ...offer });
    expect((await titles())[0]).toBe('Diwali helmets');
    const [audit] = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'offer'), eq(auditLog.entity_id, created.body.data.id)));
    expect(audit).toMatchObject({ action: 'offer.create', staff_email: owner.email });

    // Another merchant's owner gets 404 for it; staff may read it but not change it.
    for (const [method, body] of [
      ['PUT', offer],
      ['DELETE', undefined],
    ] as const) {
      const answer = await rollr.call(method, `/content/offers/${created.body.data.id}`, body);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Offer not found');
    }
    expect(
      (await rollr.call<{ data: { id: string }[] }>('GET', '/content/offers')).body.data,
    ).not.toContainEqual(expect.objectContaining({ id: created.body.data.id }));
    expect((await staff.call('GET', '/content/offers')).status).toBe(200);
    expect((await staff.call('DELETE', `/content/offers/${created.body.data.id}`)).status).toBe(403);

    expect((await owner.call('DELETE', `/content/offers/${created.body.data.id}`)).status).toBe(204);
    expect(await titles()).not.toContain('Diwali helmets');
  });

  it('categories: a slug products use cannot change or go; a taken slug and a bad one are refused', async () => {
    const list = await owner.call<{ data: { id: string; category: string; name: string }[] }>(
      'GET',
      '/content/categories',
    );
    const helmets = list.body.data.find((c) => c.category === 'helmets');
    expect(helmets).toBeDefined();
    const rename = await owner.call('PUT', `/content/categories/${helmets?.id}`, {
      category: 'head-gear',
      name: 'Helmets',
      icon: '',
      active: true,
      position: 4,
    });
    expect(rename.status).toBe(409);
    expect(rename.body.message).toMatch(
      /^\d+ products are in the category helmets: move them first, or make the category Inactive instead of renaming it$/,
    );
    const taken = await owner.call('POST', '/content/categories', {
      category: 'helmets',
      name: 'More helmets',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('The store already has a category helmets');
    const bad = await owner.call('POST', '/content/categories', { category: 'Knee Pads', name: 'Knee pads' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('body.category: Use lower-case letters, digits and single hyphens');
    // A new one with an image is listed by the storefront (image as a full address) at once.
    const created = await owner.call('POST', '/content/categories', {
      category: 'knee-pads',
      name: 'Knee Pads',
      icon: 'uploads/categories/knee-pads.webp',
      position: 20,
    });
    expect(created.status).toBe(200);
    const storefront = await call<{ data: { category: string; icon: string }[] }>(
      server,
      'GET',
      '/category/getdata/category/SKATE01',
    );
    expect(storefront.body.data.find((c) => c.category === 'knee-pads')?.icon).toBe(
      `${server.url}/uploads/categories/knee-pads.webp`,
    );
  });

  it('a new centre is listed on the offices page', async () => {
    const created = await owner.call('POST', '/content/offices', {
      name: 'Borivali Rink',
      address: 'Sports Complex, Borivali West, Mumbai 400092',
      type: 'Center',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const offices = await call<{ data: { name: string; type: string }[] }>(
      server,
      'GET',
      '/office/all/SKATE01',
    );
    expect(offices.body.data).toContainEqual(
      expect.objectContaining({ name: 'Borivali Rink', type: 'Center' }),
    );
    const bad = await owner.call('POST', '/content/offices', { name: 'X', address: '', type: 'Shop' });
    expect(bad.status).toBe(400);
  });
});

describe('the store', () => {
  it('name, tag line, help numbers and button labels: the storefront reads them at once', async () => {
    const current = await owner.call<{ data: Record<string, unknown> }>('GET', '/content/store');
    expect(current.body.data).toMatchObject({
      storeName: 'SkateKit Roller Skating Academy',
      defaultCartButton: 'addtocart',
    });
    // Read (and cache) the profile before the write.
    expect(
      (await call<{ users: { tag_line: string } }>(server, 'GET', '/register/single/SKATE01')).status,
    ).toBe(200);
    const body = {
      ...(current.body.data as object),
      storeName: 'SkateKit Academy Malad',
      tagLine: 'Skate with us',
      help: { whatsapp: '9820011111', mobile: '9820022222', email: 'desk@skatekit.in' },
      cartButtons: [
        { id: 'getquote', label: 'Ask for a price', active: true },
        { id: 'addtocart', label: 'Add to Cart', active: true },
        { id: 'buynow', label: 'Buy Now', active: true },
      ],
      defaultCartButton: 'addtocart',
    };
    expect((await staff.call('PUT', '/content/store', body)).status).toBe(403);
    const badPhone = await owner.call('PUT', '/content/store', {
      ...body,
      help: { ...body.help, mobile: '12345' },
    });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.message).toBe('body.help.mobile: Enter a 10-digit number');
    const saved = await owner.call<{ data: Record<string, unknown> }>('PUT', '/content/store', body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const meta = await call<{ data: { title: string } }>(server, 'GET', '/meta/SKATE01');
    expect(meta.body.data.title).toBe('SkateKit Academy Malad | Malad, Goregaon & Andheri');
    const profile = await call<{ users: { tag_line: string } }>(server, 'GET', '/register/single/SKATE01');
    expect(profile.body.users.tag_line).toBe('Skate with us');
    const help = await call<{ help: { whatsapp_number: string; mobile: string } }>(
      server,
      'GET',
      '/help/single/SKATE01',
    );
    expect(help.body.help).toMatchObject({ whatsapp_number: '9820011111', mobile: '9820022222' });
    const buttons = await call<{ data: { button_id: string; button_name: string }[] }>(
      server,
      'GET',
      '/button/SKATE01',
    );
    expect(buttons.body.data.find((b) => b.button_id === 'getquote')?.button_name).toBe('Ask for a price');
    // The other merchant's store is as it was.
    const theirs = await rollr.call<{ data: { storeName: string } }>('GET', '/content/store');
    expect(theirs.body.data.storeName).not.toBe('SkateKit Academy Malad');
  });
});
