import { and, asc, eq, inArray } from 'drizzle-orm';
import { artists } from '../content/types/artists.ts';
import { collectionImages, collections, collectionType } from '../content/types/collections.ts';
import { shopItems } from '../content/types/shop-items.ts';
import type { Orm } from '../db/client.ts';
import { loadImageList } from './image-lists.ts';
import { publicReads } from './public-entries.ts';
import { isPublic } from './published.ts';
import { tr } from './translated-fields.ts';

export const collectionReads = publicReads(collectionType, {
  works: ({ orm, id, viewer }) => {
    const images = loadImageList(orm, collectionImages, id);
    const title = orm.select({ title: collections.title }).from(collections).where(eq(collections.id, id)).get();
    return worksShown(
      orm,
      images.map((image) => image._id),
      title?.title ?? '',
      viewer.now,
    );
  },
});

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
