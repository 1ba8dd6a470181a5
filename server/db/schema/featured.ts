import { sql } from 'drizzle-orm';
import { check, integer, sqliteTable, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { shopItems } from './content.ts';

/**
 * The home page's featured works as staff chose and ordered them: at most four rows, position 1 to 4. A
 * deleted work takes its row with it, and the home page fills the gap with the newest works
 * (server/queries/featured.ts), so an empty table means 'the newest four', as before there was a choice.
 */
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
