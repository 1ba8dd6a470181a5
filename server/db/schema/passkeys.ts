import { sql } from 'drizzle-orm';
import { blob, check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';
import { users } from './people.ts';

// Passkeys (WebAuthn) as a second step of sign-in (issue 29, docs/decisions/021).

/**
 * A passkey staff added: the credential's id as the browser gives it (base64url), its public key as COSE bytes,
 * and the signature counter the authenticator last reported (0 for those that keep none).
 */
export const passkeys = sqliteTable(
  'passkeys',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: blob('public_key', { mode: 'buffer' }).notNull(),
    counter: integer('counter').notNull().default(0),
    /** The ways the browser said it reaches the authenticator (`internal`, `hybrid`, `usb`…), as a JSON array. */
    transports: text('transports', { mode: 'json' }).$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('passkeys_user_idx').on(t.userId),
    check('passkeys_name_length', sql`length(${t.name}) BETWEEN 1 AND 60`),
  ],
);

/**
 * The challenge of a passkey being added, one per account: a new start replaces it, and finishing takes it, so
 * it is good once and for a few minutes.
 */
export const passkeyChallenges = sqliteTable('passkey_challenges', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  challenge: text('challenge').notNull(),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
});
