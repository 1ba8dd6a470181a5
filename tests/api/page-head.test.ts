import { beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { artists } from '../../server/content/types/artists.ts';
import { blogPosts } from '../../server/content/types/blog-posts.ts';
import { collections } from '../../server/content/types/collections.ts';
import { exhibitions } from '../../server/content/types/exhibitions.ts';
import { films } from '../../server/content/types/films.ts';
import { publications } from '../../server/content/types/publications.ts';
import { shopItemSizes, shopItems } from '../../server/content/types/shop-items.ts';
import { schemaProblems } from './schema-org.ts';
import { createSiteApp, PUBLIC_URL, readHead } from './seo-helpers.ts';

/**
 * Every public URL arrives with its own head in the first HTML byte (issue 'Found and shared'): what a crawler
 * or a link preview reads without running JavaScript.
 */

let site: Awaited<ReturnType<typeof createSiteApp>>;
beforeAll(async () => {
  site = await createSiteApp();
});

async function page(path: string) {
  const res = await site.app.request(path);
  return { res, head: readHead(await res.text()) };
}

const typed = (jsonLd: Record<string, unknown>[], type: string) => jsonLd.find((node) => node['@type'] === type);

describe('a shop item page', () => {
  test('has its title, description, canonical, preview image and VisualArtwork with an Offer per size', async () => {
    const item = site.db.orm.select().from(shopItems).limit(1).get();
    if (!item) throw new Error('the demo has no shop item');
    const { res, head } = await page(`/shop/${item.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(head.title).toBe(`${item.title} | Taedong Gallery`);
    expect(head.meta.get('description')).toBe(item.metaDescription);
    expect(head.canonical).toBe(`${PUBLIC_URL}/shop/${item.slug}`);
    expect(head.meta.get('og:url')).toBe(`${PUBLIC_URL}/shop/${item.slug}`);
    expect(head.meta.get('og:type')).toBe('product');
    // A JPEG about 1200 x 630 made from the page's image: WeChat and others do not show WebP.
    expect(head.meta.get('og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/api/media/og/[0-9a-f]{64}\\.jpg$`));
    expect(head.meta.get('og:image:type')).toBe('image/jpeg');
    expect(head.meta.get('og:image:width')).toBe('1200');
    expect(head.meta.get('og:image:height')).toBe('630');
    expect(head.meta.get('twitter:card')).toBe('summary_large_image');

    const artwork = typed(head.jsonLd, 'VisualArtwork') as Record<string, unknown> & {
      creator: { '@type': string; name: string };
      offers: { price: string; priceCurrency: string; name: string }[];
    };
    const sizes = site.db.orm.select().from(shopItemSizes).where(eq(shopItemSizes.itemId, item.id)).all();
    const artist = site.db.orm.select().from(artists).where(eq(artists.id, item.artistId)).get();
    expect(artwork.name).toBe(item.title);
    expect(artwork.creator).toMatchObject({ '@type': 'Person', name: artist?.name });
    expect(artwork.offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual(
      sizes.map((s) => [s.size, (s.priceCents / 100).toFixed(2), 'EUR']),
    );
    expect(typed(head.jsonLd, 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ name: 'Home' }, { name: 'Shop', item: `${PUBLIC_URL}/shop` }, { position: 3 }],
    });
    // The image the preview names is really served.
    const image = await site.app.request(new URL(head.meta.get('og:image') ?? '').pathname);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/jpeg');
    expect(image.headers.get('Cache-Control')).toContain('immutable');
    const size = await sharp(new Uint8Array(await image.arrayBuffer())).metadata();
    expect([size.format, size.width, size.height]).toEqual(['jpeg', 1200, 630]);
  });
  // Dimensions, states, editions and images: artwork-data.test.ts.
});

