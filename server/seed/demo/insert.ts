import { parseSizeCm } from '../../../shared/dimensions.ts';
import { termNameKey } from '../../../shared/terms.ts';
import { artistImages, artists } from '../../content/types/artists.ts';
import { blogPostImages, blogPosts } from '../../content/types/blog-posts.ts';
import { collectionImages, collections } from '../../content/types/collections.ts';
import { exhibitionArtists, exhibitionImages, exhibitions, exhibitionWorks } from '../../content/types/exhibitions.ts';
import { filmImages, films } from '../../content/types/films.ts';
import { publicationImages, publications } from '../../content/types/publications.ts';
import { shopItemImages, shopItemMedia, shopItemSizes, shopItems } from '../../content/types/shop-items.ts';
import type { Orm } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { ARTISTS } from './artists.ts';
import { BLOG_POSTS, SITE_IMAGES } from './blog.ts';
import { COLLECTIONS, EXHIBITIONS } from './collections.ts';
import { FILMS, PUBLICATIONS } from './films-and-books.ts';
import { imageSlug } from './plan.ts';
import { SHOP_ITEMS } from './shop-items.ts';

/** Writes the demo content rows; runs inside the seed's transaction, after the images exist. */

type ImageId = (slug: string) => number;

/** The home page's featured works, in order: a painting, a work on hold, a poster, a city scene. */
const FEATURED = [
  'red-sun-over-the-eastern-peaks',
  'magnolias-in-a-green-vase',
  'forward-to-the-sea',
  'evening-lights-along-the-taedong',
];

const listRows = (ownerId: number, imageIds: number[]) =>
  imageIds.map((imageId, position) => ({ ownerId, position, imageId }));

const dayFrom = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export function insertContent(tx: Orm, image: ImageId, now: Date) {
  const itemImages = (slugs: string[]) => slugs.map((slug) => image(imageSlug.item(slug)));
  const artistIds = insertArtists(tx, image, itemImages);
  const itemIds = insertShopItems(tx, image, artistIds);
  const idOf = (ids: Map<string, number>, slug: string) => {
    const id = ids.get(slug);
    if (id === undefined) throw new Error(`The demo content names an unknown entry ${slug}.`);
    return id;
  };
  tx.insert(t.featuredWorks)
    .values(FEATURED.map((slug, i) => ({ position: i + 1, itemId: idOf(itemIds, slug) })))
    .run();

  for (const c of COLLECTIONS) {
    const { slug, title, shortDescription, longDescription, metaDescription } = c;
    const values = { slug, title, shortDescription, longDescription, metaDescription };
    const row = tx
      .insert(collections)
      .values({ ...values, mainImgId: image(imageSlug.collection(slug)) })
      .returning({ id: collections.id })
      .get();
    if (c.items.length > 0)
      tx.insert(collectionImages)
        .values(listRows(row.id, itemImages(c.items)))
        .run();
  }

  for (const e of EXHIBITIONS) {
    const { slug, title, subtitle, introduction, body, metaDescription, venue } = e;
    const values = {
      slug,
      title,
      subtitle,
      introduction,
      body,
      metaDescription,
      venue,
      startsOn: dayFrom(now, e.opensInDays),
      endsOn: dayFrom(now, e.closesInDays),
    };
    const row = tx
      .insert(exhibitions)
      .values({ ...values, imgId: image(imageSlug.exhibition(slug)) })
      .returning({ id: exhibitions.id })
      .get();
    const extras = e.extras.map((extra, position) => ({
      ownerId: row.id,
      position,
      imageId: image(imageSlug.exhibition(slug, position)),
      description: extra.description,
    }));
    if (extras.length > 0) tx.insert(exhibitionImages).values(extras).run();
    const shownArtists = e.artists.map((a, position) => ({
      exhibitionId: row.id,
      position,
      artistId: idOf(artistIds, a),
    }));
    if (shownArtists.length > 0) tx.insert(exhibitionArtists).values(shownArtists).run();
    const works = e.works.map((w, position) => ({ exhibitionId: row.id, position, shopItemId: idOf(itemIds, w) }));
    if (works.length > 0) tx.insert(exhibitionWorks).values(works).run();
  }

  for (const { img, cover, stills, ...film } of FILMS) {
    const row = tx
      .insert(films)
      .values({
        ...film,
        mainImgId: image(imageSlug.film(film.slug)),
        coverImgId: image(imageSlug.filmCover(film.slug)),
      })
      .returning({ id: films.id })
      .get();
    const stillIds = stills.map((_, i) => image(imageSlug.filmStill(film.slug, i)));
    if (stillIds.length > 0) tx.insert(filmImages).values(listRows(row.id, stillIds)).run();
  }

  for (const { cover, items, ...publication } of PUBLICATIONS) {
    const row = tx
      .insert(publications)
      .values({ ...publication, coverImgId: image(imageSlug.publicationCover(publication.slug)) })
      .returning({ id: publications.id })
      .get();
    if (items.length > 0)
      tx.insert(publicationImages)
        .values(listRows(row.id, itemImages(items)))
        .run();
  }

  for (const { img, items, ...post } of BLOG_POSTS) {
    const row = tx
      .insert(blogPosts)
      .values({ ...post, imgId: image(imageSlug.blogPost(post.slug)) })
      .returning({ id: blogPosts.id })
      .get();
    if (items.length > 0)
      tx.insert(blogPostImages)
        .values(listRows(row.id, itemImages(items)))
        .run();
  }

  const slots = SITE_IMAGES.map((site) => ({ name: site.slot, imageId: image(imageSlug.site(site.slot)) }));
  tx.insert(t.staticImages).values(slots).run();
}

