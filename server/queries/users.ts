import { sql } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/**
 * Admin accounts. An e-mail is one account whatever its case: lookups compare lower() on both sides, the
 * same expression the unique index is built on, so the database and the code never disagree about a match.
 */

export type UserRow = { id: number; email: string; passwordHash: string };

export function findUserByEmail(orm: Orm, email: string): UserRow | undefined {
  return orm
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .get();
}

/**
 * Adds an account unless the e-mail is taken in any case; undefined when it was. One statement, so two
 * signups racing for the same address cannot both succeed.
 */
export function insertUser(orm: Orm, email: string, passwordHash: string): { id: number; email: string } | undefined {
  return orm
    .insert(users)
    .values({ email: email.trim(), passwordHash })
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email })
    .get();
}
