import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { resolvePage } from '../../server/services/page-head.ts';
import type { SearchAnswer } from '../../shared/search.ts';
import type { Images } from './admin-content-cases.ts';
import type { AdminApp } from './admin-fixtures.ts';
import { addPost, addWork, createSearchApp, search, titlesFor } from './search-fixtures.ts';

/** The search index follows every write as soon as the write returns; staff search every type. */

let admin: AdminApp;
let img: Images;
let artist: number;

beforeEach(async () => {
  ({ admin, img, artist } = await createSearchApp());
});
afterEach(() => admin.close());

const form = async (path: string) =>
  (await (await admin.get(`/api/admin/${path}`)).json()) as Record<string, unknown> & { _id: number };

describe('the index follows every write', () => {
  test('create, update, a new slug and delete of a post', async () => {
    await addPost(admin, img, 'Harbour Lights', 'harbour-lights', '<p>Boats at dusk.</p>');
    expect(await titlesFor(admin, 'harbour lights')).toEqual(['Harbour Lights']);

    const loaded = await form('blog/update/harbour-lights');
    const saved = await admin.call('PUT', '/api/admin/blog/update/harbour-lights', {
      ...loaded,
      title: 'Harbour Fog',
      slug: 'harbour-fog',
      body: '<p>Ferries in the mist.</p>',
    });
    expect(saved.status).toBe(200);
    expect(await titlesFor(admin, 'harbour lights')).toEqual([]);
    expect(await titlesFor(admin, 'dusk')).toEqual([]);
    const [hit] = (await search(admin, 'ferries')).results;
    expect(hit).toMatchObject({ title: 'Harbour Fog', slug: 'harbour-fog', path: '/blog/harbour-fog' });

    const deleted = await admin.call('DELETE', '/api/admin/blog/delete/harbour-fog', { _id: loaded._id });
    expect(deleted.status).toBe(200);
    expect((await search(admin, 'harbour')).total).toBe(0);
  });

  test('renaming an artist renames the name their works are found by', async () => {
    await addWork(admin, img, artist, { title: 'Pine and Crane', slug: 'pine-and-crane' });
    const loaded = await form('artists/update/reference-artist');
    const saved = await admin.call('PUT', '/api/admin/artists/update/reference-artist', {
      ...loaded,
      name: 'Choe Un Gyong',
    });
    expect(saved.status).toBe(200);
    expect(await titlesFor(admin, 'Reference Artist')).toEqual([]);
    expect(await titlesFor(admin, 'Choe Un Gyong')).toEqual(['Choe Un Gyong', 'Pine and Crane']);
    expect(await titlesFor(admin, 'Choe Un-kyŏng')).toContain('Pine and Crane');
  });

  test("a work's new medium, and a renamed medium, are found at once", async () => {
    await addWork(admin, img, artist, { title: 'Pine and Crane', slug: 'pine-and-crane' });
    const loaded = await form('shop/update/pine-and-crane');
    await admin.call('PUT', '/api/admin/shop/update/pine-and-crane', { ...loaded, medium: ['Giclée print'] });
    expect(await titlesFor(admin, 'giclee')).toEqual(['Pine and Crane']);
    expect(await titlesFor(admin, 'oil on canvas')).toEqual([]);

    const terms = (await (await admin.get('/api/admin/terms?kind=medium')).json()) as { id: number; name: string }[];
    const giclee = terms.find((term) => term.name === 'Giclée print');
    const renamed = await admin.call('PUT', `/api/admin/terms/update/${giclee?.id}`, { name: 'Pigment print' });
    expect(renamed.status).toBe(200);
    expect(await titlesFor(admin, 'pigment print')).toEqual(['Pine and Crane']);
    expect(await titlesFor(admin, 'giclee')).toEqual([]);
  });
});

describe('staff search', () => {
  test('needs a session, and links each result to its form', async () => {
    await addWork(admin, img, artist, { title: 'Pine and Crane', slug: 'pine-and-crane' });
    expect((await admin.app.request('/api/admin/search?q=pine')).status).toBe(401);
    const res = await admin.get('/api/admin/search?q=pine');
    expect(res.status).toBe(200);
    const answer = (await res.json()) as SearchAnswer;
    expect(answer.results).toEqual([
      expect.objectContaining({ type: 'work', path: '/admin/shop/update/pine-and-crane' }),
    ]);
    const artists = (await (await admin.get('/api/admin/search?q=reference')).json()) as SearchAnswer;
    expect(artists.results.map((result) => result.path)).toContain('/admin/artist/update/reference-artist');
  });
});

test('the search page is a known page, titled and never indexed', async () => {
  const page = resolvePage(admin.db.orm, '/search', 'http://localhost:3000', { now: new Date() });
  expect(page).toMatchObject({ status: 200, meta: { title: 'Search', noindex: true } });
});

test('drafts and entries scheduled for later are found by staff only, until they are public', async () => {
  const post = (title: string, slug: string, publishing: Record<string, unknown>) =>
    admin.call('POST', '/api/admin/blog/new', {
      title,
      slug,
      date: '2026-01-10',
      body: '<p>Lanterns over the Taedong.</p>',
      img: img.b,
      ...publishing,
    });
  expect((await post('Lantern Draft', 'lantern-draft', { status: 'draft' })).status).toBe(201);
  const later = admin.clock.now().getTime() + 60 * 60_000;
  expect((await post('Lantern Later', 'lantern-later', { status: 'published', publish_at: later })).status).toBe(201);
  expect(await titlesFor(admin, 'lanterns')).toEqual([]);
  const staff = (await (await admin.get('/api/admin/search?q=lanterns')).json()) as SearchAnswer;
  expect(staff.results.map((result) => result.title).sort()).toEqual(['Lantern Draft', 'Lantern Later']);

  admin.clock.advance(60 * 60_000);
  expect(await titlesFor(admin, 'lanterns')).toEqual(['Lantern Later']);
});