/** Artists, with their own works as their extra images; answers each artist's id by slug. */
function insertArtists(tx: Orm, image: ImageId, itemImages: (slugs: string[]) => number[]) {
  const ids = new Map<string, number>();
  for (const { img, ...artist } of ARTISTS) {
    const row = tx
      .insert(artists)
      .values({ ...artist, imgId: image(imageSlug.artist(artist.slug)) })
      .returning({ id: artists.id })
      .get();
    ids.set(artist.slug, row.id);
    const works = SHOP_ITEMS.filter((item) => item.artist === artist.slug).map((item) => item.slug);
    if (works.length > 0)
      tx.insert(artistImages)
        .values(listRows(row.id, itemImages(works)))
        .run();
  }
  return ids;
}

function insertTerms(tx: Orm) {
  const names = (kind: t.Term['kind'], values: string[]) =>
    [...new Set(values.filter(Boolean))].sort().map((name) => ({ kind, name, nameKey: termNameKey(name) }));
  tx.insert(t.terms)
    .values([
      ...names(
        'medium',
        SHOP_ITEMS.flatMap((item) => item.media),
      ),
      ...names(
        'category',
        SHOP_ITEMS.map((item) => item.category),
      ),
      ...names(
        'collection',
        SHOP_ITEMS.map((item) => item.fromCollection),
      ),
    ])
    .run();
}

function insertShopItems(tx: Orm, image: ImageId, artistIds: Map<string, number>) {
  insertTerms(tx);
  const ids = new Map<string, number>();
  for (const { img, media, sizes, artist, facts, extras, ...item } of SHOP_ITEMS) {
    const artistId = artistIds.get(artist);
    if (artistId === undefined) throw new Error(`Demo item ${item.slug} names an unknown artist ${artist}.`);
    const row = tx
      .insert(shopItems)
      .values({ ...item, ...facts, artistId, imgId: image(imageSlug.item(item.slug)) })
      .returning({ id: shopItems.id })
      .get();
    ids.set(item.slug, row.id);
    tx.insert(shopItemMedia)
      .values(media.map((medium, position) => ({ itemId: row.id, position, medium })))
      .run();
    const sizeRows = sizes.map(([size, priceCents, availability], position) => {
      const cm = parseSizeCm(size.split(',')[0] ?? '');
      const dims = cm ? { widthCm: cm.width_cm, heightCm: cm.height_cm, depthCm: cm.depth_cm } : {};
      return { itemId: row.id, position, size, priceCents, ...dims, availability: availability ?? 'available' };
    });
    tx.insert(shopItemSizes).values(sizeRows).run();
    const views = (extras ?? []).map((_, i) => image(imageSlug.itemExtra(item.slug, i)));
    if (views.length > 0) tx.insert(shopItemImages).values(listRows(row.id, views)).run();
  }
  return ids;
}
