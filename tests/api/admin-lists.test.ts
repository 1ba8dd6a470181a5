import { afterEach, beforeEach, expect, test } from 'bun:test';
import type { BulkAnswer, ListAnswer, PickAnswer } from '../../shared/admin-lists.ts';
import { CONTENT_CASES, type ContentCase, type Images } from './admin-content-cases.ts';
import { type AdminApp, addLibraryImage, createAdminApp } from './admin-fixtures.ts';
import { testClock } from './helpers.ts';

/**
 * The dashboard's lists, pickers and bulk actions (GET /api/admin/lists, /lists/pick, POST /lists/bulk): pages
 * from the server with sort, status and search; publish, unpublish and delete with the artist conflict rule.
 */

let admin: AdminApp;
let img: Images;
let clock: ReturnType<typeof testClock>;
const HOUR = 60 * 60 * 1000;

beforeEach(async () => {
  clock = testClock();
  admin = await createAdminApp({ clock });
  img = {
    a: await addLibraryImage(admin.db, 'a'),
    b: await addLibraryImage(admin.db, 'b'),
    c: await addLibraryImage(admin.db, 'c'),
  };
});
afterEach(() => admin.close());

const shopCase = CONTENT_CASES.find((k) => k.path === 'shop') as ContentCase;

async function artist(name: string, extra: Record<string, unknown> = {}): Promise<number> {
  const slug = name.toLowerCase().replaceAll(' ', '-');
  const res = await admin.call('POST', '/api/admin/artists/new', {
    name,
    slug,
    bio: '<p>Bio</p>',
    img: img.a,
    ...extra,
  });
  expect(res.status).toBe(201);
  const form = (await (await admin.get(`/api/admin/artists/update/${slug}`)).json()) as { _id: number };
  return form._id;
}

const list = async (query: string) => {
  const res = await admin.get(`/api/admin/lists?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ListAnswer;
};
const bulk = async (body: unknown) => {
  const res = await admin.call('POST', '/api/admin/lists/bulk', body);
  expect(res.status).toBe(200);
  return (await res.json()) as BulkAnswer;
};

test('pages of 25 by title lose and repeat no entry, and say the total', async () => {
  const names = Array.from({ length: 30 }, (_, i) => `Painter ${String(i).padStart(2, '0')}`);
  for (const name of names) await artist(name);
  const first = await list('type=artists&sort=title');
  const second = await list('type=artists&sort=title&page=2');
  expect(first.total).toBe(30);
  expect(first.entries).toHaveLength(25);
  expect([...first.entries, ...second.entries].map((e) => e.title)).toEqual(names);
  const reversed = await list('type=artists&sort=title&dir=desc');
  expect(reversed.entries[0]?.title).toBe('Painter 29');
  const entry = first.entries[0];
  expect(entry?.changed_by).toBe('staff@gallery.example');
  expect(entry?.state).toBe('published');
  expect(entry?.image?._id).toBe(img.a);
  expect(entry?.image?.srcset).toContain('/media/');
});

test('status sorts and filters drafts, scheduled and published entries; the latest change comes first', async () => {
  await artist('Alpha Published');
  await artist('Beta Draft', { status: 'draft' });
  await artist('Gamma Later', { publish_at: clock.now().getTime() + HOUR });
  const byStatus = await list('type=artists&sort=status');
  expect(byStatus.entries.map((e) => [e.title, e.state])).toEqual([
    ['Beta Draft', 'draft'],
    ['Gamma Later', 'scheduled'],
    ['Alpha Published', 'published'],
  ]);
  expect((await list('type=artists&status=scheduled')).entries.map((e) => e.title)).toEqual(['Gamma Later']);
  expect((await list('type=artists&status=draft')).total).toBe(1);
  // The clock passes the publish time: the entry is published without any write.
  clock.advance(2 * HOUR);
  expect((await list('type=artists&status=published')).total).toBe(2);
  const latest = await list('type=artists');
  expect(latest.entries[0]?.title).toBe('Gamma Later');
});

test('search finds titles by a part in any case and accent, and the picker answers matches and named ids', async () => {
  const kim = await artist('Kim Song Hui');
  await artist('Ri Chol Jin');
  await artist('Pak 100% Sure');
  await artist('Chŏng Yŏng Man');
  // McCune-Reischauer's breves are typed without them.
  expect((await list('type=artists&q=chong%20yong')).entries.map((e) => e.title)).toEqual(['Chŏng Yŏng Man']);
  expect((await list('type=artists&q=YŎNG')).entries.map((e) => e.title)).toEqual(['Chŏng Yŏng Man']);
  expect((await list('type=artists&q=song')).entries.map((e) => e.title)).toEqual(['Kim Song Hui']);
  expect((await list('type=artists&q=100%25')).entries.map((e) => e.title)).toEqual(['Pak 100% Sure']);
  expect((await list('type=artists&q=%25%25')).total).toBe(0);
  const res = await admin.get(`/api/admin/lists/pick?type=artists&q=ri&limit=1&ids=${kim}`);
  const pick = (await res.json()) as PickAnswer;
  expect(pick.matches).toEqual([
    { _id: expect.any(Number), slug: 'ri-chol-jin', title: 'Ri Chol Jin', status: 'published', publish_at: null },
  ]);
  expect(pick.named).toEqual([
    { _id: kim, slug: 'kim-song-hui', title: 'Kim Song Hui', status: 'published', publish_at: null },
  ]);
});

test('wrong queries are refused with a sentence naming the field', async () => {
  for (const query of ['type=paintings', 'type=artists&sort=price', 'type=artists&page=0', 'type=artists&status=x']) {
    const res = await admin.get(`/api/admin/lists?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { msg: string; path: string }[] };
    expect(body.errors[0]?.msg).toMatch(/\((type|sort|page|status)\)/);
  }
  expect((await admin.get('/api/admin/lists/pick?type=artists&limit=500')).status).toBe(400);
});

