import { request as httpRequest } from 'node:http';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGE_MAX_BYTES, MEDIA_TEXTS } from '@skatekit/console-contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type AdminSession, sessionForFile } from '../../../test/admin';
import { serverForFile } from '../../../test/helper';
import { auditLog, mediaImages } from '../../db/schema';
import { CSRF_HEADER } from '../staff/guard';

/*
 * Image uploads over real HTTP (multipart, as the console's field sends them) on PGlite, or PostgreSQL
 * with TEST_DATABASE_URL: what the bytes are decides (never the name), too-large bodies are refused
 * before they are read, metadata does not survive the re-encoding, served files carry their real type,
 * and one merchant's staff never reach another's images.
 */

const server = serverForFile();
const owner = sessionForFile(server, { role: 'owner' });
const clerk = sessionForFile(server, { role: 'staff' });
const otherOwner = sessionForFile(server, { merchant: 'ROLLR02', role: 'owner' });

interface UploadAnswer {
  status: number;
  body: {
    message?: string;
    data: { id: string; path: string; sizes: { width: number; height: number; path: string }[] } & Record<
      string,
      unknown
    >;
  };
}

async function upload(
  session: AdminSession,
  bytes: Buffer,
  name = 'photo.jpg',
  type = 'image/jpeg',
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${server.url}/admin/api/images`, {
    method: 'POST',
    headers: { cookie: session.cookie, [CSRF_HEADER]: session.csrfToken, origin: server.url },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as UploadAnswer['body'] };
}

/** A square picture of one colour, `size` pixels a side, as JPEG or PNG bytes. */
function solid(
  format: 'jpeg' | 'png',
  size: number,
  background: string,
  channels: 3 | 4 = 3,
): Promise<Buffer> {
  const image = sharp({ create: { width: size, height: size, channels, background } });
  return (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
}

const SCRIPT = '<script>alert(1)</script>';

/** A 1600 x 1000 JPEG carrying a script in its EXIF description and in its XMP packet. */
async function jpegWithScripts(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#d1432b' } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { ImageDescription: SCRIPT, Artist: SCRIPT } })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:description>${SCRIPT.replace(/</g, '&lt;')}</dc:description></rdf:Description></rdf:RDF></x:xmpmeta>`,
    )
    .toBuffer();
}

const mediaDir = () => join(server.config.dataDir, 'media');
const filesOf = (mainId: string): string[] =>
  existsSync(join(mediaDir(), mainId))
    ? readdirSync(join(mediaDir(), mainId), { recursive: true })
        .map(String)
        .filter((file) => file.endsWith('.webp'))
    : [];

