import { desc, eq } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { collectionImages, collections } from '../db/schema/index.ts';
import { loadImageList } from './image-lists.ts';
import { loadImageRefs } from './images.ts';

const listColumns = {
  id: collections.id,
  slug: collections.slug,
  title: collections.title,
  shortDescription: collections.shortDescription,
  mainImgId: collections.mainImgId,
  updatedAt: collections.updatedAt,
};

type ListRow = Pick<typeof collections.$inferSelect, keyof typeof listColumns>;

function toListItems(orm: Orm, rows: ListRow[]) {
  const imgs = loadImageRefs(
    orm,
    rows.map((r) => r.mainImgId),
  );
  return rows.map((row) => ({
    _id: row.id,
    slug: row.slug,
    title: row.title,
    short_description: row.shortDescription,
    main_img: imgs.get(row.mainImgId) ?? null,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** Newest first, so a collection staff just added leads the page. */
export function listCollections(orm: Orm) {
  const rows = orm
    .select(listColumns)
    .from(collections)
    .orderBy(desc(collections.createdAt), desc(collections.id))
    .all();
  return toListItems(orm, rows);
}

export function findCollection(orm: Orm, slug: string) {
  const row = orm
    .select({
      ...listColumns,
      longDescription: collections.longDescription,
      metaDescription: collections.metaDescription,
    })
    .from(collections)
    .where(eq(collections.slug, slug))
    .get();
  const [item] = row ? toListItems(orm, [row]) : [];
  if (!row || !item) return undefined;
  return {
    ...item,
    long_description: row.longDescription,
    metaDescription: row.metaDescription,
    img_collection: loadImageList(orm, collectionImages, row.id),
  };
}
