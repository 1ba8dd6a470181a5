import { asc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/** Lookups compare lower() on both sides, as the unique index does, so database and code agree on a match. */

export type UserRow = { id: number; email: string; passwordHash: string };

export function findUserByEmail(orm: Orm, email: string): UserRow | undefined {
  return orm
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .get();
}

/** One statement, so two signups racing for the same address cannot both succeed. */
export function insertUser(orm: Orm, email: string, passwordHash: string): { id: number; email: string } | undefined {
  return orm
    .insert(users)
    .values({ email: email.trim(), passwordHash })
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email })
    .get();
}

export function findUserById(orm: Orm, id: number): UserRow | undefined {
  return orm
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, id))
    .get();
}

export function listUsers(orm: Orm) {
  return orm
    .select({ id: users.id, email: users.email, createdAt: users.createdAt, lastSignInAt: users.lastSignInAt })
    .from(users)
    .orderBy(asc(users.createdAt), asc(users.id))
    .all();
}

export function recordSignIn(orm: Orm, id: number, at: Date): void {
  orm.update(users).set({ lastSignInAt: at }).where(eq(users.id, id)).run();
}

export function setPasswordHash(orm: Orm, id: number, passwordHash: string): void {
  orm.update(users).set({ passwordHash }).where(eq(users.id, id)).run();
}

/** One statement (SQLite writes one at a time), so two admins removing each other cannot leave none. */
export function removeUserUnlessLast(orm: Orm, id: number): 'removed' | 'last' | 'missing' {
  const removed = orm
    .delete(users)
    .where(sql`${users.id} = ${id} AND (SELECT count(*) FROM ${users}) > 1`)
    .returning({ id: users.id })
    .get();
  if (removed) return 'removed';
  return findUserById(orm, id) ? 'last' : 'missing';
}
