import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { updatedAt } from './columns.ts';
import { users } from './people.ts';

// One row per key and language, so a Chinese version adds rows, not columns; a key without a row shows its default.
export const siteTexts = sqliteTable(
  'site_texts',
  {
    key: text('key').notNull(),
    lang: text('lang').notNull().default('en'),
    value: text('value', { mode: 'json' }).notNull(),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.key, table.lang] })],
);
