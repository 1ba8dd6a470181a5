import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { films } from '../../server/content/types/films.ts';
import { PUBLIC_API_CACHE } from '../../server/middleware/cache.ts';
import { BLOG_POSTS } from '../../server/seed/demo/blog.ts';
import { COLLECTIONS, EXHIBITIONS } from '../../server/seed/demo/collections.ts';
import { FILMS, PUBLICATIONS } from '../../server/seed/demo/films-and-books.ts';
import { fillCatalogue, LIST_PATHS, LONG_MARK } from './explore-catalogue.ts';
import { createTestApp } from './helpers.ts';

/**
 * The read API behind Explore and the blog, beyond the shapes pinned in public-read.test.ts: lists stay small
 * when the catalogue is large and its texts are long, details give back every field staff entered (checked
 * against the demo content, value by value), and unknown slugs are a plain 404 that nothing caches.
 */

type Json = Record<string, unknown>;

describe('lists stay small as the catalogue grows', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const COUNT = 400;

  beforeAll(async () => {
    ctx = await createTestApp();
    fillCatalogue(ctx.db.orm, { count: COUNT, longText: 10_000 });
  });
  afterAll(() => ctx.db.raw.close());

  test('no list carries a long text, and each entry costs under a kilobyte', async () => {
    for (const path of LIST_PATHS) {
      const res = await ctx.app.request(path);
      expect(res.status).toBe(200);
      const text = await res.text();
      const list = JSON.parse(text) as Json[];
      expect(list).toHaveLength(COUNT);
      expect(text).not.toContain(LONG_MARK);
      // An entry is its title, short words and one image reference with its srcset; a long text is 10 kB.
      expect(text.length / COUNT, path).toBeLessThan(1024);
    }
  });

  test('the same entries in detail do carry their long texts', async () => {
    for (const path of LIST_PATHS) {
      const res = await ctx.app.request(`${path}/entry-7`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(LONG_MARK);
    }
  });
});

