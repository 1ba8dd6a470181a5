import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { FIRST_ROLE } from '../../shared/roles.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from './passwords.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@localhost';

// Without ADMIN_EMAIL and ADMIN_PASSWORD a random password is returned so the start-up can print it, once.
export async function ensureFirstAdmin(
  db: Database,
  config: Config,
): Promise<{ email: string; password: string | null } | null> {
  const [existing] = db.orm.select({ n: count() }).from(users).all();
  if ((existing?.n ?? 0) > 0) return null;

  const email = config.admin.email ?? DEFAULT_ADMIN_EMAIL;
  const generated = config.admin.password ? null : randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(config.admin.password ?? (generated as string));
  db.orm.insert(users).values({ email, passwordHash, role: FIRST_ROLE }).onConflictDoNothing().run();
  return { email, password: generated };
}
