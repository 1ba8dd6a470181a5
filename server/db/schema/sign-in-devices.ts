import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './people.ts';

/**
 * The browsers each account has signed in from (issue 29), known by a random token in a long-lived cookie of
 * their own; only its sha-256 is kept. A sign-in from a browser the account does not know sends it a mail.
 */
export const signInDevices = sqliteTable(
  'sign_in_devices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    firstSeenAt: integer('first_seen_at', { mode: 'timestamp_ms' }).notNull(),
    lastSeenAt: integer('last_seen_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tokenHash] })],
);
