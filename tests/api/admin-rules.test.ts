import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { count } from 'drizzle-orm';
import { artists } from '../../server/content/types/artists.ts';
import { films } from '../../server/content/types/films.ts';
import { shopItems } from '../../server/content/types/shop-items.ts';
import { EMPTY_SLUG } from '../../shared/slug.ts';
import { type AdminApp, addLibraryImage, createAdminApp } from './admin-fixtures.ts';

/** Validation (SPEC 5), references that must exist, and the delete conflicts (SPEC 8) of the admin API. */

type Errors = { errors: { msg: string; path: string }[] };

let admin: AdminApp;
let img: number;
let artistId: number;

const artistBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ri Chol',
  slug: 'ri-chol',
  bio: '<p>Painter.</p>',
  img,
  ...overrides,
});

const itemBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Harbour',
  slug: 'harbour',
  artist: artistId,
  category: 'Original',
  medium: ['Oil on canvas'],
  description: '<p>A harbour.</p>',
  img,
  size_price_info: [{ size: '0 x 0 cm', price: 0 }],
  ...overrides,
});

const rows = (table: typeof artists | typeof shopItems | typeof films) =>
  admin.db.orm.select({ n: count() }).from(table).get()?.n;

beforeEach(async () => {
  admin = await createAdminApp();
  img = await addLibraryImage(admin.db, 'main');
  expect((await admin.call('POST', '/api/admin/artists/new', artistBody())).status).toBe(201);
  artistId = admin.db.orm.select({ id: artists.id }).from(artists).get()?.id ?? 0;
});
afterEach(() => admin.close());

describe('validation lists every problem, by field, and stores nothing', () => {
  test('an empty shop item names each required field', async () => {
    const res = await admin.call('POST', '/api/admin/shop/new', {});
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as Errors;
    expect(errors.map((e) => e.path).sort()).toEqual(
      ['artist', 'category', 'description', 'img', 'medium', 'size_price_info', 'slug', 'title'].sort(),
    );
    expect(errors).toContainEqual({ msg: 'Title is required.', path: 'title' });
    expect(errors).toContainEqual({ msg: 'Choose the artist.', path: 'artist' });
    expect(errors).toContainEqual({ msg: 'Choose the image.', path: 'img' });
    expect(errors).toContainEqual({ msg: 'Add at least one size.', path: 'size_price_info' });
    expect(rows(shopItems)).toBe(0);
  });

  test('sizes need at least one entry, and prices are numbers of at least 0 with two decimals at most', async () => {
    const none = await admin.call('POST', '/api/admin/shop/new', itemBody({ size_price_info: [] }));
    expect(((await none.json()) as Errors).errors).toEqual([
      { msg: 'Add at least one size.', path: 'size_price_info' },
    ]);
    const bad = await admin.call(
      'POST',
      '/api/admin/shop/new',
      itemBody({
        size_price_info: [
          { size: 'A', price: -1 },
          { size: '', price: 1.005 },
          { size: 'C', price: '12' },
        ],
      }),
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Errors).errors).toEqual([
      { msg: 'Price must be 0 or more.', path: 'size_price_info.0.price' },
      { msg: 'Size is required.', path: 'size_price_info.1.size' },
      { msg: 'Price can have at most two decimals.', path: 'size_price_info.1.price' },
      { msg: 'Price must be a number.', path: 'size_price_info.2.price' },
    ]);
    expect(rows(shopItems)).toBe(0);
  });

  test('film numbers, dates, colours and links', async () => {
    const res = await admin.call('POST', '/api/admin/films/new', {
      title: 'A film',
      slug: 'a-film',
      short_description: '<p>x</p>',
      synopsis: '<p></p>',
      main_img: img,
      run_time_mins: -5,
      colour: 'Sepia',
      world_premiere: '2024-02-30',
      film_link: 'javascript:alert(1)',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Errors).errors).toEqual([
      { msg: 'Synopsis is required.', path: 'synopsis' },
      { msg: 'Film link must be a web address starting with http:// or https://.', path: 'film_link' },
      { msg: 'Run time must be 0 or more.', path: 'run_time_mins' },
      { msg: 'Colour must be Colour or Black and white.', path: 'colour' },
      { msg: 'World premiere must be a date (yyyy-mm-dd).', path: 'world_premiere' },
    ]);
    expect(rows(films)).toBe(0);
  });

  test('a film left at the defaults is in colour, with no premiere or run time', async () => {
    const body = { title: 'Plain', slug: 'plain', short_description: '<p>x</p>', synopsis: '<p>y</p>', main_img: img };
    expect((await admin.call('POST', '/api/admin/films/new', body)).status).toBe(201);
    const film = (await (await admin.app.request('/api/explore/films/plain')).json()) as Record<string, unknown>;
    expect(film).toMatchObject({ colour: 'Colour', date: null, run_time_mins: null, cover_img: null });
  });

  test('publish year must be a whole number', async () => {
    const res = await admin.call('POST', '/api/admin/publications/new', {
      title: 'Book',
      slug: 'book',
      short_description: 'x',
      long_description: '<p>y</p>',
      cover_img: img,
      publish_year: 1999.5,
    });
    expect(((await res.json()) as Errors).errors).toEqual([
      { msg: 'Publish year must be a whole number.', path: 'publish_year' },
    ]);
  });

  test('slugs are normalised; one that normalises to nothing is refused with a clear message', async () => {
    const folded = await admin.call('POST', '/api/admin/artists/new', artistBody({ slug: '  Ünïcödé__Tïtle!!  ' }));
    expect(await folded.json()).toEqual({ redirect: '/artists/unicode-title' });
    for (const slug of ['만수대 창작사', '朝鲜画', '!!! ???', '']) {
      const res = await admin.call('POST', '/api/admin/artists/new', artistBody({ slug }));
      expect(res.status).toBe(400);
      expect(((await res.json()) as Errors).errors).toEqual([{ msg: EMPTY_SLUG, path: 'slug' }]);
    }
    expect(rows(artists)).toBe(2);
  });

  test('a malformed body is a 400 and another content type a 415', async () => {
    const broken = await admin.call('POST', '/api/admin/artists/new', undefined, {
      'Content-Type': 'application/json',
    });
    expect(broken.status).toBe(400);
    const form = await admin.app.request('/api/admin/artists/new', {
      method: 'POST',
      headers: { Origin: 'http://localhost:3000', Cookie: admin.cookie, 'Content-Type': 'text/plain' },
      body: 'name=x',
    });
    expect(form.status).toBe(415);
  });
});

