import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { type AdminApp, addLibraryImage, createAdminApp } from './admin-fixtures.ts';

/**
 * An entry's history a page at a time, newest first, whatever the number of saves; and a revision's answer
 * naming the images and entries it and the entry now refer to, so the comparison needs no whole list.
 */

type Summary = { id: number; savedAt: number; savedBy: string; changed: string[] | null };
type Page = { items: Summary[]; next: string | null };
type Detail = {
  id: number;
  values: Record<string, unknown>;
  references: {
    images: Record<string, { title: string; src: string; srcset: string; width: number; height: number } | null>;
    entries: Record<string, Record<string, string | null>>;
  };
};

let ctx: AdminApp;
let img: number;

beforeEach(async () => {
  ctx = await createAdminApp();
  img = await addLibraryImage(ctx.db, 'portrait');
});
afterEach(() => ctx?.close());

const artist = (slug: string, fields: Record<string, unknown> = {}) => ({
  name: `Artist ${slug}`,
  slug,
  bio: '<p>A painter.</p>',
  metaDescription: '',
  img,
  additional_imgs: [],
  ...fields,
});

async function createArtist(slug: string): Promise<number> {
  expect((await ctx.call('POST', '/api/admin/artists/new', artist(slug))).status).toBe(201);
  const form = (await (await ctx.get(`/api/admin/artists/update/${slug}`)).json()) as { _id: number };
  return form._id;
}

async function saveArtist(slug: string, fields: Record<string, unknown>) {
  expect((await ctx.call('PUT', `/api/admin/artists/update/${slug}`, artist(slug, fields))).status).toBe(200);
}

async function page(id: number, query = ''): Promise<Page> {
  const res = await ctx.get(`/api/admin/artists/${id}/revisions${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

describe('the history in pages', () => {
  test('a page holds the newest 20 by default and says where the next one starts', async () => {
    const id = await createArtist('ri-chol');
    for (let i = 1; i <= 24; i++) await saveArtist('ri-chol', { bio: `<p>Version ${i}.</p>` });
    const first = await page(id);
    expect(first.items).toHaveLength(20);
    expect(first.next).toBe(String(first.items.at(-1)?.id));
    // The oldest on the page still says what it changed: the page is read one revision further.
    expect(first.items.map((r) => r.changed)).toEqual(Array(20).fill(['bio']));
    const rest = await page(id, `?after=${first.next}`);
    expect(rest.items.map((r) => r.changed)).toEqual([['bio'], ['bio'], ['bio'], ['bio'], null]);
    expect(rest.next).toBeNull();
  });

  test('pages read while new saves arrive lose and repeat no revision', async () => {
    const id = await createArtist('ri-chol');
    for (let i = 1; i <= 20; i++) {
      ctx.clock.advance(1000);
      await saveArtist('ri-chol', { bio: `<p>Version ${i}.</p>` });
    }
    // The whole history as it stands, in one page of the largest size.
    const before = (await page(id, '?limit=100')).items;
    expect(before).toHaveLength(21);
    const seen: Summary[] = [];
    let next: string | null = '';
    // Bounded, so a position the server ignored fails the test rather than looping.
    for (let pages = 0; next !== null; pages += 1) {
      expect(pages).toBeLessThan(10);
      const answer = await page(id, `?limit=6${next ? `&after=${next}` : ''}`);
      seen.push(...answer.items);
      next = answer.next;
      // Staff elsewhere keep saving between two pages.
      ctx.clock.advance(1000);
      await saveArtist('ri-chol', { bio: `<p>Saved while reading ${seen.length}.</p>` });
    }
    expect(seen.map((r) => r.id)).toEqual(before.map((r) => r.id));
    expect(seen.map((r) => r.savedAt)).toEqual([...seen.map((r) => r.savedAt)].sort((a, b) => b - a));
    // The saves made meanwhile are on a new first page.
    const fresh = await page(id, '?limit=3');
    expect(fresh.items.every((r) => r.id > (before[0]?.id ?? 0))).toBe(true);
  });

  test('a wrong page size or position is refused with a sentence naming it', async () => {
    const id = await createArtist('ri-chol');
    for (const [query, path, msg] of [
      ['?limit=0', 'limit', 'The page size (limit) must be a whole number from 1 to 100.'],
      ['?limit=101', 'limit', 'The page size (limit) must be a whole number from 1 to 100.'],
      ['?after=abc', 'after', 'after is not a position this list gave.'],
    ] as const) {
      const res = await ctx.get(`/api/admin/artists/${id}/revisions${query}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ errors: [{ msg, path }] });
    }
  });
});

describe('what a revision refers to', () => {
  test('the images and artists of a version and of the entry now are named, and the deleted ones marked', async () => {
    const kim = await createArtist('kim');
    const ri = await createArtist('ri');
    const hall = await addLibraryImage(ctx.db, 'hall');
    const room = await addLibraryImage(ctx.db, 'room');
    const show = {
      title: 'Spring',
      slug: 'spring',
      subtitle: '',
      introduction: '<p>Intro.</p>',
      body: '<p>Body.</p>',
      artists: [kim, ri],
      works: [],
      img: hall,
      additional_imgs_with_descriptions: [{ img: room, description: 'A room.' }],
    };
    expect((await ctx.call('POST', '/api/admin/exhibitions/new', show)).status).toBe(201);
    const { _id: id } = (await (await ctx.get('/api/admin/exhibitions/update/spring')).json()) as { _id: number };
    const changed = { ...show, artists: [kim], img, additional_imgs_with_descriptions: [{ img, description: 'x' }] };
    expect((await ctx.call('PUT', '/api/admin/exhibitions/update/spring', changed)).status).toBe(200);
    // Since then: the first version's room image and one artist are deleted, the other artist renamed.
    expect((await ctx.call('DELETE', '/api/admin/image/delete/room')).status).toBe(200);
    expect((await ctx.call('DELETE', '/api/admin/artists/delete/ri')).status).toBe(200);
    await saveArtist('kim', { name: 'Kim Song Hui' });

    const history = (await (await ctx.get(`/api/admin/exhibitions/${id}/revisions`)).json()) as Page;
    const oldest = history.items[1];
    const res = await ctx.get(`/api/admin/exhibitions/${id}/revisions/${oldest?.id}`);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as Detail;
    expect(detail.values).toMatchObject({ artists: [kim, ri], img: hall });
    expect(detail.references.entries).toEqual({ artists: { [kim]: 'Kim Song Hui', [ri]: null } });
    expect(Object.keys(detail.references.images).sort()).toEqual([String(img), String(hall), String(room)].sort());
    expect(detail.references.images[room]).toBeNull();
    expect(detail.references.images[hall]).toMatchObject({ title: 'Image hall', width: 40, height: 30 });
    // The entry now names the portrait, which the old version did not: it is named too.
    expect(detail.references.images[img]?.title).toBe('Image portrait');
    expect(detail.references.images[img]?.src).toStartWith('/api/media/');
  });
});

test('without a session the pages and a revision answer 401', async () => {
  const id = await createArtist('ri-chol');
  const [first] = (await page(id)).items;
  expect((await ctx.app.request(`/api/admin/artists/${id}/revisions?limit=5`)).status).toBe(401);
  expect((await ctx.app.request(`/api/admin/artists/${id}/revisions/${first?.id}`)).status).toBe(401);
});
