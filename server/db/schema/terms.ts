import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { TERM_KINDS } from '../../../shared/term-kinds.ts';

export { TERM_KINDS };

// Managed as lists so a typo does not make a new name.
export const terms = sqliteTable(
  'terms',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: TERM_KINDS }).notNull(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
  },
  (t) => [uniqueIndex('terms_kind_name_key_unique').on(t.kind, t.nameKey)],
);

export type Term = typeof terms.$inferSelect;
