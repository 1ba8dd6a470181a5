import { beforeAll, describe, expect, test } from 'bun:test';
import { createTestApp } from './helpers.ts';

type Item = Record<string, unknown> & { slug: string; img: { src: string; srcset: string } };

describe('GET /api/shop', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>['app'];
  beforeAll(async () => {
    ({ app } = await createTestApp({ seed: true }));
  });

  test('lists every demo item in the SPEC shape, without image bytes', async () => {
    const res = await app.request('/api/shop');
    expect(res.status).toBe(200);
    const text = await res.text();
    const items = JSON.parse(text) as Item[];
    expect(items.length).toBeGreaterThanOrEqual(24);
    for (const item of items) {
      expect(Object.keys(item)).toEqual(
        expect.arrayContaining([
          'slug',
          'title',
          'artist',
          'lowPrice',
          'medium',
          'category',
          'from_collection',
          'img',
          'size_price_info',
        ]),
      );
      expect(item.artist).toEqual({ name: expect.any(String), slug: expect.any(String) });
      // A price on request, or a work not for sale, leaves no number anywhere: lowPrice and every price are null.
      const hidden = item.price_on_request || item.availability === 'not_for_sale';
      const price = hidden ? null : expect.any(Number);
      expect(item.size_price_info).toEqual(
        expect.arrayContaining([expect.objectContaining({ size: expect.any(String), price })]),
      );
      const prices = (item.size_price_info as { price: number }[]).map((s) => s.price);
      expect(item.lowPrice).toBe(hidden ? null : Math.min(...prices));
      expect(item.img).toMatchObject({
        alt: expect.any(String),
        width: expect.any(Number),
        height: expect.any(Number),
      });
      expect(item.img.src).toMatch(/^\/api\/media\/[0-9a-f]{64}\.\w+$/);
      expect(item.img.srcset).toMatch(/ \d+w/);
      expect(item).not.toHaveProperty('description');
    }
    expect(text).not.toMatch(/base64|"data"|"bytes"/);
  });

  test('answers one item by slug with its description', async () => {
    const [first] = (await (await app.request('/api/shop')).json()) as Item[];
    const res = await app.request(`/api/shop/${first?.slug}`);
    expect(res.status).toBe(200);
    const item = (await res.json()) as Item;
    expect(item.slug).toBe(first?.slug as string);
    expect(item.description).toEqual(expect.any(String));
    expect(item.metaDescription).toEqual(expect.any(String));
  });

  test('answers 404 with an error for an unknown slug', async () => {
    const res = await app.request('/api/shop/no-such-artwork');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: expect.any(String) });
  });

  test('lets a browser or CDN revalidate with an ETag', async () => {
    const res = await app.request('/api/shop');
    const etag = res.headers.get('ETag');
    expect(etag).toBeTruthy();
    expect(res.headers.get('Cache-Control')).toContain('must-revalidate');
    const again = await app.request('/api/shop', { headers: { 'If-None-Match': etag as string } });
    expect(again.status).toBe(304);
  });

  test('an unknown API path is a JSON 404, not the page', async () => {
    const res = await app.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found.' });
  });
});

describe('image bytes', () => {
  test('are served at content-addressed URLs with long caching, nosniff and 304', async () => {
    const { app } = await createTestApp({ seed: true });
    const [item] = (await (await app.request('/api/shop')).json()) as Item[];
    const urls = [
      item?.img.src as string,
      ...(item?.img.srcset ?? '').split(', ').map((s) => s.split(' ')[0] as string),
    ];
    for (const url of urls) {
      const res = await app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Content-Type')).toMatch(/^image\/(webp|jpeg|png)$/);
      const etag = res.headers.get('ETag') as string;
      expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100);
      const cached = await app.request(url, { headers: { 'If-None-Match': etag } });
      expect(cached.status).toBe(304);
    }
  });

  test('an unknown hash is a 404', async () => {
    const { app } = await createTestApp();
    const res = await app.request(`/api/media/${'0'.repeat(64)}.webp`);
    expect(res.status).toBe(404);
  });

  test('GET /api/image lists references and GET /api/image/{slug} answers one', async () => {
    const { app } = await createTestApp({ seed: true });
    const list = (await (await app.request('/api/image')).json()) as { slug: string }[];
    expect(list.length).toBeGreaterThan(24);
    const one = await app.request(`/api/image/${list[0]?.slug}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ slug: list[0]?.slug, src: expect.stringMatching(/^\/api\/media\//) });
    expect((await app.request('/api/image/not-an-image')).status).toBe(404);
  });
});
