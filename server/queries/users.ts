import { asc, eq, sql } from 'drizzle-orm';
import type { Lang } from '../../shared/languages.ts';
import type { Role } from '../../shared/roles.ts';
import type { Orm } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { hasSecondFactor } from './two-step.ts';

/** Lookups compare lower() on both sides, as the unique index does, so database and code agree on a match. */

export type UserRow = {
  id: number;
  email: string;
  passwordHash: string;
  role: Role;
  language: Lang;
  lastSignInAt: Date | null;
};

const userRow = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  role: users.role,
  language: users.language,
  lastSignInAt: users.lastSignInAt,
};

export function findUserByEmail(orm: Orm, email: string): UserRow | undefined {
  return orm.select(userRow).from(users).where(sql`lower(${users.email}) = lower(${email.trim()})`).get();
}

/** One statement, so two signups racing for the same address cannot both succeed. */
export function insertUser(
  orm: Orm,
  account: { email: string; passwordHash: string; role: Role },
): { id: number; email: string } | undefined {
  return orm
    .insert(users)
    .values({ ...account, email: account.email.trim() })
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email })
    .get();
}

export function findUserById(orm: Orm, id: number): UserRow | undefined {
  return orm.select(userRow).from(users).where(eq(users.id, id)).get();
}

export function listUsers(orm: Orm) {
  return orm
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
      lastSignInAt: users.lastSignInAt,
      twoStep: hasSecondFactor(),
    })
    .from(users)
    .orderBy(asc(users.createdAt), asc(users.id))
    .all();
}

export function recordSignIn(orm: Orm, id: number, at: Date): void {
  orm.update(users).set({ lastSignInAt: at }).where(eq(users.id, id)).run();
}

export function setLanguage(orm: Orm, id: number, language: Lang): void {
  orm.update(users).set({ language }).where(eq(users.id, id)).run();
}

export function setPasswordHash(orm: Orm, id: number, passwordHash: string): void {
  orm.update(users).set({ passwordHash }).where(eq(users.id, id)).run();
}

// One statement each (SQLite writes one at a time): two owners removing or demoting each other at once cannot
// leave the gallery without one.
const keepsAnOwner = sql`(${users.role} <> 'owner' OR (SELECT count(*) FROM ${users} WHERE ${users.role} = 'owner') > 1)`;

export function removeUserUnlessLastOwner(orm: Orm, id: number): 'removed' | 'last' | 'missing' {
  const removed = orm
    .delete(users)
    .where(sql`${users.id} = ${id} AND ${keepsAnOwner}`)
    .returning({ id: users.id })
    .get();
  if (removed) return 'removed';
  return findUserById(orm, id) ? 'last' : 'missing';
}

export function setRoleUnlessLastOwner(orm: Orm, id: number, role: Role): 'changed' | 'last' | 'missing' {
  const changed = orm
    .update(users)
    .set({ role })
    .where(sql`${users.id} = ${id} AND (${role} = 'owner' OR ${keepsAnOwner})`)
    .returning({ id: users.id })
    .get();
  if (changed) return 'changed';
  return findUserById(orm, id) ? 'last' : 'missing';
}
