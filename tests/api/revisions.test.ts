import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { contentRevisions, users } from '../../server/db/schema/index.ts';
import { createSession } from '../../server/services/sessions.ts';
import { type AdminApp, addLibraryImage, createAdminApp } from './admin-fixtures.ts';
import { TEST_ORIGIN } from './helpers.ts';

/** Every save of an entry keeps a revision; staff list them, read one and restore it (itself a save). */

type Summary = { id: number; savedAt: number; savedBy: string; changed: string[] | null };

let ctx: AdminApp;
let img: number;

beforeEach(async () => {
  ctx = await createAdminApp();
  img = await addLibraryImage(ctx.db, 'portrait');
});
afterEach(() => ctx?.close());

const artist = (fields: Record<string, unknown> = {}) => ({
  name: 'Ri Chol',
  slug: 'ri-chol',
  bio: '<p>A painter of the Mansudae Art Studio.</p>',
  metaDescription: '',
  img,
  additional_imgs: [],
  ...fields,
});

async function create(fields: Record<string, unknown> = {}): Promise<number> {
  const values = artist(fields);
  expect((await ctx.call('POST', '/api/admin/artists/new', values)).status).toBe(201);
  return (await stored(values.slug))._id;
}

async function save(slug: string, fields: Record<string, unknown>) {
  const res = await ctx.call('PUT', `/api/admin/artists/update/${slug}`, artist(fields));
  expect(res.status).toBe(200);
}

const stored = async (slug: string) =>
  (await (await ctx.get(`/api/admin/artists/update/${slug}`)).json()) as Record<string, unknown> & { _id: number };

