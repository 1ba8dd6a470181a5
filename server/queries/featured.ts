import { asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { FEATURED_COUNT } from '../../shared/featured.ts';
import { shopItems } from '../content/types/shop-items.ts';
import type { Orm } from '../db/client.ts';
import { featuredWorks } from '../db/schema/index.ts';
import { isPublic } from './published.ts';
import { shopItemsByIds } from './shop.ts';
import { worksByIds } from './work-cards.ts';

/** A deleted chosen work goes with its row (ON DELETE CASCADE); a sold one stays, marked 'Sold', till staff move it. */

/** A chosen draft, or one scheduled for later, gives way to the newest public work. */
export function featuredIds(orm: Orm, now: Date): number[] {
  return orm
    .select({ id: shopItems.id })
    .from(shopItems)
    .leftJoin(featuredWorks, eq(featuredWorks.itemId, shopItems.id))
    .where(isPublic(shopItems, now))
    .orderBy(isNull(featuredWorks.position), asc(featuredWorks.position), desc(shopItems.createdAt), desc(shopItems.id))
    .limit(FEATURED_COUNT)
    .all()
    .map((row) => row.id);
}

export function homeFeatured(orm: Orm, now: Date) {
  return shopItemsByIds(orm, featuredIds(orm, now));
}

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

export function existingShopItemIds(orm: Orm, ids: readonly number[]): Set<number> {
  if (ids.length === 0) return new Set();
  const rows = orm
    .select({ id: shopItems.id })
    .from(shopItems)
    .where(inArray(shopItems.id, [...ids]))
    .all();
  return new Set(rows.map((row) => row.id));
}

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
