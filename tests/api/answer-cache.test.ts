import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { gunzipSync } from 'node:zlib';
import { openDatabase } from '../../server/db/client.ts';
import { answerCacheOf } from '../../server/middleware/answer-cache.ts';
import { type AdminApp, addLibraryImage, createAdminApp } from './admin-fixtures.ts';
import { testClock } from './helpers.ts';

/**
 * Public reads answered from memory (issue 17): a repeat is the same bytes with a strong ETag, a browser's
 * revalidation is a 304, and no write, from this server or from another process on the same file, is ever
 * followed by a stale read.
 */

let ctx: AdminApp;
let img: number;
let clock: ReturnType<typeof testClock>;

beforeEach(async () => {
  clock = testClock(new Date('2026-11-24T10:00:00Z'));
  ctx = await createAdminApp({ clock });
  img = await addLibraryImage(ctx.db, 'portrait');
});
afterEach(() => ctx?.close());

const artist = (name: string, slug: string) => ({
  name,
  slug,
  bio: `<p>${'A painter of the Mansudae Art Studio. '.repeat(40)}</p>`,
  metaDescription: '',
  img,
  additional_imgs: [],
});

const read = (path: string, headers: Record<string, string> = {}) => ctx.app.request(path, { headers });
const names = async (path = '/api/artists') =>
  ((await (await read(path)).json()) as { name: string }[]).map((a) => a.name);

async function create(name: string, slug: string) {
  expect((await ctx.call('POST', '/api/admin/artists/new', artist(name, slug))).status).toBe(201);
}

describe('a repeated read', () => {
  test('is the same bytes under the same strong ETag, and a revalidation is a 304 with no body', async () => {
    await create('Ri Chol', 'ri-chol');
    const first = await read('/api/artists/ri-chol');
    const second = await read('/api/artists/ri-chol');
    expect(first.status).toBe(200);
    const tag = first.headers.get('ETag') ?? '';
    expect(tag).toMatch(/^"[0-9a-z]+"$/);
    expect(second.headers.get('ETag')).toBe(tag);
    expect(await second.text()).toBe(await first.text());
    expect(answerCacheOf(ctx.db).size.entries).toBe(1);

    const revalidated = await read('/api/artists/ri-chol', { 'If-None-Match': tag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('ETag')).toBe(tag);
    expect(await revalidated.text()).toBe('');
    expect((await read('/api/artists/ri-chol', { 'If-None-Match': '"other"' })).status).toBe(200);
  });

  test('is gzipped for a client that accepts it, and the bytes unzip to the same answer', async () => {
    await create('Ri Chol', 'ri-chol');
    const plain = await (await read('/api/artists/ri-chol')).text();
    const zipped = await read('/api/artists/ri-chol', { 'Accept-Encoding': 'gzip, br' });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Vary')).toContain('Accept-Encoding');
    const bytes = new Uint8Array(await zipped.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(plain.length);
    expect(gunzipSync(bytes).toString('utf8')).toBe(plain);
  });

  test('of an unknown entry is not kept: the 404 stays a 404 until the entry exists', async () => {
    expect((await read('/api/artists/kim-song')).status).toBe(404);
    await create('Kim Song', 'kim-song');
    expect((await read('/api/artists/kim-song')).status).toBe(200);
  });
});

describe('after a write returns, the next read shows it', () => {
  test('a new entry, a changed one and a deleted one', async () => {
    await create('Ri Chol', 'ri-chol');
    expect(await names()).toEqual(['Ri Chol']);

    await create('Kim Song', 'kim-song');
    expect(await names()).toEqual(['Kim Song', 'Ri Chol']);

    const renamed = await ctx.call('PUT', '/api/admin/artists/update/ri-chol', artist('Ri Chol Jun', 'ri-chol'));
    expect(renamed.status).toBe(200);
    expect(await names()).toEqual(['Kim Song', 'Ri Chol Jun']);
    expect(((await (await read('/api/artists/ri-chol')).json()) as { name: string }).name).toBe('Ri Chol Jun');

    expect((await ctx.call('DELETE', '/api/admin/artists/delete/kim-song')).status).toBe(200);
    expect(await names()).toEqual(['Ri Chol Jun']);
    expect((await read('/api/artists/kim-song')).status).toBe(404);
  });

  test('a write by another process on the same file (a maintainer command), within 50 ms', async () => {
    await create('Ri Chol', 'ri-chol');
    expect(await names()).toEqual(['Ri Chol']);
    const other = openDatabase(ctx.db.file, { migrate: false });
    try {
      other.raw.run("UPDATE artists SET name = 'Ri Chol Jun' WHERE slug = 'ri-chol'");
    } finally {
      other.raw.close();
    }
    // Seen at the next data_version check (answer-cache.ts OTHER_PROCESS_WRITES_SEEN_WITHIN_MS).
    let seen = await names();
    const until = performance.now() + 1000;
    while (seen[0] !== 'Ri Chol Jun' && performance.now() < until) seen = await names();
    expect(seen).toEqual(['Ri Chol Jun']);
  });

  test('a signed-in read is answered afresh and never fills the cache', async () => {
    await create('Ri Chol', 'ri-chol');
    const signedIn = await ctx.get('/api/artists');
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('ETag')).toBeTruthy();
    expect(answerCacheOf(ctx.db).size.entries).toBe(0);
  });
});

test('an entry scheduled for later appears at its time, though nothing was written', async () => {
  const MINUTES = 10 * 60_000;
  await create('Ri Chol', 'ri-chol');
  const later = { ...artist('Kim Song', 'kim-song'), status: 'published', publish_at: clock.now().getTime() + MINUTES };
  expect((await ctx.call('POST', '/api/admin/artists/new', later)).status).toBe(201);
  expect(await names()).toEqual(['Ri Chol']);
  expect(await names()).toEqual(['Ri Chol']);

  clock.advance(MINUTES - 1);
  expect(await names()).toEqual(['Ri Chol']);
  clock.advance(1);
  expect(await names()).toEqual(['Kim Song', 'Ri Chol']);
  expect((await read('/api/artists/kim-song')).status).toBe(200);
});
