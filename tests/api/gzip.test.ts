import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { gunzipSync } from 'node:zlib';
import { acceptsGzip } from '../../server/middleware/gzip.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Answers are gzipped whole, in one call (issue 27: the memory of 200 visitors and 4 writers): the same bytes
 * and headers a browser got from hono/compress's stream.
 */

let site: TestApp;
beforeAll(async () => {
  site = await createTestApp({ seed: true });
});
afterAll(() => site.db.raw.close());

const get = (path: string, headers: Record<string, string> = {}) => site.app.request(path, { headers });

describe('an answer the chain makes', () => {
  test('is gzipped for a client that takes gzip, with a weak ETag and Vary, and unzips to the same bytes', async () => {
    const plain = await get('/sitemap.xml');
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toContain('Accept-Encoding');

    const zipped = await get('/sitemap.xml', { 'Accept-Encoding': 'br, gzip' });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Content-Length')).toBeNull();
    expect(zipped.headers.get('ETag')).toBe(`W/${plain.headers.get('ETag')}`);
    expect(zipped.headers.get('Vary')).toContain('Accept-Encoding');
    const bytes = new Uint8Array(await zipped.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(text.length);
    expect(gunzipSync(bytes).toString('utf8')).toBe(text);
  });

  test('is sent plain to a client that refuses gzip, and when small', async () => {
    const refused = await get('/sitemap.xml', { 'Accept-Encoding': 'gzip;q=0, identity' });
    expect(refused.headers.get('Content-Encoding')).toBeNull();
    const small = await get('/api/health', { 'Accept-Encoding': 'gzip' });
    expect(small.headers.get('Content-Encoding')).toBeNull();
  });
});

test('acceptsGzip reads Accept-Encoding as RFC 9110 says', () => {
  expect(acceptsGzip('gzip')).toBe(true);
  expect(acceptsGzip('deflate, gzip;q=0.5')).toBe(true);
  expect(acceptsGzip('*')).toBe(true);
  expect(acceptsGzip('GZIP; q=1.0')).toBe(true);
  expect(acceptsGzip('gzip;q=0')).toBe(false);
  expect(acceptsGzip('gzip;q=0.000')).toBe(false);
  expect(acceptsGzip('deflate, br')).toBe(false);
  expect(acceptsGzip(undefined)).toBe(false);
});
