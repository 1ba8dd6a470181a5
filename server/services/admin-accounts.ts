import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { hashPassword } from './passwords.ts';

/** Admin accounts as the maintainer's command line manages them (`npm run admin`). */

export class AdminAccountError extends Error {
  override name = 'AdminAccountError';
}

/** The password rules (SPEC): 12 to 128 characters, and not the e-mail address itself. */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < 12 || password.length > 128) return 'The password must be 12 to 128 characters.';
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return 'The password must not be the e-mail.';
  return null;
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

const findUser = (db: Database, email: string) =>
  db.orm
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .get();

export async function createAdmin(db: Database, email: string, password: string): Promise<{ email: string }> {
  const address = email.trim();
  if (!EMAIL.test(address)) throw new AdminAccountError(`"${address}" is not an e-mail address.`);
  if (findUser(db, address)) {
    throw new AdminAccountError(`An admin with the e-mail ${address} exists already; use reset-password.`);
  }
  const problem = passwordProblem(password, address);
  if (problem) throw new AdminAccountError(problem);
  db.orm
    .insert(users)
    .values({ email: address, passwordHash: await hashPassword(password) })
    .run();
  return { email: address };
}

/** Sets a new password and signs the account out everywhere: whoever knew the old one loses their session too. */
export async function resetAdminPassword(
  db: Database,
  email: string,
  password: string,
): Promise<{ email: string; sessionsEnded: number }> {
  const user = findUser(db, email);
  if (!user) throw new AdminAccountError(`There is no admin with the e-mail ${email.trim()}.`);
  const problem = passwordProblem(password, user.email);
  if (problem) throw new AdminAccountError(problem);
  const passwordHash = await hashPassword(password);
  const sessionsEnded = db.orm.transaction((tx) => {
    tx.update(users).set({ passwordHash }).where(eq(users.id, user.id)).run();
    const ended = tx.delete(sessions).where(eq(sessions.userId, user.id)).returning({ id: sessions.userId }).all();
    return ended.length;
  });
  return { email: user.email, sessionsEnded };
}