/** The whole history, newest first, page after page. */
async function history(id: number): Promise<Summary[]> {
  const all: Summary[] = [];
  let after: string | null = '';
  // Bounded, so a position the server ignored fails the test rather than looping.
  for (let pages = 0; after !== null; pages += 1) {
    expect(pages).toBeLessThan(20);
    const res = await ctx.get(`/api/admin/artists/${id}/revisions${after ? `?after=${after}` : ''}`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as { items: Summary[]; next: string | null };
    all.push(...page.items);
    after = page.next;
  }
  return all;
}

const restore = (id: number, rev: number) => ctx.call('POST', `/api/admin/artists/${id}/revisions/${rev}/restore`);

describe('saving', () => {
  test('a create keeps a revision saying who saved it and when', async () => {
    const id = await create();
    const list = await history(id);
    expect(list).toEqual([
      { id: expect.any(Number), savedAt: ctx.clock.now().getTime(), savedBy: 'staff@gallery.example', changed: null },
    ]);
    const one = await ctx.get(`/api/admin/artists/${id}/revisions/${list[0]?.id}`);
    const { _id, ...values } = await stored('ri-chol');
    expect(await one.json()).toMatchObject({ id: list[0]?.id, values });
  });

  test('each update is listed newest first with the fields it changed', async () => {
    const id = await create();
    ctx.clock.advance(60_000);
    await save('ri-chol', { bio: '<p>Changed.</p>' });
    ctx.clock.advance(60_000);
    await save('ri-chol', { bio: '<p>Changed.</p>', name: 'Ri Chol Jun', slug: 'ri-chol-jun' });
    const list = await history(id);
    expect(list.map((r) => r.changed)).toEqual([['name', 'slug'], ['bio'], null]);
    expect(list[0]?.savedAt).toBeGreaterThan(list[1]?.savedAt ?? Infinity);
  });

  test('only the last 50 revisions of an entry are kept', async () => {
    const id = await create();
    for (let i = 1; i <= 51; i++) await save('ri-chol', { bio: `<p>Version ${i}.</p>` });
    const list = await history(id);
    expect(list).toHaveLength(50);
    const oldest = await ctx.get(`/api/admin/artists/${id}/revisions/${list.at(-1)?.id}`);
    expect(((await oldest.json()) as { values: { bio: string } }).values.bio).toBe('<p>Version 2.</p>');
  });

  test('an entry saved before revisions were kept keeps its earlier state at its first save', async () => {
    const id = await create();
    ctx.db.orm.delete(contentRevisions).run();
    await save('ri-chol', { bio: '<p>Changed.</p>' });
    const list = await history(id);
    expect(list.map((r) => [r.savedBy, r.changed])).toEqual([
      ['staff@gallery.example', ['bio']],
      ['', null],
    ]);
  });
});

describe('restoring', () => {
  test('brings the old values back and is itself a new revision', async () => {
    const id = await create();
    const first = (await history(id))[0]?.id ?? 0;
    await save('ri-chol', { bio: '<p>A bad edit.</p>', slug: 'ri-chol-2' });
    const res = await restore(id, first);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ slug: 'ri-chol', redirect: '/artists/ri-chol' });
    expect((await stored('ri-chol')).bio).toBe('<p>A painter of the Mansudae Art Studio.</p>');
    const list = await history(id);
    expect(list).toHaveLength(3);
    expect(list[0]?.changed).toEqual(['slug', 'bio']);
  });

  test('a version whose image was deleted since is refused with a sentence, and nothing changes', async () => {
    const id = await create();
    const first = (await history(id))[0]?.id ?? 0;
    const other = await addLibraryImage(ctx.db, 'other');
    await save('ri-chol', { img: other });
    expect((await ctx.call('DELETE', '/api/admin/image/delete/portrait')).status).toBe(200);

    const res = await restore(id, first);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: [{ msg: 'This version cannot be restored: the image in "Image" has since been deleted.', path: 'img' }],
    });
    expect((await stored('ri-chol')).img).toBe(other);
    expect(await history(id)).toHaveLength(2);
  });

  test('a version that no longer fits the rules is refused naming the field', async () => {
    const id = await create();
    const first = (await history(id))[0]?.id ?? 0;
    ctx.db.orm
      .update(contentRevisions)
      .set({ values: { ...artist(), name: '' } })
      .where(eq(contentRevisions.id, first))
      .run();
    const res = await restore(id, first);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { msg: string; path: string }[] };
    expect(body.errors[0]?.path).toBe('name');
    expect(body.errors[0]?.msg).toStartWith('This version cannot be restored: Name: ');
  });

  test('a slug taken meanwhile is refused as a save with that slug is', async () => {
    const id = await create();
    const first = (await history(id))[0]?.id ?? 0;
    await save('ri-chol', { slug: 'ri-chol-jun' });
    await create({ name: 'Another', slug: 'ri-chol' });
    const asSave = await ctx.call('PUT', '/api/admin/artists/update/ri-chol-jun', artist());
    const res = await restore(id, first);
    expect(res.status).toBe(asSave.status);
    expect(await res.json()).toEqual(await asSave.json());
    expect(await history(id)).toHaveLength(2);
  });

  test('two admins restoring at once end with one of the versions, kept as the newest revision', async () => {
    const id = await create();
    await save('ri-chol', { bio: '<p>Second.</p>' });
    await save('ri-chol', { bio: '<p>Third.</p>' });
    const [, second, first] = (await history(id)).map((r) => r.id);
    const other = ctx.db.orm
      .insert(users)
      .values({ email: 'other@gallery.example', passwordHash: 'x' })
      .returning()
      .get();
    const cookie = `session=${createSession(ctx.db, other.id, ctx.clock.now())}`;
    const [a, b] = await Promise.all([
      restore(id, first ?? 0),
      ctx.app.request(`/api/admin/artists/${id}/revisions/${second}/restore`, {
        method: 'POST',
        headers: { Origin: TEST_ORIGIN, Cookie: cookie },
      }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const now = await stored('ri-chol');
    expect(['<p>A painter of the Mansudae Art Studio.</p>', '<p>Second.</p>']).toContain(now.bio as string);
    const list = await history(id);
    const newest = await ctx.get(`/api/admin/artists/${id}/revisions/${list[0]?.id}`);
    const { _id, ...values } = now;
    expect(((await newest.json()) as { values: unknown }).values).toEqual(values);
    expect(new Set(list.slice(0, 2).map((r) => r.savedBy))).toEqual(
      new Set(['staff@gallery.example', 'other@gallery.example']),
    );
  });
});

describe('access and lifetime', () => {
  test('deleting an entry deletes its revisions', async () => {
    const id = await create();
    await save('ri-chol', { bio: '<p>Changed.</p>' });
    expect((await ctx.call('DELETE', '/api/admin/artists/delete/ri-chol')).status).toBe(200);
    expect((await ctx.get(`/api/admin/artists/${id}/revisions`)).status).toBe(404);
    const left = ctx.db.orm.select().from(contentRevisions).where(eq(contentRevisions.entryId, id)).all();
    expect(left).toEqual([]);
  });

  test('an unknown revision, or one of another entry, is a 404', async () => {
    const id = await create();
    const otherId = await create({ name: 'Kim', slug: 'kim' });
    const theirs = (await history(otherId))[0]?.id;
    expect((await ctx.get(`/api/admin/artists/${id}/revisions/${theirs}`)).status).toBe(404);
    expect((await restore(id, 99_999)).status).toBe(404);
    expect((await ctx.get('/api/admin/artists/abc/revisions')).status).toBe(404);
  });

  test('without a session the history and restore answer 401', async () => {
    const id = await create();
    const rev = (await history(id))[0]?.id;
    const list = await ctx.app.request(`/api/admin/artists/${id}/revisions`);
    expect(list.status).toBe(401);
    const res = await ctx.post(`/api/admin/artists/${id}/revisions/${rev}/restore`, {});
    expect(res.status).toBe(401);
    expect(await history(id)).toHaveLength(1);
  });
});
