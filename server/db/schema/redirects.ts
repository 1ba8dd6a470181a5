import { index, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';

/** An old slug answers 301 to the new one; chains are collapsed on write, so every row points at a live slug. */
export const slugRedirects = sqliteTable(
  'slug_redirects',
  {
    type: text('type').notNull(),
    oldSlug: text('old_slug').notNull(),
    newSlug: text('new_slug').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.type, t.oldSlug] }), index('slug_redirects_target_idx').on(t.type, t.newSlug)],
);