describe('references must exist', () => {
  test('an image or artist that does not exist is named on its field', async () => {
    const res = await admin.call('POST', '/api/admin/shop/new', itemBody({ artist: 9999, img: 8888 }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as Errors).errors).toEqual([
      { msg: 'The chosen image no longer exists. Choose another.', path: 'img' },
      { msg: 'The chosen artist no longer exists. Choose another.', path: 'artist' },
    ]);
    const list = await admin.call(
      'POST',
      '/api/admin/artists/new',
      artistBody({ slug: 'x', additional_imgs: [img, 7777] }),
    );
    expect(((await list.json()) as Errors).errors).toEqual([
      { msg: 'The chosen image no longer exists. Choose another.', path: 'additional_imgs.1' },
    ]);
    expect(rows(shopItems)).toBe(0);
    expect(rows(artists)).toBe(1);
  });
});

describe('delete conflicts (409)', () => {
  test('an artist that shop items name is kept, and the items are listed by title', async () => {
    expect((await admin.call('POST', '/api/admin/shop/new', itemBody())).status).toBe(201);
    expect((await admin.call('POST', '/api/admin/shop/new', itemBody({ title: 'Anchorage', slug: 'a' }))).status).toBe(
      201,
    );
    const refused = await admin.call('DELETE', '/api/admin/artists/delete/ri-chol', { _id: artistId });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: 'The artist "Ri Chol" cannot be deleted while these entries refer to it. Change or delete them first.',
      items: ['Anchorage', 'Harbour'],
    });
    expect((await admin.app.request('/api/artists/ri-chol')).status).toBe(200);

    for (const slug of ['harbour', 'a']) {
      expect((await admin.call('DELETE', `/api/admin/shop/delete/${slug}`)).status).toBe(200);
    }
    expect((await admin.call('DELETE', '/api/admin/artists/delete/ri-chol', { _id: artistId })).status).toBe(200);
    expect(rows(artists)).toBe(0);
  });

  test('an image that content or a static slot uses is kept, and its users are named', async () => {
    const extra = await addLibraryImage(admin.db, 'extra');
    const body = { name: 'Pak', slug: 'pak', bio: '<p>b</p>', img, additional_imgs: [extra] };
    expect((await admin.call('POST', '/api/admin/artists/new', body)).status).toBe(201);
    const slots = { bonnerImg: extra, collectionsImg: img, exhibitionsImg: img, filmsImg: img };
    const all = { ...slots, publicationsImg: img, contactBanner: img, contactMap: extra };
    expect((await admin.call('POST', '/api/admin/static-images/update', all)).status).toBe(200);

    const refused = await admin.call('DELETE', '/api/admin/image/delete/extra');
    expect(refused.status).toBe(409);
    const answer = (await refused.json()) as { error: string; items: string[] };
    expect(answer.error).toContain('"Image extra" cannot be deleted while it is in use');
    expect(answer.items.sort()).toEqual(['Artist: Pak', 'Static image: bonnerImg', 'Static image: contactMap']);
    expect((await admin.app.request('/api/image/extra')).status).toBe(200);
  });

  test('an unused image is deleted with its variants', async () => {
    await addLibraryImage(admin.db, 'spare', 700, 500);
    const ref = (await (await admin.app.request('/api/image/spare')).json()) as { _id: number; srcset: string };
    const variant = ref.srcset.split(' ')[0] ?? '';
    expect((await admin.app.request(variant)).status).toBe(200);
    // SPEC 7: the image delete sends the whole image.
    const res = await admin.call('DELETE', '/api/admin/image/delete/spare', ref);
    expect(await res.json()).toEqual({ redirect: '/admin' });
    expect((await admin.app.request('/api/image/spare')).status).toBe(404);
    expect((await admin.app.request(variant)).status).toBe(404);
  });
});
