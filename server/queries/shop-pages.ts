import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Availability } from '../../shared/inventory.ts';
import { centsToEuros } from '../../shared/money.ts';
import { alphabetical, type FilterOptions, matchFilter, type ShopFilter } from '../../shared/shop-filter.ts';
import type { ShopSort } from '../../shared/shop-order.ts';
import { artists } from '../content/types/artists.ts';
import { shopItemMedia, shopItemSizes, shopItems } from '../content/types/shop-items.ts';
import type { Orm } from '../db/client.ts';
import { groupBy } from '../lib/group.ts';
import { artistByNameForm, artistOrderKeys, pinyinKeyOf, sortArtistGroups } from './artist-names.ts';
import { loadImageRefs } from './images.ts';
import { afterPosition, cutPage, decodePosition, key, keyColumns, orderOf, type SortKey } from './keyset.ts';
import { isPublic } from './published.ts';
import { mediumNamer } from './terms.ts';
import { tr } from './translated-fields.ts';

const hasSizes = sql`exists (select 1 from ${shopItemSizes} where ${shopItemSizes.itemId} = ${shopItems.id})`;
const allSold = sql`${hasSizes} and not exists (select 1 from ${shopItemSizes} where ${shopItemSizes.itemId} = ${shopItems.id} and ${shopItemSizes.availability} <> 'sold')`;
/** The work's state as `workAvailability` gives it: an available work whose every size is sold reads as sold. */
const availability = sql<Availability>`case when ${shopItems.availability} = 'available' and ${allSold} then 'sold' else ${shopItems.availability} end`;
const isAvailableNow = sql`(${shopItems.availability} = 'available' and not (${allSold}))`;
const lowCents = sql<
  number | null
>`(select min(${shopItemSizes.priceCents}) from ${shopItemSizes} where ${shopItemSizes.itemId} = ${shopItems.id})`;
/** 1 for a work without a price to show (price on request, not for sale, no size yet): after every priced one. */
const unpriced = sql`(case when ${shopItems.priceOnRequest} = 1 or ${shopItems.availability} = 'not_for_sale' or ${lowCents} is null then 1 else 0 end)`;
/** The price to sort by, in one key: a work without a price gets one beyond every price in either direction. */
const shownCents = sql`(case when ${shopItems.priceOnRequest} = 1 or ${shopItems.availability} = 'not_for_sale' then null else ${lowCents} end)`;
const UNPRICED_LAST = 9_000_000_000_000;
const newest = [key.desc(sql`${shopItems.createdAt}`), key.desc(sql`${shopItems.id}`)];

const artistName = () => tr('artists', artists, 'name', 'name');

/** The orders' keys in the request's language: by artist is by pinyin on a Chinese page. */
const sortKeys = (sort: ShopSort): SortKey[] => {
  switch (sort) {
    case 'newest':
      return newest;
    case 'price_asc':
      return [key.asc(sql`coalesce(${shownCents}, ${UNPRICED_LAST})`), ...newest];
    case 'price_desc':
      return [key.desc(sql`coalesce(${shownCents}, -1)`), ...newest];
    case 'artist':
      return [...artistOrderKeys(), key.asc(sql`${tr('shop', shopItems, 'title', 'title')} collate nocase`), ...newest];
  }
};

export type ShopPageQuery = {
  sort: ShopSort;
  available: boolean;
  q?: string;
  medium?: string;
  artist?: string;
  limit: number;
  after?: string;
};

type Groups = {
  media: { name: string; label: string; count: number }[];
  artists: { name: string; slug: string; count: number }[];
};

export function shopGroups(orm: Orm, now: Date, available: boolean): Groups {
  const counted = available
    ? sql<number>`count(distinct case when ${isAvailableNow} then ${shopItems.id} end)`
    : sql<number>`count(distinct ${shopItems.id})`;
  const media = orm
    .select({ name: shopItemMedia.medium, count: counted })
    .from(shopItemMedia)
    .innerJoin(shopItems, eq(shopItems.id, shopItemMedia.itemId))
    .where(and(isPublic(shopItems, now), sql`trim(${shopItemMedia.medium}) <> ''`))
    .groupBy(shopItemMedia.medium)
    .all();
  const name = artistName();
  const byArtist = orm
    .select({ name, slug: artists.slug, count: counted, pinyin: pinyinKeyOf(artists.id) })
    .from(shopItems)
    .innerJoin(artists, eq(artists.id, shopItems.artistId))
    .where(and(isPublic(shopItems, now), sql`trim(${name}) <> ''`))
    .groupBy(artists.id)
    .all();
  const byName = (a: { name: string }, b: { name: string }) => alphabetical(a.name, b.name);
  // `label` is what a page in the request's language shows; `name` stays the filter's key.
  const mediumName = mediumNamer(orm);
  const named = media.map((group) => ({ ...group, label: mediumName(group.name) }));
  return { media: named.sort(byName), artists: sortArtistGroups(byArtist) };
}

