import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { byStatus, exhibitionStatus, formatDateRange } from '../../shared/exhibition-dates.ts';
import { DEFAULT_LANG } from '../../shared/languages.ts';
import { captionsIn } from '../content/caption-translations.ts';
import { exhibitionType } from '../content/types/exhibitions.ts';
import type { Orm } from '../db/client.ts';
import { artists, exhibitionArtists, exhibitionImages, exhibitions, exhibitionWorks } from '../db/schema/index.ts';
import { currentLang } from '../i18n/context.ts';
import { readTranslations } from '../i18n/translations.ts';
import { loadImageRefs } from './images.ts';
import { key, type PageAsk, type SortKey } from './keyset.ts';
import { publicEntries } from './public-entries.ts';
import { isPublic, type Viewer } from './published.ts';
import { tr } from './translated-fields.ts';
import { worksByIds } from './work-cards.ts';

/**
 * Every exhibition with its status on `today` (yyyy-mm-dd, the gallery's day): current ones first, then
 * upcoming, then past (shared/exhibition-dates.ts); ties stay newest first.
 */
export function listExhibitions(orm: Orm, now: Date, today: string) {
  return byStatus(reads.list(orm, now), today);
}

/** The public artists an exhibition shows, in the order staff gave, with their portraits. */
function loadArtists(orm: Orm, exhibitionId: number, now: Date) {
  const rows = orm
    .select({ name: tr('artists', artists, 'name', 'name'), slug: artists.slug, imgId: artists.imgId })
    .from(exhibitionArtists)
    .innerJoin(artists, eq(artists.id, exhibitionArtists.artistId))
    .where(and(eq(exhibitionArtists.exhibitionId, exhibitionId), isPublic(artists, now)))
    .orderBy(asc(exhibitionArtists.position))
    .all();
  const imgs = loadImageRefs(
    orm,
    rows.map((r) => r.imgId),
  );
  return rows.map((r) => ({ name: r.name, slug: r.slug, img: imgs.get(r.imgId) ?? null }));
}

/** The checklist: the works shown, in the order staff gave. */
function loadWorks(orm: Orm, exhibitionId: number, now: Date) {
  const ids = orm
    .select({ id: exhibitionWorks.shopItemId })
    .from(exhibitionWorks)
    .where(eq(exhibitionWorks.exhibitionId, exhibitionId))
    .orderBy(asc(exhibitionWorks.position))
    .all()
    .map((r) => r.id);
  return worksByIds(orm, ids, now);
}

/** The extras' list: its name in the answer, and in `fallback` with a row's place for a caption in English. */
const EXTRAS = 'additional_imgs_with_descriptions';

/**
 * The exhibition's extra images, each with the caption staff wrote for it, in their order: in the request's
 * language where staff wrote one, else in English, named in `fallback` (`additional_imgs_with_descriptions.2`)
 * so the page marks it as English.
 */
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
  const lang = currentLang();
  const other = lang !== undefined && lang !== DEFAULT_LANG;
  const captions = other ? captionsIn(readTranslations(orm, 'exhibitions', exhibitionId, lang), EXTRAS) : undefined;
  const items = rows.flatMap((r) => {
    const img = refs.get(r.imageId);
    return img ? [{ img, description: captions?.get(r.imageId) ?? r.description, own: captions?.has(r.imageId) }] : [];
  });
  const fallback = other
    ? items.flatMap((item, index) => (!item.own && item.description.trim() !== '' ? [`${EXTRAS}.${index}`] : []))
    : [];
  return { items: items.map(({ img, description }) => ({ img, description })), fallback };
}

const reads = publicEntries(exhibitionType, {
  additional_imgs_with_descriptions: ({ orm, id, fallback }) => {
    const extras = loadDescribedImages(orm, id);
    fallback.push(...extras.fallback);
    return extras.items;
  },
  artists: ({ orm, id, viewer }) => loadArtists(orm, id, viewer.now),
  works: ({ orm, id, viewer }) => loadWorks(orm, id, viewer.now),
});

export function findExhibition(orm: Orm, slug: string, viewer: Viewer) {
  return reads.find(orm, slug, viewer);
}

/**
 * The list's order (`byStatus`) as SQL keys on `today`: current first, closing soonest; then upcoming,
 * opening soonest; then past, latest first; ties newest first. A key that does not apply to a status is ''.
 */
function statusKeys(today: string): SortKey[] {
  const starts = sql`${exhibitions.startsOn}`;
  const ends = sql`${exhibitions.endsOn}`;
  const status = sql`(case when ${starts} is null and ${ends} is null then 2 when ${starts} > ${today} then 1 when ${ends} < ${today} then 2 else 0 end)`;
  return [
    key.asc(status),
    key.asc(sql`(case ${status} when 0 then coalesce(${ends}, '~') when 1 then coalesce(${starts}, '~') else '' end)`),
    key.desc(
      sql`(case ${status} when 0 then coalesce(${starts}, '') when 2 then coalesce(${ends}, ${starts}, '') else '' end)`,
    ),
    key.asc(sql`(case ${status} when 1 then coalesce(${ends}, '~') else '' end)`),
    key.desc(sql`(case ${status} when 2 then coalesce(${starts}, '') else '' end)`),
    key.desc(sql`${exhibitions.createdAt}`),
    key.desc(sql`${exhibitions.id}`),
  ];
}

/** One page of the list in the same order (`?limit=&after=`); a position is only good on the day it was given. */
export function pageExhibitions(orm: Orm, now: Date, today: string, ask: PageAsk) {
  const page = reads.page(orm, now, ask, { keys: statusKeys(today), tag: `exhibitions:${today}` });
  return page && { ...page, items: page.items.map((e) => ({ ...e, status: exhibitionStatus(e, today) })) };
}

/**
 * The exhibition the home page shows above the Explore preview: the current one closing soonest, else the
 * next to open (shared/exhibition-dates.ts), public in the request's language; null when there is neither.
 * Its dates come written out in that language, so the home page needs no date formatting of its own.
 */
export function exhibitionOnNow(orm: Orm, now: Date, today: string) {
  const next = listExhibitions(orm, now, today).find((e) => e.status === 'current' || e.status === 'upcoming');
  if (!next) return null;
  const { slug, title, status, starts_on, ends_on } = next;
  return { slug, title, status, starts_on, ends_on, dates: formatDateRange(next) };
}

/**
 * The exhibitions an artist was in, public in the request's language, latest first (an exhibition without
 * dates last), each with its dates written out.
 */
export function exhibitionsOfArtist(orm: Orm, artistId: number, now: Date) {
  return orm
    .select({
      slug: exhibitions.slug,
      title: tr('exhibitions', exhibitions, 'title', 'title'),
      startsOn: exhibitions.startsOn,
      endsOn: exhibitions.endsOn,
    })
    .from(exhibitionArtists)
    .innerJoin(exhibitions, eq(exhibitions.id, exhibitionArtists.exhibitionId))
    .where(and(eq(exhibitionArtists.artistId, artistId), isPublic(exhibitions, now)))
    .orderBy(
      sql`coalesce(${exhibitions.startsOn}, ${exhibitions.endsOn}) IS NULL`,
      desc(sql`coalesce(${exhibitions.startsOn}, ${exhibitions.endsOn})`),
      desc(exhibitions.id),
    )
    .all()
    .map((row) => ({
      slug: row.slug,
      title: row.title,
      starts_on: row.startsOn,
      ends_on: row.endsOn,
      dates: formatDateRange({ starts_on: row.startsOn, ends_on: row.endsOn }),
    }));
}
