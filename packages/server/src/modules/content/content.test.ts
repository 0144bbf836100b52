import { SkateError } from '../../platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, serverForFile, startTestServer, type TestServer } from '../../../test/helper';

const server = serverForFile();

describe('site settings', () => {
  it('GET /help/single/{property}: WhatsApp and call numbers, contact e-mail and social profiles', async () => {
    expect(await server.api.site.help()).toEqual({
      whatsapp_number: '9820012345',
      mobile: '9820012345',
      email: 'hello@skatekit-academy.in',
      social_links: [
        { name: 'Instagram', url: 'https://www.instagram.com/skatekit.academy' },
        { name: 'YouTube', url: 'https://www.youtube.com/@skatekitacademy' },
        { name: 'Facebook', url: 'https://www.facebook.com/skatekit.academy' },
      ],
    });
  });

  it('GET /button/{merchant}: getquote, addtocart, buynow with addtocart the default', async () => {
    const buttons = await server.api.site.buttons();
    expect(buttons.map((b) => [b.button_id, b.default])).toEqual([
      ['getquote', false],
      ['addtocart', true],
      ['buynow', false],
    ]);
  });

  it('GET /paybutton/{merchant}: paynow and payondelivery on, paymanual off', async () => {
    const buttons = await server.api.site.payButtons();
    expect(buttons.filter((b) => b.default).map((b) => b.button_id)).toEqual(['paynow', 'payondelivery']);
    expect(buttons.find((b) => b.button_id === 'paymanual')?.default).toBe(false);
  });

  it('GET /meta/{merchant}: title, description, keywords, author, icon, scripts', async () => {
    const meta = await server.api.site.meta();
    expect(meta).toMatchObject({
      author: 'SkateKit Roller Skating Academy',
      icon: '/uploads/brand/favicon.svg',
      scripts: [],
    });
    expect(meta?.title).toContain('SkateKit');
    const raw = await rawRequest(`${server.url}/meta/SKATE01`);
    expect((raw.body as { isError: boolean }).isError).toBe(false);
  });

  it('GET /classlevel/{id}: the Active class levels in order', async () => {
    const levels = await server.api.site.classLevels();
    expect(levels.map((l) => l.class_level)).toEqual(['Beginner', 'Intermediate', 'Advanced', 'Competition']);
  });

  it('GET /office/all/{store} (extension): the Malad East office and four centres', async () => {
    const offices = await server.api.site.offices();
    expect(offices).toHaveLength(5);
    expect(offices.map((o) => o.type)).toEqual(['Our Office', 'Center', 'Center', 'Center', 'Center']);
    expect(offices[0].address).toContain('Malad East');
    expect(offices.map((o) => o.name).join(' ')).toMatch(/Church.*Mandir.*Club.*School/);
    for (const office of offices) {
      expect(office.locationLink).toBe(
        `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(office.address)}`,
      );
    }
  });

  it('GET /pay-razorpay/{store}: key id, company name and colour, provider sandbox - never the secret', async () => {
    const raw = await rawRequest(`${server.url}/pay-razorpay/SKATE01`);
    expect(raw.status).toBe(200);
    expect(raw.body).toEqual({
      data: {
        key_id: 'rzp_test_sandbox_skate01',
        company_name: 'SkateKit Roller Skating Academy',
        company_color: '#0f6fec',
        provider: 'sandbox',
        gst_rate: 18,
        gstin: '27AAKCS1234M1Z3',
      },
    });
    expect(raw.text).not.toContain('key_secret');
    expect(raw.text).not.toContain('sandbox_secret_skate01');
  });

  it('another merchant gets its own settings', async () => {
    const other = server.createApi({ merchantCode: 'ROLLR02' });
    expect((await other.site.buttons()).find((b) => b.default)?.button_id).toBe('buynow');
    expect((await other.site.offices()).map((o) => o.name)).toEqual(['Rollr Store']);
    expect((await other.site.help()).mobile).toBe('9890054321');
    expect((await other.site.classLevels()).map((l) => l.class_level)).toEqual(['Weekend beginners']);
  });

  it('answers 404 for an unknown merchant code', async () => {
    const nobody = server.createApi({ merchantCode: 'NOPE99' });
    for (const call of [
      () => nobody.site.help(),
      () => nobody.site.buttons(),
      () => nobody.site.payButtons(),
      () => nobody.site.meta(),
      () => nobody.site.classLevels(),
      () => nobody.site.offices(),
    ]) {
      const error = await call().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(SkateError);
      expect((error as SkateError).status).toBe(404);
    }
    expect((await rawRequest(`${server.url}/pay-razorpay/NOPE99`)).status).toBe(404);
  });
});

describe('GET /pay-razorpay/{store} with Razorpay keys configured', () => {
  let live: TestServer;
  beforeAll(async () => {
    live = await startTestServer({
      razorpay: {
        keyId: 'rzp_test_LiveKey123',
        keySecret: 'live-secret-value-xyz',
        webhookSecret: 'whsec-xyz',
      },
    });
  });
  afterAll(() => live.close());

  it('names the razorpay provider and the public key id only', async () => {
    const raw = await rawRequest(`${live.url}/pay-razorpay/SKATE01`);
    expect(raw.body).toEqual({
      data: {
        key_id: 'rzp_test_LiveKey123',
        company_name: 'SkateKit Roller Skating Academy',
        company_color: '#0f6fec',
        provider: 'razorpay',
        gst_rate: 18,
        gstin: '27AAKCS1234M1Z3',
      },
    });
    expect(raw.text).not.toContain('live-secret-value-xyz');
    expect(raw.text).not.toContain('whsec-xyz');
  });
});
