import type { SearchAnswer } from '../../shared/search.ts';
import type { Images } from './admin-content-cases.ts';
import { type AdminApp, addLibraryImage, createAdminApp } from './admin-fixtures.ts';

/** A signed-in admin on an empty database with three library images and one artist, for the search tests. */
export async function createSearchApp() {
  const admin = await createAdminApp();
  const img: Images = {
    a: await addLibraryImage(admin.db, 'a'),
    b: await addLibraryImage(admin.db, 'b'),
    c: await addLibraryImage(admin.db, 'c'),
  };
  const artist = await addArtist(admin, img, 'Reference Artist', 'reference-artist', '<p>A painter.</p>');
  return { admin, img, artist };
}

export async function addArtist(admin: AdminApp, img: Images, name: string, slug: string, bio: string) {
  const res = await admin.call('POST', '/api/admin/artists/new', { name, slug, bio, img: img.a });
  if (res.status !== 201) throw new Error(`artist not created: ${await res.text()}`);
  const form = (await (await admin.get(`/api/admin/artists/update/${slug}`)).json()) as { _id: number };
  return form._id;
}

export async function addPost(admin: AdminApp, img: Images, title: string, slug: string, body: string) {
  const res = await admin.call('POST', '/api/admin/blog/new', { title, slug, date: '2026-01-10', body, img: img.b });
  if (res.status !== 201) throw new Error(`post not created: ${await res.text()}`);
}

export async function addWork(admin: AdminApp, img: Images, artist: number, fields: Record<string, unknown>) {
  const res = await admin.call('POST', '/api/admin/shop/new', {
    artist,
    category: 'Original',
    from_collection: 'Landscapes',
    medium: ['Oil on canvas'],
    description: '<p>A work.</p>',
    img: img.c,
    size_price_info: [{ size: '70 x 45 cm', price: 2400 }],
    ...fields,
  });
  if (res.status !== 201) throw new Error(`work not created: ${await res.text()}`);
}

/** The public search's answer for `q` (plus any other query parameters). */
export async function search(admin: AdminApp, q: string, extra = ''): Promise<SearchAnswer> {
  const res = await admin.app.request(`/api/search?q=${encodeURIComponent(q)}${extra}`);
  if (res.status !== 200) throw new Error(`search ${q}: ${res.status} ${await res.text()}`);
  return (await res.json()) as SearchAnswer;
}

/** The titles found for `q`, best first. */
export const titlesFor = async (admin: AdminApp, q: string) =>
  (await search(admin, q)).results.map((result) => result.title);
