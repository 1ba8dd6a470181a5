import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { type AdminApp, addLibraryImage, createAdminApp } from './admin-fixtures.ts';
import { builtClient } from './helpers.ts';

/** A renamed entry keeps its old addresses: pages and the public API answer 301 to the new one. */

let ctx: AdminApp;
let img: number;

beforeEach(async () => {
  ctx = await createAdminApp({ clientDir: builtClient() });
  img = await addLibraryImage(ctx.db, 'portrait');
});
afterEach(() => ctx?.close());

const artist = (name: string, slug: string) => ({
  name,
  slug,
  bio: '<p>A painter of the Mansudae Art Studio.</p>',
  metaDescription: '',
  img,
  additional_imgs: [],
});

async function create(slug: string) {
  const res = await ctx.call('POST', '/api/admin/artists/new', artist('Ri Chol', slug));
  expect(res.status).toBe(201);
}

async function rename(from: string, to: string) {
  const res = await ctx.call('PUT', `/api/admin/artists/update/${from}`, artist('Ri Chol', to));
  expect(res.status).toBe(200);
}

const page = (path: string) => ctx.app.request(path, { redirect: 'manual' });

describe('after a rename', () => {
  test('the old page address and the old API address answer 301 to the new ones, query kept', async () => {
    await create('ri-chol');
    await rename('ri-chol', 'ri-chol-jun');

    const html = await page('/artists/ri-chol?from=wechat');
    expect(html.status).toBe(301);
    expect(html.headers.get('Location')).toBe('/artists/ri-chol-jun?from=wechat');

    const api = await page('/api/artists/ri-chol');
    expect(api.status).toBe(301);
    expect(api.headers.get('Location')).toBe('/api/artists/ri-chol-jun');
    expect((await page('/api/artists/ri-chol-jun')).status).toBe(200);
  });

  test('two renames collapse: the first address leads straight to the last', async () => {
    await create('ri-chol');
    await rename('ri-chol', 'ri-chol-jun');
    await rename('ri-chol-jun', 'ri-chol-jun-1952');
    for (const old of ['ri-chol', 'ri-chol-jun']) {
      const res = await page(`/artists/${old}`);
      expect(res.status).toBe(301);
      expect(res.headers.get('Location')).toBe('/artists/ri-chol-jun-1952');
    }
  });

  test('renaming back makes the first address live again, with no loop', async () => {
    await create('ri-chol');
    await rename('ri-chol', 'ri-chol-jun');
    await rename('ri-chol-jun', 'ri-chol');
    expect((await page('/artists/ri-chol')).status).toBe(200);
    const res = await page('/artists/ri-chol-jun');
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/artists/ri-chol');
  });

  test('a new entry that takes an old address gets it; a deleted entry leaves 404s, not redirects', async () => {
    await create('ri-chol');
    await rename('ri-chol', 'ri-chol-jun');
    const taken = await ctx.call('POST', '/api/admin/artists/new', { ...artist('Ri Chol (b. 1960)', 'ri-chol') });
    expect(taken.status).toBe(201);
    expect((await page('/artists/ri-chol')).status).toBe(200);
    const live = (await (await page('/api/artists/ri-chol')).json()) as { name: string };
    expect(live.name).toBe('Ri Chol (b. 1960)');

    expect((await ctx.call('DELETE', '/api/admin/artists/delete/ri-chol-jun')).status).toBe(200);
    expect((await page('/artists/ri-chol-jun')).status).toBe(404);
  });

  test('the sitemap lists only the current address', async () => {
    await create('ri-chol');
    await rename('ri-chol', 'ri-chol-jun');
    const sitemap = await (await page('/sitemap.xml')).text();
    expect(sitemap).toContain('/artists/ri-chol-jun<');
    expect(sitemap).not.toContain('/artists/ri-chol<');
  });
});

test('an address that never existed is still a 404', async () => {
  expect((await page('/artists/nobody-at-all')).status).toBe(404);
  expect((await page('/api/artists/nobody-at-all')).status).toBe(404);
});
