import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import sharp from 'sharp';
import { createWorkQueue, QueueFull } from '../../server/lib/work-queue.ts';
import { BUSY_MESSAGE, imageQueue, MAX_WEBP_SIDE } from '../../server/services/images.ts';
import { type AdminApp, createAdminApp } from './admin-fixtures.ts';

/**
 * Tall and wide pictures, and many uploads at once (issue 14): a hanging scroll is exactly this gallery's
 * kind of work, and a burst of uploads must not take a small server's memory.
 */

const scroll = (width: number, height: number, format: 'png' | 'jpeg' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 190, b: 160 } } })
    .toFormat(format)
    .toBuffer();

type ImageRef = { width: number; height: number; srcset: string };

let admin: AdminApp;
beforeEach(async () => {
  admin = await createAdminApp();
});
afterEach(() => admin.close());

const upload = async (slug: string, bytes: Uint8Array, type = 'image/jpeg') =>
  admin.upload({ title: slug, alt: `The picture ${slug}`, slug }, { bytes, name: `${slug}.jpg`, type });

describe('tall and wide pictures', () => {
  test("a 1300 x 18000 hanging scroll is accepted, every WebP rendition within WebP's limits", async () => {
    const res = await upload('tall-scroll', await scroll(1300, 18000));
    expect(res.status).toBe(201);
    const ref = (await (await admin.app.request('/api/image/tall-scroll')).json()) as ImageRef;
    expect(ref).toMatchObject({ width: 1300, height: 18000 });
    const variants = admin.db.raw.all<{ width: number; height: number; type: string }>(
      'SELECT width, height, content_type AS type FROM image_variants ORDER BY width',
    );
    expect(variants.length).toBeGreaterThan(0);
    for (const v of variants) {
      expect(v.type).toBe('image/webp');
      expect(Math.max(v.width, v.height)).toBeLessThanOrEqual(MAX_WEBP_SIDE);
    }
    expect(variants.map((v) => v.width)).toEqual([...new Set(variants.map((v) => v.width))]);
  });

  test('a very wide panorama and a one-pixel-wide strip are accepted or refused with a 4xx, never 500', async () => {
    expect((await upload('panorama', await scroll(20000, 300))).status).toBe(201);
    const strip = await upload('strip', await scroll(1, 30000, 'png'), 'image/png');
    expect(strip.status).toBeLessThan(500);
    expect(strip.status).toBe(201);
  });
});

describe('the upload queue', () => {
  test('past a short queue an upload is refused at once with 503 and Retry-After, and stores nothing', async () => {
    const releases: (() => void)[] = [];
    const held = Array.from({ length: 5 }, () =>
      imageQueue.run(() => new Promise<void>((resolve) => releases.push(resolve))),
    );
    try {
      expect(imageQueue.full).toBe(true);
      const res = await upload('one-too-many', await scroll(400, 300));
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(await res.json()).toEqual({ errors: [{ msg: BUSY_MESSAGE, path: 'img' }] });
      expect(admin.db.raw.all('SELECT count(*) AS n FROM images')).toEqual([{ n: 0 }]);
    } finally {
      // The first job holds the only slot; each release lets the next waiting one start and push its own.
      while (releases.length > 0 || imageQueue.size.running > 0) {
        releases.shift()?.();
        await Bun.sleep(0);
      }
      await Promise.all(held);
    }
    expect((await upload('after-the-burst', await scroll(400, 300))).status).toBe(201);
  });

  test('runs one job at a time in order, lets a few wait, refuses the rest', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 2, retryAfterSeconds: 5 });
    const order: number[] = [];
    let active = 0;
    let most = 0;
    const job = (n: number) => async () => {
      active += 1;
      most = Math.max(most, active);
      await Bun.sleep(1);
      order.push(n);
      active -= 1;
      return n;
    };
    const accepted = [queue.run(job(1)), queue.run(job(2)), queue.run(job(3))];
    const refused = await queue.run(job(4)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(QueueFull);
    expect((refused as QueueFull).retryAfterSeconds).toBe(5);
    expect(await Promise.all(accepted)).toEqual([1, 2, 3]);
    expect(order).toEqual([1, 2, 3]);
    expect(most).toBe(1);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
    // A failing job frees its slot too.
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await queue.run(job(5))).toBe(5);
  });
});