test('bulk unpublish and publish change the status, keep a revision, and skip what is already so', async () => {
  const a = await artist('Alpha');
  const b = await artist('Beta', { publish_at: clock.now().getTime() + HOUR });
  const down = await bulk({ type: 'artists', action: 'unpublish', ids: [a, b] });
  expect(down.done.map((e) => e.title)).toEqual(['Alpha', 'Beta']);
  expect((await list('type=artists&status=draft')).total).toBe(2);
  expect((await admin.app.request('/api/artists/alpha')).status).toBe(404);
  const up = await bulk({ type: 'artists', action: 'publish', ids: [a, b] });
  expect(up.refused).toEqual([]);
  // Publish means public now: Beta's publish time to come is cleared.
  expect((await list('type=artists&status=published')).total).toBe(2);
  expect((await admin.app.request('/api/artists/beta')).status).toBe(200);
  const history = async () =>
    ((await (await admin.get(`/api/admin/artists/${a}/revisions`)).json()) as { items: unknown[] }).items;
  expect(await history()).toHaveLength(3);
  await bulk({ type: 'artists', action: 'publish', ids: [a] });
  expect(await history()).toHaveLength(3);
});

test('bulk delete refuses an artist with works, says why, and deletes the rest', async () => {
  const named = await artist('Named Artist');
  const free = await artist('Free Artist');
  const item = await admin.call('POST', '/api/admin/shop/new', shopCase.body(img, { artist: named }));
  expect(item.status).toBe(201);
  const answer = await bulk({ type: 'artists', action: 'delete', ids: [named, free, 999_999] });
  expect(answer.done).toEqual([{ _id: free, title: 'Free Artist' }]);
  expect(answer.refused).toEqual([
    { _id: named, title: 'Named Artist', reason: expect.stringContaining('artist'), items: ['River at Dawn'] },
    { _id: 999_999, title: '#999999', reason: expect.stringContaining('no longer exists'), items: [] },
  ]);
  expect((await list('type=artists')).entries.map((e) => e.title)).toEqual(['Named Artist']);
  expect((await admin.get('/api/admin/artists/update/free-artist')).status).toBe(404);
});

test('a bulk body is checked: the action, the type, and at most 100 ids', async () => {
  for (const body of [
    { type: 'artists', action: 'archive', ids: [1] },
    { type: 'users', action: 'delete', ids: [1] },
    { type: 'artists', action: 'delete', ids: [] },
    { type: 'artists', action: 'delete', ids: Array.from({ length: 101 }, (_, i) => i + 1) },
  ]) {
    const res = await admin.call('POST', '/api/admin/lists/bulk', body);
    expect(res.status).toBe(400);
  }
});

test('without a session the lists and bulk answer 401, and another origin is refused', async () => {
  const id = await artist('Kept Artist');
  expect((await admin.app.request('/api/admin/lists?type=artists')).status).toBe(401);
  expect((await admin.app.request('/api/admin/lists/pick?type=artists')).status).toBe(401);
  const body = JSON.stringify({ type: 'artists', action: 'delete', ids: [id] });
  const signedOut = await admin.app.request('/api/admin/lists/bulk', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
    body,
  });
  expect(signedOut.status).toBe(401);
  const foreign = await admin.call('POST', '/api/admin/lists/bulk', JSON.parse(body), {
    Origin: 'https://elsewhere.example',
  });
  expect(foreign.status).toBe(403);
  expect((await list('type=artists')).total).toBe(1);
});
