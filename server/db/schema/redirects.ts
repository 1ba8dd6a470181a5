import { index, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';

/**
 * Addresses that moved: when staff change an entry's slug, its old address answers 301 to the new one, so a
 * link shared on WeChat, in a newsletter or in a search engine keeps working. `type` is the content type's API
 * key ('shop', 'artists'...). Chains are collapsed on write, so every row points at a live slug.
 */
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
