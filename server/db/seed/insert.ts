import type { Orm } from '../client.ts';
import * as t from '../schema/index.ts';
import { ARTISTS } from './artists.ts';
import { BLOG_POSTS, SITE_IMAGES } from './blog.ts';
import { COLLECTIONS, EXHIBITIONS } from './collections.ts';
import { FILMS, PUBLICATIONS } from './films-and-books.ts';
import { imageSlug } from './plan.ts';
import { SHOP_ITEMS } from './shop-items.ts';

/** Writes the demo content rows; runs inside the seed's transaction, after the images exist. */

type ImageId = (slug: string) => number;

const listRows = (ownerId: number, imageIds: number[]) =>
  imageIds.map((imageId, position) => ({ ownerId, position, imageId }));

export function insertContent(tx: Orm, image: ImageId) {
  const itemImages = (slugs: string[]) => slugs.map((slug) => image(imageSlug.item(slug)));
  const artistIds = insertArtists(tx, image, itemImages);
  insertShopItems(tx, image, artistIds);

  for (const c of COLLECTIONS) {
    const { slug, title, shortDescription, longDescription, metaDescription } = c;
    const values = { slug, title, shortDescription, longDescription, metaDescription };
    const row = tx
      .insert(t.collections)
      .values({ ...values, mainImgId: image(imageSlug.collection(slug)) })
      .returning({ id: t.collections.id })
      .get();
    if (c.items.length > 0)
      tx.insert(t.collectionImages)
        .values(listRows(row.id, itemImages(c.items)))
        .run();
  }

  for (const e of EXHIBITIONS) {
    const { slug, title, subtitle, introduction, body, metaDescription } = e;
    const values = { slug, title, subtitle, introduction, body, metaDescription };
    const row = tx
      .insert(t.exhibitions)
      .values({ ...values, imgId: image(imageSlug.exhibition(slug)) })
      .returning({ id: t.exhibitions.id })
      .get();
    const extras = e.extras.map((extra, position) => ({
      ownerId: row.id,
      position,
      imageId: image(imageSlug.exhibition(slug, position)),
      description: extra.description,
    }));
    if (extras.length > 0) tx.insert(t.exhibitionImages).values(extras).run();
  }

  for (const { img, cover, stills, ...film } of FILMS) {
    const row = tx
      .insert(t.films)
      .values({
        ...film,
        mainImgId: image(imageSlug.film(film.slug)),
        coverImgId: image(imageSlug.filmCover(film.slug)),
      })
      .returning({ id: t.films.id })
      .get();
    const stillIds = stills.map((_, i) => image(imageSlug.filmStill(film.slug, i)));
    if (stillIds.length > 0) tx.insert(t.filmImages).values(listRows(row.id, stillIds)).run();
  }

  for (const { cover, items, ...publication } of PUBLICATIONS) {
    const row = tx
      .insert(t.publications)
      .values({ ...publication, coverImgId: image(imageSlug.publicationCover(publication.slug)) })
      .returning({ id: t.publications.id })
      .get();
    if (items.length > 0)
      tx.insert(t.publicationImages)
        .values(listRows(row.id, itemImages(items)))
        .run();
  }

  for (const { img, items, ...post } of BLOG_POSTS) {
    const row = tx
      .insert(t.blogPosts)
      .values({ ...post, imgId: image(imageSlug.blogPost(post.slug)) })
      .returning({ id: t.blogPosts.id })
      .get();
    if (items.length > 0)
      tx.insert(t.blogPostImages)
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
      .insert(t.artists)
      .values({ ...artist, imgId: image(imageSlug.artist(artist.slug)) })
      .returning({ id: t.artists.id })
      .get();
    ids.set(artist.slug, row.id);
    const works = SHOP_ITEMS.filter((item) => item.artist === artist.slug).map((item) => item.slug);
    if (works.length > 0)
      tx.insert(t.artistImages)
        .values(listRows(row.id, itemImages(works)))
        .run();
  }
  return ids;
}

/** The managed lists hold every medium, category and collection the demo items use. */
function insertTerms(tx: Orm) {
  const names = (kind: t.Term['kind'], values: string[]) =>
    [...new Set(values.filter(Boolean))].sort().map((name) => ({ kind, name }));
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
  for (const { img, media, sizes, artist, ...item } of SHOP_ITEMS) {
    const artistId = artistIds.get(artist);
    if (artistId === undefined) throw new Error(`Demo item ${item.slug} names an unknown artist ${artist}.`);
    const row = tx
      .insert(t.shopItems)
      .values({ ...item, artistId, imgId: image(imageSlug.item(item.slug)) })
      .returning({ id: t.shopItems.id })
      .get();
    tx.insert(t.shopItemMedia)
      .values(media.map((medium, position) => ({ itemId: row.id, position, medium })))
      .run();
    tx.insert(t.shopItemSizes)
      .values(sizes.map(([size, priceCents], position) => ({ itemId: row.id, position, size, priceCents })))
      .run();
  }
}
