import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { artistImages, artists } from '../db/schema/index.ts';
import { loadImageList } from './image-lists.ts';
import { loadImageRefs } from './images.ts';
import { countPublic, key, keyColumns, orderOf, type PageAsk, readPage } from './keyset.ts';
import { isPublic, previewOf, publishColumns, type Viewer, visibleTo } from './published.ts';
import { worksByArtist } from './work-cards.ts';

const listColumns = {
  id: artists.id,
  slug: artists.slug,
  name: artists.name,
  imgId: artists.imgId,
  updatedAt: artists.updatedAt,
};

type ListRow = Pick<typeof artists.$inferSelect, keyof typeof listColumns>;

/** The small shape a list page needs; its images in two queries whatever the number of rows. */
function toListItems(orm: Orm, rows: ListRow[]) {
  const imgs = loadImageRefs(
    orm,
    rows.map((r) => r.imgId),
  );
  return rows.map((row) => ({
    _id: row.id,
    slug: row.slug,
    name: row.name,
    img: imgs.get(row.imgId) ?? null,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** Every artist, alphabetical whatever the case (SPEC 2 '/artists'). */
export function listArtists(orm: Orm, now: Date) {
  const rows = orm
    .select(listColumns)
    .from(artists)
    .where(isPublic(artists, now))
    .orderBy(sql`${artists.name} collate nocase`, artists.id)
    .all();
  return toListItems(orm, rows);
}

export function findArtist(orm: Orm, slug: string, viewer: Viewer) {
  const row = orm
    .select({ ...listColumns, ...publishColumns(artists), bio: artists.bio, metaDescription: artists.metaDescription })
    .from(artists)
    .where(and(eq(artists.slug, slug), visibleTo(artists, viewer)))
    .get();
  const [item] = row ? toListItems(orm, [row]) : [];
  if (!row || !item) return undefined;
  return {
    ...item,
    bio: row.bio,
    metaDescription: row.metaDescription,
    additional_imgs: loadImageList(orm, artistImages, row.id),
    /** Shown above the bio: what a collector comes for first. */
    works: worksByArtist(orm, row.id, viewer.now),
    ...previewOf(row, viewer.now),
  };
}

const PAGE_KEYS = [key.asc(sql`${artists.name} collate nocase`), key.asc(sql`${artists.id}`)];

/** One page of the list in the same order (`?limit=&after=`). */
export function pageArtists(orm: Orm, now: Date, ask: PageAsk) {
  return readPage(
    ask,
    'artists',
    PAGE_KEYS,
    (after, limit) =>
      orm
        .select({ ...listColumns, ...keyColumns(PAGE_KEYS) })
        .from(artists)
        .where(and(isPublic(artists, now), after))
        .orderBy(...orderOf(PAGE_KEYS))
        .limit(limit)
        .all(),
    (rows) => toListItems(orm, rows),
    () => countPublic(orm, artists, now),
  );
}