describe('other detail pages', () => {
  test('an artist is a Person', async () => {
    const artist = site.db.orm.select().from(artists).limit(1).get();
    const { res, head } = await page(`/artists/${artist?.slug}`);
    expect(res.status).toBe(200);
    expect(head.title).toBe(`${artist?.name} | Taedong Gallery`);
    expect(head.canonical).toBe(`${PUBLIC_URL}/artists/${artist?.slug}`);
    expect(head.meta.get('og:image')).toStartWith(`${PUBLIC_URL}/api/media/`);
    expect(typed(head.jsonLd, 'Person')).toMatchObject({ name: artist?.name, url: head.canonical });
  });

  test('an exhibition is an ExhibitionEvent organised by the gallery', async () => {
    const exhibition = site.db.orm.select().from(exhibitions).limit(1).get();
    const { head } = await page(`/explore/exhibitions/${exhibition?.slug}`);
    expect(head.title).toBe(`${exhibition?.title} | Taedong Gallery`);
    expect(head.meta.get('description')).toBe(exhibition?.metaDescription);
    expect(typed(head.jsonLd, 'ExhibitionEvent')).toMatchObject({
      name: exhibition?.title,
      organizer: { '@type': 'ArtGallery', name: 'Taedong Gallery' },
    });
    expect(typed(head.jsonLd, 'BreadcrumbList')?.itemListElement).toHaveLength(4);
  });

  test('a blog post is a BlogPosting with its dates', async () => {
    const post = site.db.orm.select().from(blogPosts).limit(1).get();
    const { head } = await page(`/blog/${post?.slug}`);
    expect(head.meta.get('og:type')).toBe('article');
    expect(typed(head.jsonLd, 'BlogPosting')).toMatchObject({
      headline: post?.title,
      datePublished: post?.date,
      url: `${PUBLIC_URL}/blog/${post?.slug}`,
    });
  });

  test('a film is a Movie and a publication a Book', async () => {
    const film = site.db.orm.select().from(films).limit(1).get();
    const book = site.db.orm.select().from(publications).limit(1).get();
    const movie = typed((await page(`/explore/films/${film?.slug}`)).head.jsonLd, 'Movie');
    expect(movie).toMatchObject({ name: film?.title });
    if (film?.runTimeMins) expect(movie?.duration).toBe(`PT${film.runTimeMins}M`);
    expect(typed((await page(`/explore/publications/${book?.slug}`)).head.jsonLd, 'Book')).toMatchObject({
      name: book?.title,
    });
  });
});

test('the home and about pages describe the gallery as an ArtGallery in Beijing', async () => {
  for (const path of ['/', '/about']) {
    const gallery = typed((await page(path)).head.jsonLd, 'ArtGallery');
    expect(gallery).toMatchObject({
      name: 'Taedong Gallery',
      address: { '@type': 'PostalAddress', addressLocality: 'Beijing', addressCountry: 'CN' },
      openingHoursSpecification: [{ opens: '10:00', closes: '17:00' }],
    });
    expect(gallery?.sameAs).toHaveLength(4);
  }
});

test('all structured data is valid JSON in schema.org terms, on every kind of page', async () => {
  const pick = <T extends { slug: string }>(rows: T[]) => rows[0]?.slug;
  const paths = [
    '/',
    '/about',
    `/shop/${pick(site.db.orm.select().from(shopItems).all())}`,
    `/artists/${pick(site.db.orm.select().from(artists).all())}`,
    `/explore/collections/${pick(site.db.orm.select().from(collections).all())}`,
    `/explore/exhibitions/${pick(site.db.orm.select().from(exhibitions).all())}`,
    `/explore/films/${pick(site.db.orm.select().from(films).all())}`,
    `/explore/publications/${pick(site.db.orm.select().from(publications).all())}`,
    `/blog/${pick(site.db.orm.select().from(blogPosts).all())}`,
  ];
  for (const path of paths) {
    const { head } = await page(path);
    expect(head.jsonLd.length, path).toBeGreaterThan(0);
    for (const node of head.jsonLd) {
      expect(node['@context']).toBe('https://schema.org');
      expect(schemaProblems(node), path).toEqual([]);
    }
  }
});

test('a hostile title is escaped and cannot break out of its tag', async () => {
  const hostile = `"><script>alert(1)</script> </title><!-- & 'quotes' </script>`;
  const item = site.db.orm.select().from(shopItems).limit(1).get();
  site.db.orm
    .update(shopItems)
    .set({ title: hostile, metaDescription: hostile })
    .where(eq(shopItems.id, item?.id ?? 0))
    .run();
  const res = await site.app.request(`/shop/${item?.slug}`);
  const html = await res.text();
  expect(html).not.toContain('<script>alert(1)');
  expect(html).not.toContain('"><script>');
  // One closing tag per real script (the structured data and the first-page data): the ones in the title
  // never appear raw.
  expect(html.match(/<\/script>/g)).toHaveLength(readHead(html).jsonLd.length + 1);
  const head = readHead(html);
  expect(head.title).toBe(`${hostile} | Taedong Gallery`);
  expect(head.meta.get('og:title')).toBe(hostile);
  expect(typed(head.jsonLd, 'VisualArtwork')?.name).toBe(hostile);
});
