import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { artistImages, artists } from '../db/schema/index.ts';
import { readNames } from '../i18n/names.ts';
import { artistOrderKeys } from './artist-names.ts';
import { exhibitionsOfArtist } from './exhibitions.ts';
import { loadImageList } from './image-lists.ts';
import { loadImageRefs } from './images.ts';
import { countPublic, key, keyColumns, orderOf, type PageAsk, readPage, type SortKey } from './keyset.ts';
import { isPublic, previewOf, publishColumns, type Viewer, visibleTo } from './published.ts';
import { fallbackOf, languagesAnswer, tr } from './translated-fields.ts';
import { worksByArtist } from './work-cards.ts';

/** Read while answering: the name is the request language's. */
const listColumns = () => ({
  id: artists.id,
  slug: artists.slug,
  name: tr('artists', artists, 'name', 'name'),
  imgId: artists.imgId,
  updatedAt: artists.updatedAt,
});

type ListRow = Pick<typeof artists.$inferSelect, 'id' | 'slug' | 'name' | 'imgId' | 'updatedAt'>;

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

/** The list's order in the request's language (./artist-names.ts), ending in the id. */
const orderKeys = (): SortKey[] => [...artistOrderKeys(), key.asc(sql`${artists.id}`)];

/** Every artist, in the list's order. */
export function listArtists(orm: Orm, now: Date) {
  const rows = orm
    .select(listColumns())
    .from(artists)
    .where(isPublic(artists, now))
    .orderBy(...orderOf(orderKeys()))
    .all();
  return toListItems(orm, rows);
}

/** The forms of the artist's name beside the page language's one; none when staff gave none. */
function namesOf(orm: Orm, id: number): { names?: { hangul?: string; hanja?: string; revised?: string } } {
  const { hangul, hanja, revised } = readNames(orm, 'artists', id);
  const names = { ...(hangul ? { hangul } : {}), ...(hanja ? { hanja } : {}), ...(revised ? { revised } : {}) };
  return Object.keys(names).length > 0 ? { names } : {};
}

export function findArtist(orm: Orm, slug: string, viewer: Viewer) {
  const row = orm
    .select({
      ...listColumns(),
      ...publishColumns(artists),
      bio: tr('artists', artists, 'bio', 'bio'),
      birthYear: artists.birthYear,
      deathYear: artists.deathYear,
      metaDescription: tr('artists', artists, 'metaDescription', 'metaDescription'),
    })
    .from(artists)
    .where(and(eq(artists.slug, slug), visibleTo(artists, viewer)))
    .get();
  const [item] = row ? toListItems(orm, [row]) : [];
  if (!row || !item) return undefined;
  const answer = {
    ...item,
    birth_year: row.birthYear,
    death_year: row.deathYear,
    bio: row.bio,
    metaDescription: row.metaDescription,
    ...namesOf(orm, row.id),
    additional_imgs: loadImageList(orm, artistImages, row.id),
    /** Shown above the bio: what a collector comes for first. */
    works: worksByArtist(orm, row.id, viewer.now),
    /** The published exhibitions the artist was in, latest first. */
    exhibitions: exhibitionsOfArtist(orm, row.id, viewer.now),
    ...previewOf(row, viewer.now),
  };
  return { ...answer, ...fallbackOf(orm, 'artists', row.id, answer), ...languagesAnswer(orm, 'artists', row.id) };
}

/** One page of the list in the same order (`?limit=&after=`). */
export function pageArtists(orm: Orm, now: Date, ask: PageAsk) {
  const keys = orderKeys();
  return readPage(
    ask,
    keys.length > 2 ? 'artists:pinyin' : 'artists',
    keys,
    (after, limit) =>
      orm
        .select({ ...listColumns(), ...keyColumns(keys) })
        .from(artists)
        .where(and(isPublic(artists, now), after))
        .orderBy(...orderOf(keys))
        .limit(limit)
        .all(),
    (rows) => toListItems(orm, rows),
    () => countPublic(orm, artists, now),
  );
}