describe('details carry every field', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const get = async (path: string) => {
    const res = await ctx.app.request(path);
    expect(res.status).toBe(200);
    return (await res.json()) as Json;
  };
  const count = (value: unknown) => (value as unknown[]).length;

  beforeAll(async () => {
    ctx = await createTestApp({ seed: true });
  });
  afterAll(() => ctx.db.raw.close());

  test('a film: every field of SPEC section 3, as entered', async () => {
    for (const film of FILMS) {
      const body = await get(`/api/explore/films/${film.slug}`);
      expect(body).toMatchObject({
        slug: film.slug,
        title: film.title,
        subtitle: film.subtitle,
        short_description: film.shortDescription,
        introduction: film.introduction,
        synopsis: film.synopsis,
        film_link: film.filmLink,
        video_link: film.videoLink,
        official_site: film.officialSite,
        run_time_mins: film.runTimeMins,
        format: film.format,
        aspect_ratio: film.aspectRatio,
        sound_mix: film.soundMix,
        colour: film.colour,
        language: film.language,
        subtitles: film.subtitles,
        date: film.worldPremiere,
        world_premiere: film.worldPremiere,
        composer: film.composer,
        metaDescription: film.metaDescription,
      });
      expect(body.main_img).toMatchObject({ alt: film.img.alt });
      expect(body.cover_img).toMatchObject({ alt: film.cover.alt });
      expect((body.additional_imgs as Json[]).map((img) => img.alt)).toEqual(film.stills.map((s) => s.alt));
    }
  });

  test('a collection: both descriptions, the main image and the whole image collection', async () => {
    for (const collection of COLLECTIONS) {
      const body = await get(`/api/explore/collections/${collection.slug}`);
      expect(body).toMatchObject({
        title: collection.title,
        short_description: collection.shortDescription,
        long_description: collection.longDescription,
        metaDescription: collection.metaDescription,
      });
      expect(body.main_img).toMatchObject({ alt: collection.img.alt });
      expect(count(body.img_collection)).toBe(collection.items.length);
    }
  });

  test('an exhibition: introduction, body, and each extra image with its own description, in order', async () => {
    for (const exhibition of EXHIBITIONS) {
      const body = await get(`/api/explore/exhibitions/${exhibition.slug}`);
      expect(body).toMatchObject({
        title: exhibition.title,
        subtitle: exhibition.subtitle,
        introduction: exhibition.introduction,
        body: exhibition.body,
        metaDescription: exhibition.metaDescription,
      });
      const extras = body.additional_imgs_with_descriptions as { img: Json; description: string }[];
      expect(extras.map((e) => [e.description, e.img.alt])).toEqual(
        exhibition.extras.map((e) => [e.description, e.img.alt]),
      );
    }
  });

  test('a publication: publisher, year, purchase link, cover and extra images', async () => {
    for (const book of PUBLICATIONS) {
      const body = await get(`/api/explore/publications/${book.slug}`);
      expect(body).toMatchObject({
        title: book.title,
        subtitle: book.subtitle,
        short_description: book.shortDescription,
        long_description: book.longDescription,
        publisher: book.publisher,
        publish_year: book.publishYear,
        purchase_link: book.purchaseLink,
        metaDescription: book.metaDescription,
      });
      expect(body.cover_img).toMatchObject({ alt: book.cover.alt });
      expect(count(body.additional_imgs)).toBe(book.items.length);
    }
  });

  test('a blog post: date, subtitle, body, the video address as entered, main and extra images', async () => {
    for (const post of BLOG_POSTS) {
      const body = await get(`/api/blog/${post.slug}`);
      expect(body).toMatchObject({
        title: post.title,
        subtitle: post.subtitle,
        date: post.date,
        body: post.body,
        video: post.video,
        metaDescription: post.metaDescription,
      });
      expect(body.img).toMatchObject({ alt: post.img.alt });
      expect(count(body.additional_imgs)).toBe(post.items.length);
    }
  });

  test('the blog list is every post, newest first', async () => {
    const res = await ctx.app.request('/api/blog');
    const list = (await res.json()) as { slug: string; date: string }[];
    const newestFirst = [...BLOG_POSTS].sort((a, b) => b.date.localeCompare(a.date)).map((p) => p.slug);
    expect(list.map((p) => p.slug)).toEqual(newestFirst);
  });

  test('an edit changes the ETag, so a browser holding the old copy gets the new one', async () => {
    const path = `/api/explore/films/${FILMS[0]?.slug}`;
    const before = await ctx.app.request(path);
    const etag = before.headers.get('ETag') ?? '';
    expect(before.headers.get('Cache-Control')).toBe(PUBLIC_API_CACHE);
    expect((await ctx.app.request(path, { headers: { 'If-None-Match': etag } })).status).toBe(304);

    ctx.db.orm
      .update(films)
      .set({ synopsis: '<p>A new synopsis.</p>' })
      .where(eq(films.slug, FILMS[0]?.slug ?? ''))
      .run();
    const after = await ctx.app.request(path, { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('ETag')).not.toBe(etag);
    expect(((await after.json()) as Json).synopsis).toBe('<p>A new synopsis.</p>');
  });
});

describe('unknown slugs', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.db.raw.close());

  const expected: Record<(typeof LIST_PATHS)[number], string> = {
    '/api/explore/collections': 'Collection not found.',
    '/api/explore/exhibitions': 'Exhibition not found.',
    '/api/explore/films': 'Film not found.',
    '/api/explore/publications': 'Publication not found.',
    '/api/blog': 'Blog post not found.',
  };
  const slugs = ['no-such-entry', 'Entry-With-Capitals', encodeURIComponent('명화 ☆'), 'x'.repeat(2000), "a'--"];

  test('are a 404 with an {error} body, without ETag or a public cache, whatever the slug', async () => {
    for (const path of LIST_PATHS) {
      for (const slug of slugs) {
        const res = await ctx.app.request(`${path}/${slug}`);
        expect(res.status).toBe(404);
        expect(res.headers.get('Content-Type')).toContain('application/json');
        expect(await res.json()).toEqual({ error: expected[path] });
        // A slug published a moment later must be found at once, by browsers and CDNs alike.
        expect(res.headers.get('ETag')).toBeNull();
        expect(res.headers.get('Cache-Control')).not.toBe(PUBLIC_API_CACHE);
      }
    }
  });
});
