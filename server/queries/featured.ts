import { asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { FEATURED_COUNT } from '../../shared/featured.ts';
import type { Orm } from '../db/client.ts';
import { featuredWorks, shopItems } from '../db/schema/index.ts';
import { isPublic } from './published.ts';
import { shopItemsByIds } from './shop.ts';
import { worksByIds } from './work-cards.ts';

/**
 * The home page's featured works: the ones staff chose, in their order, then the newest works to make up
 * four. A chosen work that is deleted leaves with its row (ON DELETE CASCADE) and the newest take its place.
 * A sold work stays: the card shows its 'Sold' mark, and staff decide whether it keeps its place.
 */

/**
 * The ids the home page shows at `now`: chosen ones by position, then the newest not already among them.
 * Only works a visitor may see: a chosen draft, or one scheduled for later, gives way to the newest public.
 */
export function featuredIds(orm: Orm, now: Date): number[] {
  return orm
    .select({ id: shopItems.id })
    .from(shopItems)
    .leftJoin(featuredWorks, eq(featuredWorks.itemId, shopItems.id))
    .where(isPublic(shopItems, now))
    .orderBy(
      // Chosen works first (a null position sorts after every number), then newest first.
      isNull(featuredWorks.position),
      asc(featuredWorks.position),
      desc(shopItems.createdAt),
      desc(shopItems.id),
    )
    .limit(FEATURED_COUNT)
    .all()
    .map((row) => row.id);
}

/** GET /api/shop/featured: the four works as the shop's cards show them, in the home page's order. */
export function homeFeatured(orm: Orm, now: Date) {
  return shopItemsByIds(orm, featuredIds(orm, now));
}

/** The admin's list: the chosen works in order, as cards (title, artist, state, image). */
export function chosenFeatured(orm: Orm) {
  const ids = orm
    .select({ id: featuredWorks.itemId })
    .from(featuredWorks)
    .orderBy(asc(featuredWorks.position))
    .all()
    .map((row) => row.id);
  // Staff see their choice whole, drafts too: a chosen draft waits for its publication in its place.
  return worksByIds(orm, ids, null);
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
