import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import sharp from 'sharp';
import { PREVIEW_BUSY } from '../../server/routes/media.ts';
import { imageQueue } from '../../server/services/images.ts';
import { ogImage, PreviewNotReady } from '../../server/services/og-image.ts';
import { type AdminApp, createAdminApp, picture } from './admin-fixtures.ts';
import { until } from './helpers.ts';

/**
 * Link-preview pictures (/api/media/og/{hash}.jpg) under attack (issue 27): one anonymous request for a tall
 * narrow image once took the server past 1.6 GB, because the picture was scaled up to 1200 pixels wide before
 * it was cropped. Previews are now made with the image, cut to the 1200 x 630 shape and never enlarged; a
 * request only reads one, and an image stored without one gets it made in the bounded upload queue.
 */

let admin: AdminApp;
beforeEach(async () => {
  admin = await createAdminApp();
});
afterEach(() => admin.close());

async function uploaded(slug: string, bytes: Uint8Array, type = 'image/png') {
  const res = await admin.upload(
    { title: slug, alt: `The picture ${slug}`, slug },
    { bytes, name: `${slug}.png`, type },
  );
  expect(res.status).toBe(201);
  const [row] = admin.db.raw.all<{ id: number; hash: string }>('SELECT id, hash FROM images WHERE slug = ?', slug);
  if (!row) throw new Error(`${slug} was not stored`);
  return row;
}

const previewRows = (imageId: number) =>
  admin.db.raw.all<{ width: number; height: number }>(
    'SELECT width, height FROM image_previews WHERE image_id = ?',
    imageId,
  );

async function preview(hash: string) {
  const res = await admin.app.request(`/api/media/og/${hash}.jpg`);
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('image/jpeg');
  const meta = await sharp(new Uint8Array(await res.arrayBuffer())).metadata();
  return [meta.format, meta.width, meta.height];
}

describe('a preview made with the image', () => {
  test('a 100 x 40,000 scroll is cropped at its own width, never scaled up: 100 x 53', async () => {
    const scroll = await uploaded('tall-scroll', await picture(100, 40_000));
    expect(previewRows(scroll.id)).toEqual([{ width: 100, height: 53 }]);
    expect(await preview(scroll.hash)).toEqual(['jpeg', 100, 53]);
  });

  test('a large picture gives the full 1200 x 630, a small one its own width in that shape', async () => {
    const large = await uploaded('large', await picture(3000, 2000, 'jpeg'), 'image/jpeg');
    expect(await preview(large.hash)).toEqual(['jpeg', 1200, 630]);
    const small = await uploaded('small', await picture(400, 300));
    expect(await preview(small.hash)).toEqual(['jpeg', 400, 210]);
  });

  test('an unknown picture is 404', async () => {
    const res = await admin.app.request(`/api/media/og/${'0'.repeat(64)}.jpg`);
    expect(res.status).toBe(404);
  });
});

describe('an image stored before previews were made with it', () => {
  test('gets its preview made once, however many ask at the same time, and kept', async () => {
    const image = await uploaded('older', await picture(2000, 1000, 'jpeg'), 'image/jpeg');
    admin.db.raw.run('DELETE FROM image_previews WHERE image_id = ?', image.id);

    const asked = Promise.all(Array.from({ length: 5 }, () => preview(image.hash)));
    await until(() => imageQueue.size.running > 0, 'the preview job to start');
    // One image process for the five requests: without sharing, four more would be waiting in the queue.
    expect(imageQueue.size).toEqual({ running: 1, waiting: 0 });
    const answers = await asked;
    expect(answers).toEqual(Array.from({ length: 5 }, () => ['jpeg', 1200, 630]));
    expect(previewRows(image.id)).toEqual([{ width: 1200, height: 630 }]);
    expect(imageQueue.size).toEqual({ running: 0, waiting: 0 });
  });

  test('past a full upload queue the request is refused at once with 503 and Retry-After', async () => {
    const image = await uploaded('waiting', await picture(800, 800));
    admin.db.raw.run('DELETE FROM image_previews WHERE image_id = ?', image.id);
    const releases: (() => void)[] = [];
    const held = Array.from({ length: 5 }, () =>
      imageQueue.run(() => new Promise<void>((resolve) => releases.push(resolve))),
    );
    try {
      expect(imageQueue.full).toBe(true);
      const res = await admin.app.request(`/api/media/og/${image.hash}.jpg`);
      expect(res.status).toBe(503);
      expect(res.headers.get('Retry-After')).toBe(String(imageQueue.retryAfterSeconds));
      expect(await res.json()).toEqual({ error: PREVIEW_BUSY });
      expect(previewRows(image.id)).toEqual([]);
    } finally {
      // The first job holds the only slot; each release lets the next waiting one start and push its own.
      while (releases.length > 0 || imageQueue.size.running > 0) {
        releases.shift()?.();
        await new Promise((done) => setImmediate(done));
      }
      await Promise.all(held);
    }
    expect(await preview(image.hash)).toEqual(['jpeg', 800, 420]);
  });

  test('one not made in time is answered as not ready, then finished and kept for the next request', async () => {
    const image = await uploaded('slow', await picture(1600, 900, 'jpeg'), 'image/jpeg');
    admin.db.raw.run('DELETE FROM image_previews WHERE image_id = ?', image.id);
    const error = await ogImage(admin.db.orm, image.hash, 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PreviewNotReady);
    await until(() => previewRows(image.id).length > 0, 'the preview to be kept');
    expect(previewRows(image.id)).toEqual([{ width: 1200, height: 630 }]);
    expect(await preview(image.hash)).toEqual(['jpeg', 1200, 630]);
  });
});
