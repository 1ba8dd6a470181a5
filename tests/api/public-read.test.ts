import { afterEach, beforeEach, describe, expect, test } from 'bun:test';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { artistImages, artists } from '../../server/content/types/artists.ts';
import { blogPosts } from '../../server/content/types/blog-posts.ts';
import { collectionImages, collections } from '../../server/content/types/collections.ts';
import { exhibitionImages, exhibitions } from '../../server/content/types/exhibitions.ts';
import { films } from '../../server/content/types/films.ts';
import { publications } from '../../server/content/types/publications.ts';
import type { Database } from '../../server/db/client.ts';
import * as t from '../../server/db/schema/index.ts';
import { PUBLIC_API_CACHE } from '../../server/middleware/cache.ts';
import { openTestApp, type TestApp } from './helpers.ts';

// Marker bytes: if they ever leak into JSON (raw or base64) the image contract is broken.
const BYTES = Buffer.from('SECRET-IMAGE-BYTES');

/** Field lists written as one string each, sorted, so a shape fits on one line. */
const fields = (names: string) => names.trim().split(/\s+/).sort();
const keys = (value: object) => Object.keys(value).sort();

let db: Database;
let app: TestApp['app'];

beforeEach(() => {
  ({ db, app } = openTestApp({ clock: { now: () => new Date(), advance: () => {} } }));
  seedContent();
});

afterEach(() => db.raw.close());

function addImage(slug: string) {
  const hash = createHash('sha256').update(slug).digest('hex');
  const about = { slug, title: `Title ${slug}`, alt: `Alt ${slug}`, contentType: 'image/png' };
  const image = { ...about, width: 40, height: 30, byteSize: BYTES.length, hash, bytes: BYTES };
  return db.orm.insert(t.images).values(image).returning().get().id;
}

function seedContent() {
  const { orm } = db;
  const [img, a, b] = [addImage('main'), addImage('extra-a'), addImage('extra-b')];
  const names = ['zeta', 'Alpha', 'beta'];
  const artistRows = names.map((name) => ({ slug: name.toLowerCase(), name, bio: '<p>Bio</p>', imgId: img }));
  const zeta = orm.insert(artists).values(artistRows).returning().get();
  // Inserted out of order: answers must follow position, not insertion.
  const extras = [
    { ownerId: zeta.id, position: 1, imageId: a },
    { ownerId: zeta.id, position: 0, imageId: b },
  ];
  orm.insert(artistImages).values(extras).run();

  const posters = { slug: 'posters', title: 'P', mainImgId: img };
  const collection = orm.insert(collections).values(posters).returning().get();
  orm.insert(collectionImages).values({ ownerId: collection.id, position: 0, imageId: a }).run();
  const exhibition = orm.insert(exhibitions).values({ slug: 'spring', title: 'S', imgId: img }).returning().get();
  const described = { ownerId: exhibition.id, position: 0, imageId: b, description: 'A still' };
  orm.insert(exhibitionImages).values(described).run();
  const premiere = { coverImgId: a, runTimeMins: 90, worldPremiere: '2012-09-08' };
  const bonner = { slug: 'bonner', title: 'Bonner', mainImgId: img, ...premiere };
  const filmRows = [bonner, { slug: 'bare', title: 'Bare', mainImgId: img }];
  orm.insert(films).values(filmRows).run();
  orm.insert(publications).values({ slug: 'book', title: 'Book', coverImgId: img, publishYear: 2019 }).run();
  const posts = [
    { slug: 'old', date: '2021-03-01' },
    { slug: 'new', date: '2024-06-30', video: 'https://www.youtube.com/watch?v=x' },
    { slug: 'mid', date: '2023-01-15' },
  ].map((p) => ({ ...p, title: p.slug, imgId: img }));
  orm.insert(blogPosts).values(posts).run();
  orm.insert(t.staticImages).values({ name: 'bonnerImg', imageId: img }).run();
}

async function getJson(url: string, status = 200) {
  const res = await app.request(url);
  const text = await res.text();
  expect(res.status).toBe(status);
  expect(text).not.toContain('bytes');
  expect(text).not.toContain(BYTES.toString('base64'));
  expect(text).not.toContain(BYTES.toString());
  return JSON.parse(text);
}

function expectImageRef(value: object) {
  expect(keys(value)).toEqual(fields('_id slug title alt width height src srcset'));
  expect((value as { src: string }).src).toMatch(/^\/api\/media\/[0-9a-f]{64}\.png$/);
}

function expectListItem(item: { updatedAt: string }, names: string) {
  expect(keys(item)).toEqual(fields(`_id slug updatedAt ${names}`));
  expect(new Date(item.updatedAt).toISOString()).toBe(item.updatedAt);
}

describe('artists', () => {
  test('the list is small, alphabetical whatever the case, with one image each', async () => {
    const list = await getJson('/api/artists');
    expect(list.map((a: { name: string }) => a.name)).toEqual(['Alpha', 'beta', 'zeta']);
    expectListItem(list[0], 'name img');
    expectImageRef(list[0].img);
  });

  test('the detail carries the bio and the extra images in their order; an unknown slug is 404', async () => {
    const artist = await getJson('/api/artists/zeta');
    // Issue 15: the artist's works come with the artist (tests/api/artist-works.test.ts).
    // Issue 27: the years and the exhibitions the artist was in (tests/api/artist-years-exhibitions.test.ts).
    expectListItem(
      artist,
      'name img birth_year death_year bio metaDescription additional_imgs works exhibitions languages',
    );
    expect(artist.bio).toBe('<p>Bio</p>');
    expect(artist.additional_imgs.map((i: { slug: string }) => i.slug)).toEqual(['extra-b', 'extra-a']);
    artist.additional_imgs.forEach(expectImageRef);
    expect(await getJson('/api/artists/nobody', 404)).toEqual({ error: 'Artist not found.' });
  });
});

