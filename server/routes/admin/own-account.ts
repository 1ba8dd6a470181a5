import type { Context } from 'hono';
import { TWO_STEP_TEXTS } from '../../../shared/two-step.ts';
import type { AppEnv, SessionUser } from '../../lib/env.ts';
import { httpError } from '../../lib/errors.ts';
import { findUserById } from '../../queries/users.ts';
import { verifyPassword } from '../../services/passwords.ts';

/** What the routes of one's own second factors share (./two-step.ts, ./passkeys.ts). */

/** The gate has set the user on every admin route; this only gives the type system the same certainty. */
export function signedIn(c: Context<AppEnv>): SessionUser {
  const me = c.var.user;
  if (!me) throw httpError(401, { error: 'Sign in to continue.' });
  return me;
}

/** A change that weakens the account asks for the password again: a browser left signed in is not enough. */
export async function checkPassword(c: Context<AppEnv>, password: string) {
  const account = findUserById(c.var.deps.db.orm, signedIn(c).id);
  if (!account || !(await verifyPassword(password, account.passwordHash))) {
    throw httpError(400, { errors: [{ msg: TWO_STEP_TEXTS.wrongPassword, path: 'password' }] });
  }
}
