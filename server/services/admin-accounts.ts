import { eq } from 'drizzle-orm';
import { AUDIT_ACTORS } from '../../shared/audit.ts';
import {
  MAX_PASSWORD,
  MIN_PASSWORD,
  PASSWORD_IS_EMAIL,
  PASSWORD_LENGTH,
  PASSWORD_TOO_COMMON,
} from '../../shared/auth.ts';
import { FIRST_ROLE, type Role } from '../../shared/roles.ts';
import type { Database, Orm } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { recordAudit } from '../queries/audit.ts';
import { resetSecondFactors } from '../queries/two-step.ts';
import { findUserByEmail, insertUser } from '../queries/users.ts';
import { isCommonPassword } from './common-passwords.ts';
import { hashPassword } from './passwords.ts';

/** The maintainer's commands on the server are in the audit log too, with the server as the actor. */
function auditCommand(
  orm: Orm,
  action: 'create' | 'password' | 'two-step-reset',
  account: { id: number; email: string },
  detail: Record<string, unknown>,
) {
  recordAudit(orm, {
    at: new Date(),
    actorId: null,
    actor: AUDIT_ACTORS.server,
    action,
    targetType: 'account',
    targetId: account.id,
    targetLabel: account.email,
    detail,
  });
}

export class AdminAccountError extends Error {
  override name = 'AdminAccountError';
}

// Issue 5. The length is checked first, so an over-long password is never looked at further.
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < MIN_PASSWORD || password.length > MAX_PASSWORD) return PASSWORD_LENGTH;
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return PASSWORD_IS_EMAIL;
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON;
  return null;
}

// Undefined when the e-mail is taken, in any case.
export async function addAdmin(db: Database, email: string, password: string, role: Role) {
  return insertUser(db.orm, { email, passwordHash: await hashPassword(password), role });
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** The maintainer's command on the server (and the first account): an owner. */
export async function createAdmin(db: Database, email: string, password: string): Promise<{ email: string }> {
  const address = email.trim();
  if (!EMAIL.test(address)) throw new AdminAccountError(`"${address}" is not an e-mail address.`);
  const taken = `An admin with the e-mail ${address} exists already; use reset-password.`;
  if (findUserByEmail(db.orm, address)) throw new AdminAccountError(taken);
  const problem = passwordProblem(password, address);
  if (problem) throw new AdminAccountError(problem);
  const created = await addAdmin(db, address, password, FIRST_ROLE);
  if (!created) throw new AdminAccountError(taken);
  auditCommand(db.orm, 'create', created, { role: FIRST_ROLE });
  return { email: created.email };
}

// Whoever knew the old password loses their session too.
export async function resetAdminPassword(
  db: Database,
  email: string,
  password: string,
): Promise<{ email: string; sessionsEnded: number }> {
  const user = findUserByEmail(db.orm, email);
  if (!user) throw new AdminAccountError(`There is no admin with the e-mail ${email.trim()}.`);
  const problem = passwordProblem(password, user.email);
  if (problem) throw new AdminAccountError(problem);
  const passwordHash = await hashPassword(password);
  const sessionsEnded = db.orm.transaction((tx) => {
    tx.update(users).set({ passwordHash }).where(eq(users.id, user.id)).run();
    const ended = tx.delete(sessions).where(eq(sessions.userId, user.id)).returning({ id: sessions.userId }).all();
    auditCommand(tx, 'password', user, { sessionsEnded: ended.length });
    return ended.length;
  });
  return { email: user.email, sessionsEnded };
}

/** For staff who lost every factor (issue 29): off, and whoever held a session of the account is out. */
export function resetTwoStep(db: Database, email: string): { email: string; sessionsEnded: number } {
  const user = findUserByEmail(db.orm, email);
  if (!user) throw new AdminAccountError(`There is no admin with the e-mail ${email.trim()}.`);
  if (!resetSecondFactors(db.orm, user.id))
    throw new AdminAccountError(`Two-step sign-in is not on for ${user.email}.`);
  const ended = db.orm.delete(sessions).where(eq(sessions.userId, user.id)).returning({ id: sessions.userId }).all();
  auditCommand(db.orm, 'two-step-reset', user, { sessionsEnded: ended.length });
  return { email: user.email, sessionsEnded: ended.length };
}
