import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { DEFAULT_LANG, LANGS } from '../../../shared/languages.ts';
import { FIRST_ROLE, ROLES } from '../../../shared/roles.ts';
import { createdAt } from './columns.ts';

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    // Accounts from before roles became owners (issue 29); every insert names its role.
    role: text('role', { enum: ROLES }).notNull().default(FIRST_ROLE),
    createdAt: createdAt(),
    lastSignInAt: integer('last_sign_in_at', { mode: 'timestamp_ms' }),
    // Two-step sign-in (issue 29, docs/decisions/021): the authenticator app's key once confirmed, the one being
    // set up until then, and the time step of the last code accepted, so a code is good once.
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpLastStep: integer('totp_last_step'),
    // The language of the mails the account is sent (issue 29: a sign-in from a new device).
    language: text('language', { enum: LANGS }).notNull().default(DEFAULT_LANG),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

// Only the sha-256 of the cookie's token is stored.
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
    // Where the session signed in, so staff can tell their sessions apart and end one (issue 29); sessions from
    // before have neither.
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const newsletterSubscribers = sqliteTable(
  'newsletter_subscribers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    unsubscribeToken: text('unsubscribe_token'),
    // Kept rather than deleted, so the address stays out of every export.
    unsubscribedAt: integer('unsubscribed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_unsubscribe_token_unique').on(t.unsubscribeToken),
  ],
);
