import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { TERM_KINDS } from '../../../shared/inventory.ts';

export { TERM_KINDS };

/**
 * The names staff may give a shop item's medium, category and collection, managed as lists so a typo does
 * not make a new one. Items keep the name itself; a name is unique in its list whatever its case.
 */
export const terms = sqliteTable(
  'terms',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: TERM_KINDS }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('terms_kind_name_unique').on(t.kind, sql`lower(${t.name})`)],
);

export type Term = typeof terms.$inferSelect;
