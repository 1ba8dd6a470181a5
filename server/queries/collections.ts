import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { artists, collectionImages, collections, shopItems } from '../db/schema/index.ts';
import { loadImageList } from './image-lists.ts';
import { loadImageRefs } from './images.ts';
import { countPublic, key, keyColumns, orderOf, type PageAsk, readPage } from './keyset.ts';
import { isPublic, previewOf, publishColumns, type Viewer, visibleTo } from './published.ts';
import { fallbackOf, languagesAnswer, tr, withListFallback } from './translated-fields.ts';

/** Read while answering: the texts are the request language's. */
const listColumns = () => ({
  id: collections.id,
  slug: collections.slug,
  title: tr('collections', collections, 'title', 'title'),
  shortDescription: tr('collections', collections, 'short_description', 'shortDescription'),
  mainImgId: collections.mainImgId,
  updatedAt: collections.updatedAt,
});

type ListRow = Pick<
  typeof collections.$inferSelect,
  'id' | 'slug' | 'title' | 'shortDescription' | 'mainImgId' | 'updatedAt'
>;

function toListItems(orm: Orm, rows: ListRow[]) {
  const imgs = loadImageRefs(
    orm,
    rows.map((r) => r.mainImgId),
  );
  const items = rows.map((row) => ({
    _id: row.id,
    slug: row.slug,
    title: row.title,
    short_description: row.shortDescription,
    main_img: imgs.get(row.mainImgId) ?? null,
    updatedAt: row.updatedAt.toISOString(),
  }));
  // The texts a card shows, marked where a page in another language shows them in English.
  return withListFallback(orm, 'collections', items, ['title', 'short_description']);
}

/** Newest first, so a collection staff just added leads the page. */
export function listCollections(orm: Orm, now: Date) {
  const rows = orm
    .select(listColumns())
    .from(collections)
    .where(isPublic(collections, now))
    .orderBy(desc(collections.createdAt), desc(collections.id))
    .all();
  return toListItems(orm, rows);
}

/**
 * The works a collection's images show, so that each image can name its work and link to it: the shop item
 * whose main image it is, and of several such items the one filed under this collection.
 */
function worksShown(orm: Orm, imageIds: readonly number[], collectionTitle: string, now: Date) {
  if (imageIds.length === 0) return [];
  const rows = orm
    .select({
      imgId: shopItems.imgId,
      slug: shopItems.slug,
      title: tr('shop', shopItems, 'title', 'title'),
      year: shopItems.year,
      fromCollection: shopItems.fromCollection,
      artistName: tr('artists', artists, 'name', 'name'),
      artistSlug: artists.slug,
    })
    .from(shopItems)
    .innerJoin(artists, eq(artists.id, shopItems.artistId))
    .where(and(inArray(shopItems.imgId, [...imageIds]), isPublic(shopItems, now)))
    .orderBy(asc(shopItems.id))
    .all();
  const byImage = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    const seen = byImage.get(row.imgId);
    if (!seen || (seen.fromCollection !== collectionTitle && row.fromCollection === collectionTitle)) {
      byImage.set(row.imgId, row);
    }
  }
  return [...byImage.values()].map((row) => ({
    img: row.imgId,
    slug: row.slug,
    title: row.title,
    year: row.year,
    artist: { name: row.artistName, slug: row.artistSlug },
  }));
}

export function findCollection(orm: Orm, slug: string, viewer: Viewer) {
  const row = orm
    .select({
      ...listColumns(),
      ...publishColumns(collections),
      englishTitle: collections.title,
      longDescription: tr('collections', collections, 'long_description', 'longDescription'),
      metaDescription: tr('collections', collections, 'metaDescription', 'metaDescription'),
    })
    .from(collections)
    .where(and(eq(collections.slug, slug), visibleTo(collections, viewer)))
    .get();
  const [item] = row ? toListItems(orm, [row]) : [];
  if (!row || !item) return undefined;
  const images = loadImageList(orm, collectionImages, row.id);
  const answer = {
    ...item,
    long_description: row.longDescription,
    metaDescription: row.metaDescription,
    img_collection: images,
    /** The works among the images, each with the id of its image (`img`). */
    works: worksShown(
      orm,
      images.map((image) => image._id),
      row.englishTitle,
      viewer.now,
    ),
    ...previewOf(row, viewer.now),
  };
  return {
    ...answer,
    ...fallbackOf(orm, 'collections', row.id, answer),
    ...languagesAnswer(orm, 'collections', row.id),
  };
}

const PAGE_KEYS = [key.desc(sql`${collections.createdAt}`), key.desc(sql`${collections.id}`)];

/** One page of the list in the same order (`?limit=&after=`). */
export function pageCollections(orm: Orm, now: Date, ask: PageAsk) {
  return readPage(
    ask,
    'collections',
    PAGE_KEYS,
    (after, limit) =>
      orm
        .select({ ...listColumns(), ...keyColumns(PAGE_KEYS) })
        .from(collections)
        .where(and(isPublic(collections, now), after))
        .orderBy(...orderOf(PAGE_KEYS))
        .limit(limit)
        .all(),
    (rows) => toListItems(orm, rows),
    () => countPublic(orm, collections, now),
  );
}
