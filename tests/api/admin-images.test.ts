import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { images, imageVariants } from '../../server/db/schema/index.ts';
import { MAX_UPLOAD_BYTES, TOO_BIG_MESSAGE, WRONG_TYPE_MESSAGE } from '../../server/services/images.ts';
import { type AdminApp, addLibraryImage, createAdminApp, picture } from './admin-fixtures.ts';

/** The image library's admin calls (SPEC 7 '/api/admin/image/...'): uploads, edits, deletes. */

type Errors = { errors: { msg: string; path: string }[] };
type ImageRef = { _id: number; slug: string; title: string; alt: string; width: number; height: number; src: string };

let admin: AdminApp;

beforeEach(async () => {
  admin = await createAdminApp();
});
afterEach(() => admin.close());

const stored = () => ({
  images: admin.db.orm.select({ n: count() }).from(images).get()?.n,
  variants: admin.db.orm.select({ n: count() }).from(imageVariants).get()?.n,
});

const meta = (slug: string) => ({ title: `Title ${slug}`, alt: `A picture called ${slug}`, slug });

describe('uploads that are accepted', () => {
  test('a PNG and a JPEG, with their sizes, public at once', async () => {
    const png = await admin.upload(meta('red-square'), {
      bytes: await picture(300, 200, 'png'),
      name: 'red.png',
      type: 'image/png',
    });
    expect(png.status).toBe(201);
    expect(await png.json()).toMatchObject({ success: true, msg: 'Image "Title red-square" uploaded.' });

    const jpeg = await admin.upload(
      { title: 'Harbour photo', alt: 'Boats in a harbour', slug: 'Harbour Photo' },
      { bytes: await picture(1400, 900, 'jpeg'), name: 'IMG_0001.JPG', type: 'image/jpeg' },
    );
    expect(jpeg.status).toBe(201);

    const red = (await (await admin.app.request('/api/image/red-square')).json()) as ImageRef;
    expect(red).toMatchObject({
      title: 'Title red-square',
      alt: 'A picture called red-square',
      width: 300,
      height: 200,
    });
    const harbour = (await (await admin.app.request('/api/image/harbour-photo')).json()) as ImageRef;
    expect(harbour).toMatchObject({ width: 1400, height: 900 });
    expect(harbour.src).toMatch(/\.jpg$/);
    const bytes = await admin.app.request(harbour.src);
    expect(bytes.headers.get('Content-Type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await bytes.arrayBuffer())).metadata()).width).toBe(1400);
    // Variants at 320, 640, 960 and 1280, none wider than the original.
    expect(stored()).toEqual({ images: 2, variants: 5 });
  });
});

describe('uploads that are refused store nothing', () => {
  test('a text file named .png (415)', async () => {
    const res = await admin.upload(meta('fake'), {
      bytes: new TextEncoder().encode('this is not an image at all'),
      name: 'photo.png',
      type: 'image/png',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ errors: [{ msg: WRONG_TYPE_MESSAGE, path: 'img' }] });
    expect(stored()).toEqual({ images: 0, variants: 0 });
  });

  test('an SVG (415), which could carry script', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>alert(1)</script></svg>';
    const res = await admin.upload(meta('vector'), {
      bytes: new TextEncoder().encode(svg),
      name: 'logo.svg',
      type: 'image/svg+xml',
    });
    expect(res.status).toBe(415);
    expect(stored()).toEqual({ images: 0, variants: 0 });
  });

  test('an 11 MB file (413) with the SPEC message', async () => {
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(await picture(10, 10, 'png'));
    expect(big.byteLength).toBeGreaterThan(MAX_UPLOAD_BYTES);
    const res = await admin.upload(meta('huge'), { bytes: big, name: 'huge.png', type: 'image/png' });
    expect(res.status).toBe(413);
    const { errors } = (await res.json()) as Errors;
    expect(errors[0]?.msg).toBe(TOO_BIG_MESSAGE);
    expect(TOO_BIG_MESSAGE).toBe('Error uploading the image. Ensure the file size is less than 10MB.');
    expect(stored()).toEqual({ images: 0, variants: 0 });
  });

  test('a pixel bomb: a tiny file declaring 30000 x 30000 pixels, refused without being decoded', async () => {
    const png = Buffer.from(await picture(1, 1, 'png'));
    png.writeUInt32BE(30000, 16);
    png.writeUInt32BE(30000, 20);
    png.writeUInt32BE(Bun.hash.crc32(png.subarray(12, 29)), 29);
    const res = await admin.upload(meta('bomb'), { bytes: png, name: 'bomb.png', type: 'image/png' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Errors).errors[0]?.path).toBe('img');
    expect(stored()).toEqual({ images: 0, variants: 0 });
  });

  test('missing alt text, title or file, and a taken slug, each named', async () => {
    await addLibraryImage(admin.db, 'taken');
    const file = { bytes: await picture(20, 20), name: 'a.png', type: 'image/png' };
    const noText = await admin.upload({ slug: 'x' }, file);
    expect(((await noText.json()) as Errors).errors).toEqual([
      { msg: 'Title is required.', path: 'title' },
      { msg: 'Alt text is required.', path: 'alt' },
    ]);
    const noFile = await admin.upload(meta('nofile'));
    expect(((await noFile.json()) as Errors).errors).toEqual([{ msg: 'Choose an image file to upload.', path: 'img' }]);
    const taken = await admin.upload(meta('taken'), file);
    expect(((await taken.json()) as Errors).errors[0]?.path).toBe('slug');
    expect(stored().images).toBe(1);
  });

  test('without a session (401) or from another site (403)', async () => {
    const form = new FormData();
    form.set('title', 't');
    const anonymous = await admin.app.request('/api/admin/image/new', {
      method: 'POST',
      headers: { Origin: 'http://localhost:3000' },
      body: form,
    });
    expect(anonymous.status).toBe(401);
    const foreign = await admin.app.request('/api/admin/image/new', {
      method: 'POST',
      headers: { Origin: 'https://evil.example', Cookie: admin.cookie },
      body: form,
    });
    expect(foreign.status).toBe(403);
  });
});

describe('editing an image', () => {
  test('changes only its title and alt text', async () => {
    const id = await addLibraryImage(admin.db, 'poster');
    const before = (await (await admin.app.request('/api/image/poster')).json()) as ImageRef;
    const res = await admin.call('PUT', '/api/admin/image/update/poster', {
      title: 'Poster, 1975',
      alt: 'A red poster',
      _id: id,
      slug: 'ignored',
    });
    expect(await res.json()).toEqual({ success: true, msg: 'Image "Poster, 1975" saved.' });
    const after = (await (await admin.app.request('/api/image/poster')).json()) as ImageRef;
    expect(after).toEqual({ ...before, title: 'Poster, 1975', alt: 'A red poster' });
  });

  test('still needs both', async () => {
    await addLibraryImage(admin.db, 'poster');
    const res = await admin.call('PUT', '/api/admin/image/update/poster', { title: ' ', alt: '' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Errors).errors.map((e) => e.path)).toEqual(['title', 'alt']);
  });
});