describe('POST /admin/api/images', () => {
  it('re-encodes a JPEG to WebP at 160, 400, 800 and 1200 px, without its EXIF or XMP, and audits it', async () => {
    const input = await jpegWithScripts();
    // The test picture does carry the scripts.
    expect(input.includes(SCRIPT)).toBe(true);
    expect((await sharp(input).metadata()).exif).toBeDefined();

    const answer = await upload(clerk, input, 'helmet photo.JPG');
    expect(answer.status).toBe(201);
    const { id, path, sizes } = answer.body.data;
    expect(id).toMatch(/^[a-f0-9]{24}$/);
    expect(path).toBe(`/media/SKATE01/${id}/800.webp`);
    expect(sizes).toEqual([
      { width: 160, height: 100, path: `/media/SKATE01/${id}/160.webp` },
      { width: 400, height: 250, path: `/media/SKATE01/${id}/400.webp` },
      { width: 800, height: 500, path: `/media/SKATE01/${id}/800.webp` },
      { width: 1200, height: 750, path: `/media/SKATE01/${id}/1200.webp` },
    ]);
    expect(answer.body.data).toMatchObject({
      width: 1600,
      height: 1000,
      sourceType: 'image/jpeg',
      fileName: 'helmet photo.JPG',
    });

    for (const size of sizes) {
      const served = await fetch(`${server.url}${size.path}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.includes('script')).toBe(false);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(size.width);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }

    const [audit] = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'image'), eq(auditLog.entity_id, id)));
    expect(audit).toMatchObject({ action: 'image.upload', staff_email: clerk.email, main_id: 'SKATE01' });
  });

  it('keeps a small picture at its own size (never enlarged) and reads a PNG from its bytes', async () => {
    const png = await solid('png', 300, '#0000', 4);
    // Named .gif and sent as text/plain: the bytes say PNG.
    const answer = await upload(owner, png, 'icon.gif', 'text/plain');
    expect(answer.status).toBe(201);
    expect(answer.body.data.sourceType).toBe('image/png');
    expect(answer.body.data.sizes.map((s) => [s.width, s.height])).toEqual([
      [160, 160],
      [300, 300],
      [300, 300],
      [300, 300],
    ]);
  });

  it('refuses a file that is not a picture, whatever it is called, and stores nothing', async () => {
    const before = filesOf('SKATE01').length;
    const rowsBefore = await server.app.db.$count(mediaImages);
    const html = Buffer.from(`<html><body>${SCRIPT}</body></html>`.repeat(20));
    const answer = await upload(clerk, html, 'photo.jpg', 'image/jpeg');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(MEDIA_TEXTS.NOT_AN_IMAGE);
    expect(answer.body.message).toBe('This file is not a picture. Upload a JPEG, PNG, WebP or GIF image.');
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`);
    expect((await upload(clerk, svg, 'logo.png', 'image/png')).body.message).toBe(MEDIA_TEXTS.NOT_AN_IMAGE);
    expect(filesOf('SKATE01').length).toBe(before);
    expect(await server.app.db.$count(mediaImages)).toBe(rowsBefore);
  });

  it('refuses a JPEG that does not decode (a real header, then garbage)', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)]);
    const answer = await upload(clerk, broken, 'photo.jpg');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('This picture could not be read: the file is damaged or incomplete.');
  });

  it('refuses a request without a file', async () => {
    const answer = await clerk.call('POST', '/images', { file: 'x' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(MEDIA_TEXTS.NO_FILE);
  });

  it('answers a 50 MB upload 413 at once, before the body is sent', async () => {
    const total = 50 * 1024 * 1024;
    const started = Date.now();
    const { status, body, sent } = await new Promise<{ status: number; body: string; sent: number }>(
      (resolve, reject) => {
        let sent = 0;
        const req = httpRequest(
          `${server.url}/admin/api/images`,
          {
            method: 'POST',
            headers: {
              cookie: clerk.cookie,
              [CSRF_HEADER]: clerk.csrfToken,
              origin: server.url,
              'content-type': 'multipart/form-data; boundary=x',
              'content-length': String(total),
            },
          },
          (response) => {
            let text = '';
            response.on('data', (chunk) => {
              text += chunk;
            });
            response.on('end', () => {
              resolve({ status: response.statusCode ?? 0, body: text, sent });
              req.destroy();
            });
          },
        );
        req.on('error', reject);
        // Only the first megabyte goes: the answer must not wait for the rest.
        const chunk = Buffer.alloc(1024 * 1024, 1);
        req.write(chunk, () => {
          sent += chunk.length;
        });
      },
    );
    expect(status).toBe(413);
    expect(JSON.parse(body).message).toBe('This file is larger than 10 MB. Upload a smaller picture.');
    expect(sent).toBeLessThan(total);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('stops reading a body without a length once the file passes the limit (413)', async () => {
    const jpeg = await solid('jpeg', 64, '#123456');
    const big = Buffer.concat([jpeg, Buffer.alloc(IMAGE_MAX_BYTES + 1024 * 1024, 0)]);
    const boundary = 'skatekitboundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const payload = Buffer.concat([head, big, tail]);
    const response = await fetch(`${server.url}/admin/api/images`, {
      method: 'POST',
      headers: {
        cookie: clerk.cookie,
        [CSRF_HEADER]: clerk.csrfToken,
        origin: server.url,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      // A stream: sent chunked, without Content-Length.
      body: new ReadableStream({
        start(controller) {
          for (let at = 0; at < payload.length; at += 256 * 1024)
            controller.enqueue(new Uint8Array(payload.subarray(at, at + 256 * 1024)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe(MEDIA_TEXTS.TOO_LARGE);
  });

  it('needs a session, the CSRF token and the permission', async () => {
    const png = await solid('png', 20, '#fff');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    const anonymous = await fetch(`${server.url}/admin/api/images`, { method: 'POST', body: form });
    expect(anonymous.status).toBe(401);
    const noCsrf = await fetch(`${server.url}/admin/api/images`, {
      method: 'POST',
      headers: { cookie: clerk.cookie, origin: server.url },
      body: form,
    });
    expect(noCsrf.status).toBe(403);
  });
});

describe('the image library, per merchant', () => {
  it("lists only the merchant's images; another merchant's id is 404 to read or delete", async () => {
    const jpeg = await solid('jpeg', 500, '#00aa00');
    const mine = (await upload(owner, jpeg, 'mine.jpg')).body.data;
    const theirs = (await upload(otherOwner, jpeg, 'theirs.jpg')).body.data;
    expect(theirs.path).toBe(`/media/ROLLR02/${theirs.id}/800.webp`);

    const list = await owner.call<{ data: { id: string }[]; total: number }>('GET', '/images?pageSize=100');
    expect(list.status).toBe(200);
    expect(list.body.data.map((i) => i.id)).toContain(mine.id);
    expect(list.body.data.map((i) => i.id)).not.toContain(theirs.id);
    const otherList = await otherOwner.call<{ data: { id: string }[] }>('GET', '/images');
    expect(otherList.body.data.map((i) => i.id)).toEqual([theirs.id]);

    // SKATE01's owner cannot delete ROLLR02's image: 404, and the file is still served.
    const refused = await owner.call('DELETE', `/images/${theirs.id}`);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ message: 'Image not found' });
    expect((await fetch(`${server.url}${theirs.path}`)).status).toBe(200);

    // ROLLR02 deletes its own: 204, audited, and every width is gone.
    const removed = await otherOwner.call('DELETE', `/images/${theirs.id}`);
    expect(removed.status).toBe(204);
    for (const size of theirs.sizes) expect((await fetch(`${server.url}${size.path}`)).status).toBe(404);
    expect(filesOf('ROLLR02')).toEqual([]);
    const [audit] = await server.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'image.delete'), eq(auditLog.entity_id, theirs.id)));
    expect(audit).toMatchObject({ main_id: 'ROLLR02', staff_email: otherOwner.email });
  });

  it('serves nothing for paths outside the store and keeps the seeded images', async () => {
    expect((await fetch(`${server.url}/media/SKATE01/..%2F..%2Fjwt-secret/800.webp`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/SKATE01/abcdefgh12/800.png`)).status).toBe(404);
    const seeded = await fetch(`${server.url}/uploads/brand/skate01-logo.svg`);
    expect(seeded.status).toBe(200);
  });
});

describe('malformed uploads', () => {
  /** A raw multipart body (boundary `b`) posted to the image upload as the clerk. */
  const postMultipart = (body: Buffer<ArrayBuffer>) =>
    fetch(`${server.url}/admin/api/images`, {
      method: 'POST',
      headers: {
        cookie: clerk.cookie,
        [CSRF_HEADER]: clerk.csrfToken,
        origin: server.url,
        'content-type': 'multipart/form-data; boundary=b',
      },
      body,
    });

  it('a multipart body cut off in the middle of the file is a 400, not a 500', async () => {
    const jpeg = await solid('jpeg', 64, '#123456');
    const body = Buffer.concat([
      Buffer.from(
        '--b\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
      ),
      jpeg.subarray(0, 200),
    ]);
    const response = await postMultipart(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      'The upload did not arrive whole. Try again.',
    );
  });

  /** A multipart body written by hand (so a file name can carry any byte) posted as the clerk. */
  async function postForm(parts: { name: string; filename?: string; body: Buffer | string }[]) {
    const chunks: Buffer[] = [];
    for (const part of parts) {
      const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
      const type = part.filename === undefined ? '' : 'Content-Type: image/jpeg\r\n';
      chunks.push(
        Buffer.from(`--b\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
        Buffer.from(part.body),
        Buffer.from('\r\n'),
      );
    }
    chunks.push(Buffer.from('--b--\r\n'));
    const response = await postMultipart(Buffer.concat(chunks));
    return { status: response.status, message: ((await response.json()) as { message?: string }).message };
  }

  // Issue 40, item 4: a NUL in the file name reached PostgreSQL (22021) as a 500; a second file was dropped.
  it('item 4: a control character in a file name or a field is a 400, a second file is refused; nothing is stored', async () => {
    const jpeg = await solid('jpeg', 64, '#123456');
    const rowsBefore = await server.app.db.$count(mediaImages);
    const filesBefore = filesOf('SKATE01').length;
    expect(await postForm([{ name: 'file', filename: 'a\u0000b.jpg', body: jpeg }])).toEqual({
      status: 400,
      message: 'body.file.filename: Text must not contain control characters',
    });
    expect(await postForm([{ name: 'file', filename: 'tab\u001b.jpg', body: jpeg }])).toEqual({
      status: 400,
      message: 'body.file.filename: Text must not contain control characters',
    });
    expect(
      await postForm([
        { name: 'alt', body: 'x\u0000y' },
        { name: 'file', filename: 'a.jpg', body: jpeg },
      ]),
    ).toEqual({ status: 400, message: 'body.alt: Text must not contain control characters' });
    expect(
      await postForm([
        { name: 'file', filename: 'a.jpg', body: jpeg },
        { name: 'file', filename: 'b.jpg', body: jpeg },
      ]),
    ).toEqual({ status: 400, message: 'Upload one picture at a time.' });
    expect(await server.app.db.$count(mediaImages)).toBe(rowsBefore);
    expect(filesOf('SKATE01').length).toBe(filesBefore);
    // One file with a plain name still goes in.
    expect((await postForm([{ name: 'file', filename: 'rink.jpg', body: jpeg }])).status).toBe(201);
    expect(await server.app.db.$count(mediaImages)).toBe(rowsBefore + 1);
  });
});
