import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './people.ts';

// The saver's e-mail is copied so the history names them after the account is gone; the id survives a slug change.
export const contentRevisions = sqliteTable(
  'content_revisions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    type: text('type').notNull(),
    entryId: integer('entry_id').notNull(),
    savedAt: integer('saved_at', { mode: 'timestamp_ms' }).notNull(),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedByEmail: text('saved_by_email').notNull().default(''),
    values: text('values', { mode: 'json' }).notNull().$type<Record<string, unknown>>(),
  },
  (t) => [index('content_revisions_entry_idx').on(t.type, t.entryId, t.id)],
);
