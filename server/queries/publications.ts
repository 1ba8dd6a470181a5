import { and, desc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { publicationImages, publications } from '../db/schema/index.ts';
import { loadImageList } from './image-lists.ts';
import { loadImageRefs } from './images.ts';
import { countPublic, key, keyColumns, orderOf, type PageAsk, readPage } from './keyset.ts';
import { isPublic, previewOf, publishColumns, type Viewer, visibleTo } from './published.ts';
import { fallbackOf, languagesAnswer, tr, withListFallback } from './translated-fields.ts';

/** Read while answering: the texts are the request language's. */
const listColumns = () => ({
  id: publications.id,
  slug: publications.slug,
  title: tr('publications', publications, 'title', 'title'),
  subtitle: tr('publications', publications, 'subtitle', 'subtitle'),
  shortDescription: tr('publications', publications, 'short_description', 'shortDescription'),
  coverImgId: publications.coverImgId,
  updatedAt: publications.updatedAt,
});

type ListRow = Pick<
  typeof publications.$inferSelect,
  'id' | 'slug' | 'title' | 'subtitle' | 'shortDescription' | 'coverImgId' | 'updatedAt'
>;

function toListItems(orm: Orm, rows: ListRow[]) {
  const imgs = loadImageRefs(
    orm,
    rows.map((r) => r.coverImgId),
  );
  const items = rows.map((row) => ({
    _id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    short_description: row.shortDescription,
    cover_img: imgs.get(row.coverImgId) ?? null,
    updatedAt: row.updatedAt.toISOString(),
  }));
  // The texts a card shows, marked where a page in another language shows them in English.
  return withListFallback(orm, 'publications', items, ['title', 'subtitle', 'short_description']);
}

/** Newest first by when staff added them. */
export function listPublications(orm: Orm, now: Date) {
  const rows = orm
    .select(listColumns())
    .from(publications)
    .where(isPublic(publications, now))
    .orderBy(desc(publications.createdAt), desc(publications.id))
    .all();
  return toListItems(orm, rows);
}

export function findPublication(orm: Orm, slug: string, viewer: Viewer) {
  const row = orm
    .select({
      ...listColumns(),
      ...publishColumns(publications),
      longDescription: tr('publications', publications, 'long_description', 'longDescription'),
      publisher: tr('publications', publications, 'publisher', 'publisher'),
      publishYear: publications.publishYear,
      purchaseLink: publications.purchaseLink,
      metaDescription: tr('publications', publications, 'metaDescription', 'metaDescription'),
    })
    .from(publications)
    .where(and(eq(publications.slug, slug), visibleTo(publications, viewer)))
    .get();
  const [item] = row ? toListItems(orm, [row]) : [];
  if (!row || !item) return undefined;
  const answer = {
    ...item,
    long_description: row.longDescription,
    publisher: row.publisher,
    publish_year: row.publishYear,
    purchase_link: row.purchaseLink,
    additional_imgs: loadImageList(orm, publicationImages, row.id),
    metaDescription: row.metaDescription,
    ...previewOf(row, viewer.now),
  };
  return {
    ...answer,
    ...fallbackOf(orm, 'publications', row.id, answer),
    ...languagesAnswer(orm, 'publications', row.id),
  };
}

const PAGE_KEYS = [key.desc(sql`${publications.createdAt}`), key.desc(sql`${publications.id}`)];

/** One page of the list in the same order (`?limit=&after=`). */
export function pagePublications(orm: Orm, now: Date, ask: PageAsk) {
  return readPage(
    ask,
    'publications',
    PAGE_KEYS,
    (after, limit) =>
      orm
        .select({ ...listColumns(), ...keyColumns(PAGE_KEYS) })
        .from(publications)
        .where(and(isPublic(publications, now), after))
        .orderBy(...orderOf(PAGE_KEYS))
        .limit(limit)
        .all(),
    (rows) => toListItems(orm, rows),
    () => countPublic(orm, publications, now),
  );
}