const optionsOf = (groups: Groups): FilterOptions => ({
  media: groups.media.map((g) => g.name),
  artists: [...new Set(groups.artists.map((g) => g.name))],
});

function filterCondition(filter: ShopFilter | null, query: ShopPageQuery): SQL[] {
  const conditions: SQL[] = [];
  const medium = filter?.kind === 'medium' ? filter.name : query.medium;
  if (medium !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${shopItemMedia} where ${shopItemMedia.itemId} = ${shopItems.id} and ${shopItemMedia.medium} = ${medium})`,
    );
  }
  if (filter?.kind === 'artist') conditions.push(eq(artistName(), filter.name));
  if (query.artist !== undefined) conditions.push(eq(artists.slug, query.artist));
  if (query.available) conditions.push(isAvailableNow);
  return conditions;
}

/** `filter` is null when q names nothing; an `after` that is not a `next` of the same sort answers null. */
export function shopPage(orm: Orm, now: Date, query: ShopPageQuery) {
  const keys = sortKeys(query.sort);
  const position = query.after === undefined ? undefined : decodePosition(query.sort, keys.length, query.after);
  if (position === null) return null;
  // Options come with the first page only (later pages share them); a q needs them on every page to say what it names.
  const first = query.after === undefined;
  const groups = first || query.q !== undefined ? shopGroups(orm, now, query.available) : undefined;
  const filter = groups ? (matchFilter(optionsOf(groups), query.q) ?? artistByNameForm(orm, groups, query.q)) : null;
  const where = and(isPublic(shopItems, now), ...filterCondition(filter, query));
  const [counted] = orm
    .select({ total: count() })
    .from(shopItems)
    .innerJoin(artists, eq(artists.id, shopItems.artistId))
    .where(where)
    .all();
  // The order's keys only, so SQLite sorts narrow rows; the cards' columns are read for the page alone.
  const keyed = orm
    .select({ id: shopItems.id, ...keyColumns(keys) })
    .from(shopItems)
    .innerJoin(artists, eq(artists.id, shopItems.artistId))
    .where(position ? and(where, afterPosition(keys, position)) : where)
    .orderBy(...orderOf(keys))
    .limit(query.limit + 1)
    .all();
  const page = cutPage(keyed, query.limit, query.sort, keys.length);
  return {
    items: toCards(
      orm,
      cardRows(
        orm,
        page.rows.map((row) => row.id),
      ),
    ),
    next: page.next,
    total: counted?.total ?? 0,
    filter,
    ...(first && groups ? { groups } : {}),
  };
}

function cardRows(orm: Orm, ids: number[]): CardRow[] {
  if (ids.length === 0) return [];
  const rows = orm
    .select({
      id: shopItems.id,
      slug: shopItems.slug,
      title: tr('shop', shopItems, 'title', 'title'),
      year: shopItems.year,
      imgId: shopItems.imgId,
      priceOnRequest: shopItems.priceOnRequest,
      artistName: artistName(),
      artistSlug: artists.slug,
      availability,
      lowCents,
      unpriced: sql<number>`${unpriced}`,
    })
    .from(shopItems)
    .innerJoin(artists, eq(artists.id, shopItems.artistId))
    .where(inArray(shopItems.id, ids))
    .all();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

type CardRow = {
  id: number;
  slug: string;
  title: string;
  year: string;
  imgId: number | null;
  priceOnRequest: boolean;
  artistName: string;
  artistSlug: string;
  availability: Availability;
  lowCents: number | null;
  unpriced: number;
};

function toCards(orm: Orm, rows: CardRow[]) {
  const ids = rows.map((r) => r.id);
  const media = ids.length
    ? orm
        .select({ itemId: shopItemMedia.itemId, medium: shopItemMedia.medium })
        .from(shopItemMedia)
        .where(inArray(shopItemMedia.itemId, ids))
        .orderBy(shopItemMedia.itemId, shopItemMedia.position)
        .all()
    : [];
  const mediaOf = groupBy(media, (m) => m.itemId);
  const mediumName = mediumNamer(orm);
  const imgs = loadImageRefs(
    orm,
    rows.map((r) => r.imgId),
  );
  return rows.map((row) => ({
    _id: row.id,
    slug: row.slug,
    title: row.title,
    year: row.year,
    artist: { name: row.artistName, slug: row.artistSlug },
    medium: (mediaOf.get(row.id) ?? []).map((m) => m.medium),
    medium_names: (mediaOf.get(row.id) ?? []).map((m) => mediumName(m.medium)),
    img: (row.imgId === null ? undefined : imgs.get(row.imgId)) ?? null,
    lowPrice: row.unpriced === 1 || row.lowCents === null ? null : centsToEuros(row.lowCents),
    price_on_request: row.priceOnRequest,
    availability: row.availability,
  }));
}
