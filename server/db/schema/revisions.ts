import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './people.ts';

/**
 * Every save of a content entry keeps a revision: who saved it, when, and the entry's values exactly as the
 * admin form loads them (JSON), so staff can compare versions and restore one. `type` is the content type's
 * API key ('shop', 'artists'...); the entry is named by its id, which survives a change of slug. The last 50
 * of an entry are kept, and they go with the entry when it is deleted. The saver's e-mail is copied, so the
 * history still says who it was after that account is removed.
 */
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
