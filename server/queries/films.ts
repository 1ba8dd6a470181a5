import { and, desc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { filmImages, films } from '../db/schema/index.ts';
import { loadImageList } from './image-lists.ts';
import { loadImageRefs } from './images.ts';
import { countPublic, key, keyColumns, orderOf, type PageAsk, readPage } from './keyset.ts';
import { isPublic, previewOf, publishColumns, type Viewer, visibleTo } from './published.ts';
import { fallbackOf, languagesAnswer, tr, withListFallback } from './translated-fields.ts';

/** Read while answering: the texts are the request language's. */
const listColumns = () => ({
  id: films.id,
  slug: films.slug,
  title: tr('films', films, 'title', 'title'),
  subtitle: tr('films', films, 'subtitle', 'subtitle'),
  shortDescription: tr('films', films, 'short_description', 'shortDescription'),
  mainImgId: films.mainImgId,
  worldPremiere: films.worldPremiere,
  updatedAt: films.updatedAt,
});

type ListRow = Pick<
  typeof films.$inferSelect,
  'id' | 'slug' | 'title' | 'subtitle' | 'shortDescription' | 'mainImgId' | 'worldPremiere' | 'updatedAt'
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
    subtitle: row.subtitle,
    short_description: row.shortDescription,
    main_img: imgs.get(row.mainImgId) ?? null,
    // SPEC 3 calls the world premiere `date` on public pages; it is one column.
    date: row.worldPremiere,
    updatedAt: row.updatedAt.toISOString(),
  }));
  // The texts a card shows, marked where a page in another language shows them in English.
  return withListFallback(orm, 'films', items, ['title', 'subtitle', 'short_description']);
}

/** Newest first by when staff added them; premiere dates may be unknown, so they cannot order the list. */
export function listFilms(orm: Orm, now: Date) {
  const rows = orm
    .select(listColumns())
    .from(films)
    .where(isPublic(films, now))
    .orderBy(desc(films.createdAt), desc(films.id))
    .all();
  return toListItems(orm, rows);
}

/** Read while answering, as the list's columns. */
const detailColumns = () => ({
  ...listColumns(),
  introduction: tr('films', films, 'introduction', 'introduction'),
  synopsis: tr('films', films, 'synopsis', 'synopsis'),
  filmLink: films.filmLink,
  videoLink: films.videoLink,
  chinaVideoLink: films.chinaVideoLink,
  officialSite: films.officialSite,
  coverImgId: films.coverImgId,
  runTimeMins: films.runTimeMins,
  format: films.format,
  aspectRatio: films.aspectRatio,
  soundMix: films.soundMix,
  colour: films.colour,
  language: tr('films', films, 'language', 'language'),
  subtitles: tr('films', films, 'subtitles', 'subtitles'),
  composer: films.composer,
  metaDescription: tr('films', films, 'metaDescription', 'metaDescription'),
  ...publishColumns(films),
});

export function findFilm(orm: Orm, slug: string, viewer: Viewer) {
  const row = orm
    .select(detailColumns())
    .from(films)
    .where(and(eq(films.slug, slug), visibleTo(films, viewer)))
    .get();
  const [item] = row ? toListItems(orm, [row]) : [];
  if (!row || !item) return undefined;
  const answer = {
    ...item,
    introduction: row.introduction,
    synopsis: row.synopsis,
    film_link: row.filmLink,
    video_link: row.videoLink,
    china_video_link: row.chinaVideoLink,
    official_site: row.officialSite,
    cover_img: row.coverImgId === null ? null : (loadImageRefs(orm, [row.coverImgId]).get(row.coverImgId) ?? null),
    run_time_mins: row.runTimeMins,
    format: row.format,
    aspect_ratio: row.aspectRatio,
    sound_mix: row.soundMix,
    colour: row.colour,
    language: row.language,
    subtitles: row.subtitles,
    world_premiere: row.worldPremiere,
    composer: row.composer,
    additional_imgs: loadImageList(orm, filmImages, row.id),
    metaDescription: row.metaDescription,
    ...previewOf(row, viewer.now),
  };
  return { ...answer, ...fallbackOf(orm, 'films', row.id, answer), ...languagesAnswer(orm, 'films', row.id) };
}

const PAGE_KEYS = [key.desc(sql`${films.createdAt}`), key.desc(sql`${films.id}`)];

/** One page of the list in the same order (`?limit=&after=`). */
export function pageFilms(orm: Orm, now: Date, ask: PageAsk) {
  return readPage(
    ask,
    'films',
    PAGE_KEYS,
    (after, limit) =>
      orm
        .select({ ...listColumns(), ...keyColumns(PAGE_KEYS) })
        .from(films)
        .where(and(isPublic(films, now), after))
        .orderBy(...orderOf(PAGE_KEYS))
        .limit(limit)
        .all(),
    (rows) => toListItems(orm, rows),
    () => countPublic(orm, films, now),
  );
}
