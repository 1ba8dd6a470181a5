import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { CONTENT_CASES, type Images } from './admin-content-cases.ts';
import { type AdminApp, addLibraryImage, createAdminApp } from './admin-fixtures.ts';

/**
 * Every content type through the admin API and back out of the public one (SPEC 7 'Admin'): create, read
 * back, update (with a new slug), delete. The same routes serve all seven, so the same test does too.
 */

let admin: AdminApp;
let img: Images;
let artist: number;

beforeEach(async () => {
  admin = await createAdminApp();
  img = {
    a: await addLibraryImage(admin.db, 'a'),
    b: await addLibraryImage(admin.db, 'b'),
    c: await addLibraryImage(admin.db, 'c'),
  };
  const res = await admin.call('POST', '/api/admin/artists/new', {
    name: 'Reference Artist',
    slug: 'reference-artist',
    bio: '<p>Bio</p>',
    img: img.a,
  });
  expect(res.status).toBe(201);
  const loaded = (await (await admin.get('/api/admin/artists/update/reference-artist')).json()) as { _id: number };
  artist = loaded._id;
});
afterEach(() => admin.close());

for (const kind of CONTENT_CASES) {
  describe(`${kind.path}`, () => {
    test('create, read back publicly and in the form, update with a new slug, delete', async () => {
      const body = kind.body(img, { artist });
      const slug = body.slug as string;

      const created = await admin.call('POST', `/api/admin/${kind.path}/new`, body);
      expect(created.status).toBe(201);
      expect(await created.json()).toEqual({ redirect: kind.pageUrl(slug) });

      const shown = await admin.app.request(kind.publicUrl(slug));
      expect(shown.status).toBe(200);
      expect(await shown.json()).toMatchObject(kind.shown(img));

      // The form gets back what it sent (exhibition extras as objects), plus the _id it must send on update.
      const form = (await (await admin.get(`/api/admin/${kind.path}/update/${slug}`)).json()) as Record<
        string,
        unknown
      >;
      expect(typeof form._id).toBe('number');
      const sent = JSON.parse(JSON.stringify(body), (_key, value) =>
        typeof value === 'string' && value.startsWith('{') ? JSON.parse(value) : value,
      );
      expect(form).toMatchObject(sent);

      const list = (await (await admin.get(`/api/admin/${kind.path}`)).json()) as unknown[];
      expect(list).toContainEqual({
        _id: form._id,
        slug,
        title: body[kind.titleField],
        status: 'published',
        publish_at: null,
      });

      const renamed = { ...body, _id: form._id, [kind.titleField]: 'Renamed Entry', slug: 'Renamed Entry' };
      const updated = await admin.call('PUT', `/api/admin/${kind.path}/update/${slug}`, renamed);
      expect(updated.status).toBe(200);
      // The slug is normalised on the server too, whatever the client sent.
      expect(await updated.json()).toEqual({ redirect: kind.pageUrl('renamed-entry') });
      // The old address leads to the new one (a renamed entry keeps its shared links).
      const moved = await admin.app.request(kind.publicUrl(slug), { redirect: 'manual' });
      expect(moved.status).toBe(301);
      expect(moved.headers.get('Location')).toBe(kind.publicUrl('renamed-entry'));
      const after = (await (await admin.app.request(kind.publicUrl('renamed-entry'))).json()) as Record<
        string,
        unknown
      >;
      expect(after[kind.titleField]).toBe('Renamed Entry');

      const deleted = await admin.call('DELETE', `/api/admin/${kind.path}/delete/renamed-entry`, { _id: form._id });
      expect(deleted.status).toBe(200);
      expect(await deleted.json()).toEqual({ redirect: '/admin' });
      expect((await admin.app.request(kind.publicUrl('renamed-entry'))).status).toBe(404);
      // With the entry gone, its old address is a 404 too, not a redirect to nothing.
      expect((await admin.app.request(kind.publicUrl(slug), { redirect: 'manual' })).status).toBe(404);
      expect((await admin.get(`/api/admin/${kind.path}/update/renamed-entry`)).status).toBe(404);
    });

    test('nothing without a session: 401 and nothing stored', async () => {
      const res = await admin.app.request(`/api/admin/${kind.path}/new`, {
        method: 'POST',
        headers: { Origin: 'http://localhost:3000', 'Content-Type': 'application/json' },
        body: JSON.stringify(kind.body(img, { artist })),
      });
      expect(res.status).toBe(401);
      expect((await admin.app.request(kind.publicUrl(kind.body(img, { artist }).slug as string))).status).toBe(404);
    });

    test('a slug another entry has is refused on the slug field', async () => {
      const body = kind.body(img, { artist });
      expect((await admin.call('POST', `/api/admin/${kind.path}/new`, body)).status).toBe(201);
      const again = await admin.call('POST', `/api/admin/${kind.path}/new`, { ...body, [kind.titleField]: 'Other' });
      expect(again.status).toBe(400);
      const { errors } = (await again.json()) as { errors: { msg: string; path: string }[] };
      expect(errors).toEqual([{ msg: expect.stringContaining(`already has the slug "${body.slug}"`), path: 'slug' }]);
    });
  });
}

test('the _id sent on update must be the entry at the address', async () => {
  const body = { name: 'Second', slug: 'second', bio: '<p>x</p>', img: img.b };
  expect((await admin.call('POST', '/api/admin/artists/new', body)).status).toBe(201);
  const res = await admin.call('PUT', '/api/admin/artists/update/second', { ...body, _id: artist });
  expect(res.status).toBe(409);
  const unchanged = (await (await admin.app.request('/api/artists/reference-artist')).json()) as { name: string };
  expect(unchanged.name).toBe('Reference Artist');
});

test('an unknown slug is 404 for update, read and delete', async () => {
  const body = { name: 'Nobody', slug: 'nobody', bio: '<p>x</p>', img: img.a };
  expect((await admin.call('PUT', '/api/admin/artists/update/nobody', body)).status).toBe(404);
  expect((await admin.get('/api/admin/artists/update/nobody')).status).toBe(404);
  expect((await admin.call('DELETE', '/api/admin/artists/delete/nobody')).status).toBe(404);
});
