import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { workAvailability } from '../../shared/inventory.ts';
import { centsToEuros } from '../../shared/money.ts';
import { artists } from '../content/types/artists.ts';
import { shopItemSizes, shopItems } from '../content/types/shop-items.ts';
import type { Orm } from '../db/client.ts';
import { groupBy } from '../lib/group.ts';
import { loadImageRefs } from './images.ts';
import { isPublic } from './published.ts';
import { tr } from './translated-fields.ts';

const columns = () => ({
  id: shopItems.id,
  slug: shopItems.slug,
  title: tr('shop', shopItems, 'title', 'title'),
  year: shopItems.year,
  imgId: shopItems.imgId,
  availability: shopItems.availability,
  priceOnRequest: shopItems.priceOnRequest,
  artistName: tr('artists', artists, 'name', 'name'),
  artistSlug: artists.slug,
});

/** `now` null reads as staff do: every work, drafts too (the admin's featured list). */
function readCards(orm: Orm, where: SQL, now: Date | null) {
  const rows = orm
    .select(columns())
    .from(shopItems)
    .innerJoin(artists, eq(artists.id, shopItems.artistId))
    .where(now ? and(where, isPublic(shopItems, now)) : where)
    .orderBy(desc(shopItems.createdAt), desc(shopItems.id))
    .all();
  if (rows.length === 0) return [];
  const sizes = orm
    .select({
      itemId: shopItemSizes.itemId,
      priceCents: shopItemSizes.priceCents,
      availability: shopItemSizes.availability,
    })
    .from(shopItemSizes)
    .where(
      inArray(
        shopItemSizes.itemId,
        rows.map((r) => r.id),
      ),
    )
    .all();
  const sizesOf = groupBy(sizes, (s) => s.itemId);
  const imgs = loadImageRefs(
    orm,
    rows.map((r) => r.imgId),
  );
  return rows.map((row) => {
    const own = sizesOf.get(row.id) ?? [];
    const prices = own.map((s) => s.priceCents);
    return {
      _id: row.id,
      slug: row.slug,
      title: row.title,
      year: row.year,
      artist: { name: row.artistName, slug: row.artistSlug },
      img: imgs.get(row.imgId) ?? null,
      availability: workAvailability(row.availability, own),
      price_on_request: row.priceOnRequest,
      lowPrice: row.priceOnRequest || prices.length === 0 ? null : centsToEuros(Math.min(...prices)),
    };
  });
}

export type WorkCard = ReturnType<typeof readCards>[number];

export function worksByArtist(orm: Orm, artistId: number, now: Date): WorkCard[] {
  return readCards(orm, eq(shopItems.artistId, artistId), now);
}

export function worksByIds(orm: Orm, ids: readonly number[], now: Date | null): WorkCard[] {
  if (ids.length === 0) return [];
  const byId = new Map(readCards(orm, inArray(shopItems.id, [...ids]), now).map((card) => [card._id, card]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
