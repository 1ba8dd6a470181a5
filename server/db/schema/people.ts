import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';

/** Staff who may sign in to the admin. E-mail is unique whatever its case. */
export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    /** The last successful sign-in, shown in the list of admins; null until the first. */
    lastSignInAt: integer('last_sign_in_at', { mode: 'timestamp_ms' }),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

/** A signed-in browser. Only the sha-256 of the cookie's token is stored. */
export const sessions = sqliteTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: integer('last_seen_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const newsletterSubscribers = sqliteTable(
  'newsletter_subscribers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    /** The secret of the one-click unsubscribe link: it unsubscribes this address and no other. */
    unsubscribeToken: text('unsubscribe_token'),
    /** Kept (rather than deleted) so the address stays out of every export. */
    unsubscribedAt: integer('unsubscribed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_unsubscribe_token_unique').on(t.unsubscribeToken),
  ],
);