describe('explore', () => {
  test('collections: list and detail, 404 for an unknown slug', async () => {
    const list = 'title short_description main_img';
    expectListItem((await getJson('/api/explore/collections'))[0], list);
    const detail = await getJson('/api/explore/collections/posters');
    expectListItem(detail, `${list} long_description metaDescription img_collection works languages`);
    expect(detail.img_collection).toHaveLength(1);
    expectImageRef(detail.img_collection[0]);
    expect(await getJson('/api/explore/collections/none', 404)).toEqual({ error: 'Collection not found.' });
  });

  test('exhibitions: list and detail with described extras, 404 for an unknown slug', async () => {
    // Issue 15: dates, venue, artists and works (tests/api/exhibitions.test.ts); the list also says when.
    const list = 'title subtitle img starts_on ends_on venue';
    expectListItem((await getJson('/api/explore/exhibitions'))[0], `${list} status`);
    const detail = await getJson('/api/explore/exhibitions/spring');
    expectListItem(
      detail,
      `${list} introduction body metaDescription additional_imgs_with_descriptions artists works languages`,
    );
    const [extra] = detail.additional_imgs_with_descriptions;
    expect(keys(extra)).toEqual(['description', 'img']);
    expect(extra.description).toBe('A still');
    expectImageRef(extra.img);
    expect(await getJson('/api/explore/exhibitions/none', 404)).toEqual({ error: 'Exhibition not found.' });
  });

  test('films: list and detail, the premiere as both date and world_premiere, 404 for an unknown slug', async () => {
    const list = 'title subtitle short_description main_img date';
    const item = (await getJson('/api/explore/films')).find((f: { slug: string }) => f.slug === 'bonner');
    expectListItem(item, list);
    expect(item.date).toBe('2012-09-08');
    const detail = await getJson('/api/explore/films/bonner');
    const more = `introduction synopsis film_link video_link china_video_link official_site cover_img run_time_mins format
      aspect_ratio sound_mix colour language subtitles world_premiere composer additional_imgs metaDescription`;
    expectListItem(detail, `${list} ${more} languages`);
    expect(detail).toMatchObject({ date: '2012-09-08', world_premiere: '2012-09-08', run_time_mins: 90 });
    expect(detail.colour).toBe('Colour');
    expectImageRef(detail.cover_img);
    const bare = await getJson('/api/explore/films/bare');
    expect(bare).toMatchObject({ date: null, world_premiere: null, run_time_mins: null, cover_img: null });
    expect(await getJson('/api/explore/films/none', 404)).toEqual({ error: 'Film not found.' });
  });

  test('publications: list and detail, 404 for an unknown slug', async () => {
    const list = 'title subtitle short_description cover_img';
    expectListItem((await getJson('/api/explore/publications'))[0], list);
    const detail = await getJson('/api/explore/publications/book');
    const more = 'long_description publisher publish_year purchase_link additional_imgs metaDescription';
    expectListItem(detail, `${list} ${more} languages`);
    expect(detail.publish_year).toBe(2019);
    expect(await getJson('/api/explore/publications/none', 404)).toEqual({ error: 'Publication not found.' });
  });
});

describe('blog', () => {
  test('the list is newest first', async () => {
    const list = await getJson('/api/blog');
    expect(list.map((p: { slug: string }) => p.slug)).toEqual(['new', 'mid', 'old']);
    expectListItem(list[0], 'title subtitle date img');
  });

  test('the detail adds body, video and extra images; an unknown slug is 404', async () => {
    const post = await getJson('/api/blog/new');
    expectListItem(post, 'title subtitle date img body video china_video additional_imgs metaDescription languages');
    expect(post.video).toBe('https://www.youtube.com/watch?v=x');
    expect(await getJson('/api/blog/nothing', 404)).toEqual({ error: 'Blog post not found.' });
  });
});

describe('static images', () => {
  test('a set slot answers its image', async () => {
    const slot = await getJson('/api/static-images/bonnerImg');
    expect(keys(slot)).toEqual(['img', 'name']);
    expect(slot.name).toBe('bonnerImg');
    expectImageRef(slot.img);
  });

  test('an unknown name and an unset slot are 404', async () => {
    for (const name of ['nope', 'filmsImg']) {
      expect(await getJson(`/api/static-images/${name}`, 404)).toEqual({ error: 'Static image not found.' });
    }
  });
});

test('every public read has an ETag, revalidates to 304 and may be kept by a CDN', async () => {
  const paths = `artists artists/alpha explore/collections explore/collections/posters explore/exhibitions
    explore/exhibitions/spring explore/films explore/films/bonner explore/publications explore/publications/book
    blog blog/old static-images/bonnerImg`;
  for (const url of paths.split(/\s+/).map((p) => `/api/${p}`)) {
    const res = await app.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe(PUBLIC_API_CACHE);
    const etag = res.headers.get('ETag') ?? '';
    expect(etag).not.toBe('');
    const again = await app.request(url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  }
  const before = (await app.request('/api/artists')).headers.get('ETag');
  db.orm.update(artists).set({ name: 'Aleph' }).where(eq(artists.slug, 'alpha')).run();
  expect((await app.request('/api/artists')).headers.get('ETag')).not.toBe(before);
});
