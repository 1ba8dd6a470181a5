import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { imageFocalPoints, images } from '../../server/db/schema/index.ts';
import type { ImagePage, ImageRef } from '../../shared/image.ts';
import { type AdminApp, addLibraryImage, createAdminApp, picture } from './admin-fixtures.ts';

/** The library as the Image Selection modal reads it: searched and paged on the server; focal points. */

type Errors = { errors: { msg: string; path: string }[] };

let admin: AdminApp;

beforeEach(async () => {
  admin = await createAdminApp();
});
afterEach(() => admin.close());

const page = async (query: string) => {
  const answer = await admin.get(`/api/admin/image/list${query}`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as ImagePage;
};

/** Every page of a search, following `next` to the end. */
async function walk(q: string, limit: number, between?: (pageNumber: number) => Promise<void>) {
  const seen: string[] = [];
  let after: string | null = null;
  for (let n = 0; n < 50; n++) {
    const params = new URLSearchParams({ q, limit: String(limit), ...(after ? { after } : {}) });
    const answer = await page(`?${params}`);
    seen.push(...answer.items.map((i) => i.slug));
    after = answer.next;
    if (!after) break;
    await between?.(n);
  }
  return seen;
}

describe('search and pages', () => {
  test('pages by title hold every image once, with the total, even while images are added', async () => {
    for (const slug of ['delta', 'alpha', 'echo', 'bravo', 'charlie', 'foxtrot', 'golf']) {
      await addLibraryImage(admin.db, slug);
    }
    const first = await page('?limit=3');
    expect(first.total).toBe(7);
    expect(first.items.map((i) => i.slug)).toEqual(['alpha', 'bravo', 'charlie']);
    expect(first.next).toEqual(expect.any(String));
    // An image added before the page being read is not repeated and pushes nothing out.
    const seen = await walk('', 3, async (n) => {
      if (n === 0) await addLibraryImage(admin.db, 'aardvark');
    });
    expect(seen).toEqual(['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf']);
  });

  test('a search finds words of the title or of the alt text, in any case and accent, and % is only a character', async () => {
    await addLibraryImage(admin.db, 'harbour');
    await addLibraryImage(admin.db, 'mountain');
    await addLibraryImage(admin.db, 'river');
    admin.db.orm.update(images).set({ alt: 'Boats at 100% sail on the river' }).run();
    admin.db.raw.run("UPDATE images SET alt = 'Snow on a peak' WHERE slug = 'mountain'");
    expect((await page('?q=HARBOUR')).items.map((i) => i.slug)).toEqual(['harbour']);
    expect((await page('?q=snow%20on')).items.map((i) => i.slug)).toEqual(['mountain']);
    expect((await page('?q=100%25')).items.map((i) => i.slug)).toEqual(['harbour', 'river']);
    expect((await page('?q=50%25')).items).toEqual([]);
    admin.db.raw.run("UPDATE images SET title = 'Pyŏngyang harbour' WHERE slug = 'harbour'");
    expect((await page('?q=pyongyang')).items.map((i) => i.slug)).toEqual(['harbour']);
    const none = await page('?q=nothing-like-this');
    expect(none).toEqual({ items: [], next: null, total: 0 });
  });

  test('a bad page size or position is refused with a sentence naming it', async () => {
    const limit = await admin.get('/api/admin/image/list?limit=500');
    expect(limit.status).toBe(400);
    expect(((await limit.json()) as Errors).errors[0]).toEqual({
      msg: 'The page size (limit) must be a whole number from 1 to 96.',
      path: 'limit',
    });
    const after = await admin.get('/api/admin/image/list?after=not-a-position');
    expect(after.status).toBe(400);
    expect(((await after.json()) as Errors).errors[0]?.path).toBe('after');
  });

  test('the library list and one image by id need a session', async () => {
    const id = await addLibraryImage(admin.db, 'private');
    expect((await admin.app.request('/api/admin/image/list')).status).toBe(401);
    expect((await admin.app.request(`/api/admin/image/id/${id}`)).status).toBe(401);
    const one = await admin.get(`/api/admin/image/id/${id}`);
    expect(((await one.json()) as ImageRef).slug).toBe('private');
    expect((await admin.get('/api/admin/image/id/99999')).status).toBe(404);
  });
});

describe('uploads and focal points', () => {
  test("an upload answers with the new image's reference, focal point included", async () => {
    const answer = await admin.upload(
      { title: 'Sea wall', alt: 'A sea wall at dusk', slug: 'sea-wall', focalX: '0.25', focalY: '0.8' },
      { bytes: await picture(400, 300), name: 'wall.png', type: 'image/png' },
    );
    expect(answer.status).toBe(201);
    const body = (await answer.json()) as { success: true; image: ImageRef };
    expect(body.image).toMatchObject({ slug: 'sea-wall', alt: 'A sea wall at dusk', width: 400, height: 300 });
    expect(body.image.focal).toEqual({ x: 0.25, y: 0.8 });
    const listed = await page('?q=sea%20wall');
    expect(listed.items).toEqual([body.image]);
  });

  test('an upload with a focal point outside the picture stores nothing', async () => {
    const answer = await admin.upload(
      { title: 'Off', alt: 'Off the edge', slug: 'off', focalX: '1.5', focalY: '0.5' },
      { bytes: await picture(40, 30), name: 'off.png', type: 'image/png' },
    );
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as Errors).errors[0]).toEqual({
      msg: "The focal point's x must be a number from 0 to 1.",
      path: 'focal',
    });
    expect((await page('')).total).toBe(0);
  });

  test('a focal point is set, kept by an edit without one, shown publicly, and removed with null', async () => {
    await addLibraryImage(admin.db, 'poster');
    const read = async () => (await (await admin.app.request('/api/image/poster')).json()) as ImageRef;
    expect((await read()).focal).toBeUndefined();
    const set = await admin.call('PUT', '/api/admin/image/update/poster', {
      title: 'Poster',
      alt: 'A poster',
      focal: { x: 0.1, y: 0.9 },
    });
    expect(set.status).toBe(200);
    expect((await read()).focal).toEqual({ x: 0.1, y: 0.9 });
    await admin.call('PUT', '/api/admin/image/update/poster', { title: 'Poster again', alt: 'A poster' });
    expect(await read()).toMatchObject({ title: 'Poster again', focal: { x: 0.1, y: 0.9 } });
    await admin.call('PUT', '/api/admin/image/update/poster', { title: 'Poster', alt: 'A poster', focal: null });
    expect((await read()).focal).toBeUndefined();
    // A deleted image takes its focal point with it.
    await admin.call('PUT', '/api/admin/image/update/poster', {
      title: 'Poster',
      alt: 'A poster',
      focal: { x: 1, y: 0 },
    });
    expect((await admin.call('DELETE', '/api/admin/image/delete/poster')).status).toBe(200);
    expect(admin.db.orm.select().from(imageFocalPoints).all()).toEqual([]);
  });

  test('a focal point outside 0 to 1, or not a number, is refused naming the field', async () => {
    await addLibraryImage(admin.db, 'poster');
    for (const focal of [{ x: -0.1, y: 0.5 }, { x: 0.5, y: 2 }, { x: '0.5', y: 0.5 }, { x: 0.5 }]) {
      const answer = await admin.call('PUT', '/api/admin/image/update/poster', { title: 'P', alt: 'A', focal });
      expect(answer.status).toBe(400);
      const [error] = ((await answer.json()) as Errors).errors;
      expect(error?.path).toMatch(/^focal\.[xy]$/);
      expect(error?.msg).toMatch(/^The focal point's [xy] must be a number from 0 to 1\.$/);
    }
  });
});
