import { afterAll, describe, expect, test } from 'bun:test';
import path from 'node:path';
import { openDatabase } from '../../server/db/client.ts';
import { fillBigCatalogue } from '../../server/seed/big-catalogue/index.ts';
import { openTestApp, tempDir } from './helpers.ts';

/** The big catalogue for benchmarks, at a small size: every table filled, searchable, never over a file. */

const COUNTS = {
  works: 40,
  artists: 8,
  images: 6,
  exhibitions: 5,
  posts: 10,
  films: 2,
  publications: 3,
  enquiries: 30,
};
const dir = tempDir('gallery-big-');
const file = path.join(dir, 'gallery.db');
const db = openDatabase(file);
await fillBigCatalogue(db, COUNTS);
db.raw.close();
const app = openTestApp({ dir });
afterAll(() => app.close());

const count = (table: string, where = '') =>
  app.db.raw.all<{ n: number }>(`SELECT count(*) AS n FROM ${table} ${where}`)[0]?.n;

describe('the big catalogue', () => {
  test('every table holds the rows asked for', () => {
    expect(count('shop_items')).toBe(COUNTS.works);
    expect(count('artists')).toBe(COUNTS.artists);
    expect(count('images')).toBe(COUNTS.images);
    expect(count('exhibitions')).toBe(COUNTS.exhibitions);
    expect(count('blog_posts')).toBe(COUNTS.posts);
    expect(count('films')).toBe(COUNTS.films);
    expect(count('publications')).toBe(COUNTS.publications);
    expect(count('enquiries')).toBe(COUNTS.enquiries);
    expect(count('image_variants')).toBeGreaterThanOrEqual(COUNTS.images);
    expect(count('enquiry_lines')).toBeGreaterThanOrEqual(COUNTS.enquiries);
    expect(count('shop_item_sizes')).toBeGreaterThanOrEqual(COUNTS.works);
    expect(count('exhibition_artists')).toBeGreaterThan(0);
    expect(count('exhibition_works')).toBeGreaterThan(0);
    expect(count('terms', "WHERE kind = 'medium'")).toBeGreaterThan(0);
  });

  test('works come in every availability and edition, and enquiries in every stage with unique references', () => {
    expect(count('(SELECT DISTINCT availability FROM shop_items)')).toBe(4);
    expect(count('(SELECT DISTINCT edition FROM shop_items)')).toBe(3);
    expect(count('shop_items', 'WHERE price_on_request = 1')).toBeGreaterThan(0);
    expect(count('shop_items', "WHERE edition = 'limited' AND edition_size IS NULL")).toBe(0);
    expect(count('(SELECT DISTINCT stage FROM enquiries)')).toBe(6);
    expect(count('(SELECT DISTINCT reference FROM enquiries)')).toBe(COUNTS.enquiries);
  });

  test('the public API answers the shop and search from it', async () => {
    const shop = await app.app.request('/api/shop');
    expect(shop.status).toBe(200);
    expect(((await shop.json()) as unknown[]).length).toBeGreaterThan(0);
    for (const q of ['mountain', '박동구', '朴東九']) {
      const res = await app.app.request(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { total: number }).total).toBeGreaterThan(0);
    }
  });

  test('the command refuses a file that already exists, with one line and exit code 1', async () => {
    const run = Bun.spawn([process.execPath, 'server/cli/seed-big.ts', file], {
      cwd: path.join(import.meta.dir, '../..'),
      stdout: 'pipe',
      stderr: 'pipe',
    });
    const [code, stderr] = await Promise.all([run.exited, new Response(run.stderr).text()]);
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      `${file} already exists; the big catalogue is only written to a new file.`,
    ]);
    expect(count('shop_items')).toBe(COUNTS.works);
  });
});
