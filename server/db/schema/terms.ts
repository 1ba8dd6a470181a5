import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { TERM_KINDS } from '../../../shared/inventory.ts';

export { TERM_KINDS };

/**
 * The names staff may give a shop item's medium, category and collection, managed as lists so a typo does
 * not make a new one. Items keep the name itself; a name is unique in its list whatever its case, in every
 * script (its key, shared/terms.ts termNameKey).
 */
export const terms = sqliteTable(
  'terms',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: TERM_KINDS }).notNull(),
    name: text('name').notNull(),
    /** The name as it is compared (shared/terms.ts termNameKey), written with the name by the code that writes it. */
    nameKey: text('name_key').notNull(),
  },
  (t) => [uniqueIndex('terms_kind_name_key_unique').on(t.kind, t.nameKey)],
);

export type Term = typeof terms.$inferSelect;
