import { asc } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

export function listAdmins(orm: Orm) {
  return orm.select({ id: users.id, email: users.email }).from(users).orderBy(asc(users.email)).all();
}
