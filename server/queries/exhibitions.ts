import { asc, desc, eq } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { exhibitionImages, exhibitions } from '../db/schema/index.ts';
import { loadImageRefs } from './images.ts';

const listColumns = {
  id: exhibitions.id,
  slug: exhibitions.slug,
  title: exhibitions.title,
  subtitle: exhibitions.subtitle,
  imgId: exhibitions.imgId,
  updatedAt: exhibitions.updatedAt,
};

type ListRow = Pick<typeof exhibitions.$inferSelect, keyof typeof listColumns>;

function toListItems(orm: Orm, rows: ListRow[]) {
  const imgs = loadImageRefs(
    orm,
    rows.map((r) => r.imgId),
  );
  return rows.map((row) => ({
    _id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    img: imgs.get(row.imgId) ?? null,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** Newest first, so the current exhibition leads the page. */
export function listExhibitions(orm: Orm) {
  const rows = orm
    .select(listColumns)
    .from(exhibitions)
    .orderBy(desc(exhibitions.createdAt), desc(exhibitions.id))
    .all();
  return toListItems(orm, rows);
}

/** The exhibition's extra images, each with the caption staff wrote for it, in their order. */
function loadDescribedImages(orm: Orm, exhibitionId: number) {
  const rows = orm
    .select({ imageId: exhibitionImages.imageId, description: exhibitionImages.description })
    .from(exhibitionImages)
    .where(eq(exhibitionImages.ownerId, exhibitionId))
    .orderBy(asc(exhibitionImages.position))
    .all();
  const refs = loadImageRefs(
    orm,
    rows.map((r) => r.imageId),
  );
  return rows.flatMap((r) => {
    const img = refs.get(r.imageId);
    return img ? [{ img, description: r.description }] : [];
  });
}

export function findExhibition(orm: Orm, slug: string) {
  const row = orm
    .select({
      ...listColumns,
      introduction: exhibitions.introduction,
      body: exhibitions.body,
      metaDescription: exhibitions.metaDescription,
    })
    .from(exhibitions)
    .where(eq(exhibitions.slug, slug))
    .get();
  const [item] = row ? toListItems(orm, [row]) : [];
  if (!row || !item) return undefined;
  return {
    ...item,
    introduction: row.introduction,
    body: row.body,
    metaDescription: row.metaDescription,
    additional_imgs_with_descriptions: loadDescribedImages(orm, row.id),
  };
}
