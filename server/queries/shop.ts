import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { workAvailability } from '../../shared/inventory.ts';
import { centsToEuros } from '../../shared/money.ts';
import { orderShopItems, type ShopSort } from '../../shared/shop-order.ts';
import { artists } from '../content/types/artists.ts';
import { shopItemImages, shopItemMedia, shopItemPage, shopItemSizes, shopItems } from '../content/types/shop-items.ts';
import type { Orm } from '../db/client.ts';
import { groupBy } from '../lib/group.ts';
import { inChinese, pinyinKeyOf, sortArtistGroups } from './artist-names.ts';
import { groupImageRefs, loadImageRefs } from './images.ts';
import { columnsOf, shownValues } from './public-entries.ts';
import { isPublic, previewOf, publishColumns, type Viewer, visibleTo } from './published.ts';
import { mediumNamer } from './terms.ts';
import { fallbackOf, languagesAnswer, tr } from './translated-fields.ts';

const listColumns = () => ({
  id: shopItems.id,
  slug: shopItems.slug,
  title: tr('shop', shopItems, 'title', 'title'),
  category: shopItems.category,
  fromCollection: shopItems.fromCollection,
  imgId: shopItems.imgId,
  year: shopItems.year,
  availability: shopItems.availability,
  priceOnRequest: shopItems.priceOnRequest,
  edition: shopItems.edition,
  editionSize: shopItems.editionSize,
  signed: tr('shop', shopItems, 'signed', 'signed'),
  framed: tr('shop', shopItems, 'framed', 'framed'),
  updatedAt: shopItems.updatedAt,
  artistName: tr('artists', artists, 'name', 'name'),
  artistSlug: artists.slug,
});

type Data<C> = C extends { _: { data: infer D; notNull: infer N } } ? (N extends true ? D : D | null) : never;
type Columns = ReturnType<typeof listColumns>;
type ListRow = { [K in keyof Columns]: Columns[K] extends SQL<infer D> ? D : Data<Columns[K]> };

/** When the price is on request no price leaves the server: `lowPrice` and every size's `price` are null. */
function toShopItems(orm: Orm, rows: ListRow[]) {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const media = orm
    .select()
    .from(shopItemMedia)
    .where(inArray(shopItemMedia.itemId, ids))
    .orderBy(shopItemMedia.itemId, shopItemMedia.position)
    .all();
  const sizes = orm
    .select()
    .from(shopItemSizes)
    .where(inArray(shopItemSizes.itemId, ids))
    .orderBy(shopItemSizes.itemId, shopItemSizes.position)
    .all();
  const extras = orm
    .select({ ownerId: shopItemImages.ownerId, imageId: shopItemImages.imageId })
    .from(shopItemImages)
    .where(inArray(shopItemImages.ownerId, ids))
    .orderBy(shopItemImages.ownerId, asc(shopItemImages.position))
    .all();
  const imgs = loadImageRefs(
    orm,
    rows.map((r) => r.imgId),
  );
  const extrasOf = groupImageRefs(orm, extras);
  const mediaOf = groupBy(media, (m) => m.itemId);
  const sizesOf = groupBy(sizes, (s) => s.itemId);
  const mediumName = mediumNamer(orm);

  return rows.map((row) => {
    const ownSizes = sizesOf.get(row.id) ?? [];
    const ownMedia = (mediaOf.get(row.id) ?? []).map((m) => m.medium);
    const hidden = row.priceOnRequest || row.availability === 'not_for_sale';
    const prices = ownSizes.map((s) => s.priceCents);
    return {
      _id: row.id,
      slug: row.slug,
      title: row.title,
      artist: { name: row.artistName, slug: row.artistSlug },
      lowPrice: hidden ? null : prices.length ? centsToEuros(Math.min(...prices)) : 0,
      medium: ownMedia,
      medium_names: ownMedia.map(mediumName),
      category: row.category,
      from_collection: row.fromCollection,
      img: imgs.get(row.imgId) ?? null,
      size_price_info: ownSizes.map((s) => ({
        size: s.size,
        price: hidden ? null : centsToEuros(s.priceCents),
        width_cm: s.widthCm,
        height_cm: s.heightCm,
        depth_cm: s.depthCm,
        availability: s.availability,
      })),
      year: row.year,
      availability: workAvailability(row.availability, ownSizes),
      price_on_request: row.priceOnRequest,
      edition: row.edition,
      edition_size: row.editionSize,
      signed: row.signed,
      framed: row.framed,
      images: extrasOf.get(row.id) ?? [],
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export function listShopItems(orm: Orm, now: Date) {
  const rows = orm
    .select(listColumns())
    .from(shopItems)
    .innerJoin(artists, eq(artists.id, shopItems.artistId))
    .where(isPublic(shopItems, now))
    .orderBy(desc(shopItems.createdAt), desc(shopItems.id))
    .all();
  return toShopItems(orm, rows);
}

/** By artist on a Chinese page: by pinyin keys, as the paged list sorts (docs/decisions/012: 长城 before 重庆). */
export function orderShopList(orm: Orm, items: ShopItem[], order: { sort?: ShopSort; available?: boolean }) {
  if (order.sort !== 'artist' || !inChinese()) return orderShopItems(items, order);
  const kept = orderShopItems(items, { available: order.available });
  const slugs = [...new Set(kept.map((item) => item.artist.slug))];
  const keys = new Map(
    orm
      .select({ slug: artists.slug, pinyin: pinyinKeyOf(artists.id) })
      .from(artists)
      .where(inArray(artists.slug, slugs))
      .all()
      .map((row) => [row.slug, row.pinyin]),
  );
  const names = new Map(kept.map((item) => [item.artist.slug, item.artist.name]));
  const ranked = sortArtistGroups(
    slugs.map((slug) => ({ slug, name: names.get(slug) ?? '', pinyin: keys.get(slug) ?? null })),
  );
  const rank = new Map(ranked.map((artist, index) => [artist.slug, index]));
  // Titles as the paged list's `collate nocase` compares them.
  const title = (item: ShopItem) => item.title.toLowerCase();
  const byTitle = (a: ShopItem, b: ShopItem) => (title(a) < title(b) ? -1 : title(a) > title(b) ? 1 : 0);
  const at = (item: ShopItem) => rank.get(item.artist.slug) ?? ranked.length;
  // Array.prototype.sort is stable: works of one artist and title stay newest first.
  return kept.sort((a, b) => at(a) - at(b) || byTitle(a, b));
}

export function shopItemsByIds(orm: Orm, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = orm
    .select(listColumns())
    .from(shopItems)
    .innerJoin(artists, eq(artists.id, shopItems.artistId))
    .where(inArray(shopItems.id, [...ids]))
    .all();
  const byId = new Map(toShopItems(orm, rows).map((item) => [item._id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function findShopItem(orm: Orm, slug: string, viewer: Viewer) {
  const row = orm
    .select({
      ...listColumns(),
      ...publishColumns(shopItems),
      ...columnsOf('shop', shopItems, shopItemPage),
    })
    .from(shopItems)
    .innerJoin(artists, eq(artists.id, shopItems.artistId))
    .where(and(eq(shopItems.slug, slug), visibleTo(shopItems, viewer)))
    .get();
  if (!row) return undefined;
  const [item] = toShopItems(orm, [row]);
  if (!item) return undefined;
  const answer = { ...item, ...shownValues(orm, row, shopItemPage), ...previewOf(row, viewer.now) };
  return { ...answer, ...fallbackOf(orm, 'shop', row.id, answer), ...languagesAnswer(orm, 'shop', row.id) };
}

export type ShopItem = ReturnType<typeof listShopItems>[number];
