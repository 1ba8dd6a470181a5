import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { byStatus, calendarDay, exhibitionStatus, formatDateRange } from '../../shared/exhibition-dates.ts';
import { DEFAULT_LANG } from '../../shared/languages.ts';
import { SITE } from '../../shared/site.ts';
import { captionsIn } from '../content/caption-translations.ts';
import { artists } from '../content/types/artists.ts';
import {
  exhibitionArtists,
  exhibitionImages,
  exhibitions,
  exhibitionType,
  exhibitionWorks,
} from '../content/types/exhibitions.ts';
import type { Orm } from '../db/client.ts';
import { currentLang } from '../i18n/context.ts';
import { readTranslations } from '../i18n/translations.ts';
import { loadImageRefs } from './images.ts';
import { key, type PageAsk, type SortKey } from './keyset.ts';
import { publicReads } from './public-entries.ts';
import { isPublic } from './published.ts';
import { tr } from './translated-fields.ts';
import { worksByIds } from './work-cards.ts';

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

const EXTRAS = 'additional_imgs_with_descriptions';

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

const galleryDay = (now: Date) => calendarDay(now, SITE.timeZone);

export const exhibitionReads = publicReads(
  exhibitionType,
  {
    additional_imgs_with_descriptions: ({ orm, id, fallback }) => {
      const extras = loadDescribedImages(orm, id);
      fallback.push(...extras.fallback);
      return extras.items;
    },
    artists: ({ orm, id, viewer }) => loadArtists(orm, id, viewer.now),
    works: ({ orm, id, viewer }) => loadWorks(orm, id, viewer.now),
  },
  (plain) => ({
    list: (orm: Orm, now: Date) => byStatus(plain.list(orm, now), galleryDay(now)),
    // A position is only good on the day it was given.
    page: (orm: Orm, now: Date, ask: PageAsk) => {
      const today = galleryDay(now);
      const page = plain.page(orm, now, ask, { keys: statusKeys(today), tag: `exhibitions:${today}` });
      return page && { ...page, items: page.items.map((e) => ({ ...e, status: exhibitionStatus(e, today) })) };
    },
  }),
);

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

export function exhibitionOnNow(orm: Orm, now: Date) {
  const next = exhibitionReads.list(orm, now).find((e) => e.status === 'current' || e.status === 'upcoming');
  if (!next) return null;
  const { slug, title, status, starts_on, ends_on } = next;
  return { slug, title, status, starts_on, ends_on, dates: formatDateRange(next) };
}

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
