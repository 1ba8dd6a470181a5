import { asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { FEATURED_COUNT } from '../../shared/featured.ts';
import type { Orm } from '../db/client.ts';
import { featuredWorks, shopItems } from '../db/schema/index.ts';
import { shopItemsByIds } from './shop.ts';
import { worksByIds } from './work-cards.ts';

/**
 * The home page's featured works: the ones staff chose, in their order, then the newest works to make up
 * four. A chosen work that is deleted leaves with its row (ON DELETE CASCADE) and the newest take its place.
 * A sold work stays: the card shows its 'Sold' mark, and staff decide whether it keeps its place.
 */

/** The ids the home page shows: chosen ones by position, then the newest not already among them. */
export function featuredIds(orm: Orm): number[] {
  return (
    orm
      .select({ id: shopItems.id })
      .from(shopItems)
      .leftJoin(featuredWorks, eq(featuredWorks.itemId, shopItems.id))
      // Only works a visitor may see belong here: when works can be drafts, their public condition goes in
      // this `where`, and a chosen work that is not public gives way to the newest public ones.
      .where(undefined)
      .orderBy(
        // Chosen works first (a null position sorts after every number), then newest first.
        isNull(featuredWorks.position),
        asc(featuredWorks.position),
        desc(shopItems.createdAt),
        desc(shopItems.id),
      )
      .limit(FEATURED_COUNT)
      .all()
      .map((row) => row.id)
  );
}

/** GET /api/shop/featured: the four works as the shop's cards show them, in the home page's order. */
export function homeFeatured(orm: Orm) {
  return shopItemsByIds(orm, featuredIds(orm));
}

/** The admin's list: the chosen works in order, as cards (title, artist, state, image). */
export function chosenFeatured(orm: Orm) {
  const ids = orm
    .select({ id: featuredWorks.itemId })
    .from(featuredWorks)
    .orderBy(asc(featuredWorks.position))
    .all()
    .map((row) => row.id);
  return worksByIds(orm, ids);
}

/** Which of these ids name a shop item. */
export function existingShopItemIds(orm: Orm, ids: readonly number[]): Set<number> {
  if (ids.length === 0) return new Set();
  const rows = orm
    .select({ id: shopItems.id })
    .from(shopItems)
    .where(inArray(shopItems.id, [...ids]))
    .all();
  return new Set(rows.map((row) => row.id));
}

/** Replaces the choice with these ids, first at position 1. */
export function saveFeatured(orm: Orm, ids: readonly number[]) {
  orm.transaction((tx) => {
    tx.delete(featuredWorks).run();
    if (ids.length > 0) {
      tx.insert(featuredWorks)
        .values(ids.map((itemId, i) => ({ position: i + 1, itemId })))
        .run();
    }
  });
}
