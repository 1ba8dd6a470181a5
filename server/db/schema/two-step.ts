import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';
import { users } from './people.ts';

// Two-step sign-in (issue 29, docs/decisions/021).

/** Ten per account, each good for one sign-in; only their sha-256 is kept, as for session tokens. */
export const recoveryCodes = sqliteTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * A password that matched, waiting for its second step. Its token is in a cookie of its own that opens no admin
 * route; only its sha-256 is kept.
 */
export const signInSteps = sqliteTable(
  'sign_in_steps',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The challenge a passkey must sign to finish this sign-in; taken by the first answer, right or wrong. */
    passkeyChallenge: text('passkey_challenge'),
  },
  (t) => [index('sign_in_steps_user_idx').on(t.userId)],
);

/** The owners' rules for every account: one row, id 1. */
export const accountPolicy = sqliteTable('account_policy', {
  id: integer('id').primaryKey(),
  requireTwoStep: integer('require_two_step', { mode: 'boolean' }).notNull().default(false),
});
