import { sql } from 'drizzle-orm';
import { check, integer, sqliteTable, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { shopItems } from '../../content/types/shop-items.ts';

// An empty table means 'the newest four' (server/queries/featured.ts fills the gaps), as before there was a choice.
export const featuredWorks = sqliteTable(
  'featured_works',
  {
    position: integer('position').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => shopItems.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('featured_works_item_unique').on(t.itemId),
    check('featured_works_position_range', sql`${t.position} BETWEEN 1 AND 4`),
  ],
);
