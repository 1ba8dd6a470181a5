import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { updatedAt } from './columns.ts';
import { users } from './people.ts';

/**
 * The texts of the public pages that staff edit (shared/site-texts.ts declares each key): one row per key and
 * language, the value as JSON checked by the shared schema on write and read. A key without a row shows its
 * default. Only English ('en') is written today; a Chinese version adds rows, not columns.
 */
export const siteTexts = sqliteTable(
  'site_texts',
  {
    key: text('key').notNull(),
    lang: text('lang').notNull().default('en'),
    value: text('value', { mode: 'json' }).notNull(),
    updatedAt: updatedAt(),
    /** Who saved it last; kept empty when that admin is removed. */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.key, table.lang] })],
);
