import { Hono } from 'hono';
import { ACCOUNT_TEXTS, passwordChangeSchema, roleChangeSchema } from '../../../shared/accounts.ts';
import { ROLE_TEXTS } from '../../../shared/roles.ts';
import type { AppEnv } from '../../lib/env.ts';
import { httpError } from '../../lib/errors.ts';
import { bodyLimit, LIMITS } from '../../middleware/body-limit.ts';
import { validateJson } from '../../middleware/validate.ts';
import {
  findUserById,
  listUsers,
  removeUserUnlessLastOwner,
  setPasswordHash,
  setRoleUnlessLastOwner,
} from '../../queries/users.ts';
import { passwordProblem } from '../../services/admin-accounts.ts';
import { hashPassword, verifyPassword } from '../../services/passwords.ts';
import { clearSessionCookie, endAllSessions, endOtherSessions, readSessionCookie } from '../../services/sessions.ts';

const accountId = (raw: string) => {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) throw httpError(404, { error: ACCOUNT_TEXTS.notFound });
  return id;
};

const changePassword = validateJson(passwordChangeSchema);

export const adminAccountRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    const me = c.var.user;
    const accounts = listUsers(c.var.deps.db.orm).map((row) => ({
      _id: row.id,
      email: row.email,
      role: row.role,
      createdAt: row.createdAt.toISOString(),
      lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
      you: row.id === me?.id,
    }));
    c.header('Cache-Control', 'no-store');
    return c.json({ accounts }, 200);
  })
  .delete('/:id', bodyLimit(LIMITS.small), (c) => {
    const { db } = c.var.deps;
    const id = accountId(c.req.param('id'));
    if (id === c.var.user?.id) throw httpError(400, { error: ACCOUNT_TEXTS.cannotRemoveSelf });
    const account = findUserById(db.orm, id);
    if (!account) throw httpError(404, { error: ACCOUNT_TEXTS.notFound });
    // Sessions go with the account (ON DELETE CASCADE), so the removed admin is signed out at once.
    const outcome = removeUserUnlessLastOwner(db.orm, id);
    if (outcome === 'missing') throw httpError(404, { error: ACCOUNT_TEXTS.notFound });
    if (outcome === 'last') throw httpError(409, { error: ACCOUNT_TEXTS.cannotRemoveLast });
    return c.json({ message: ACCOUNT_TEXTS.removed(account.email) }, 200);
  })
  // The role is read with the session on every request, so a change applies to the account's next click.
  .put('/:id/role', bodyLimit(LIMITS.small), validateJson(roleChangeSchema), (c) => {
    const { db } = c.var.deps;
    const id = accountId(c.req.param('id'));
    const { role } = c.req.valid('json');
    const outcome = setRoleUnlessLastOwner(db.orm, id, role);
    if (outcome === 'missing') throw httpError(404, { error: ACCOUNT_TEXTS.notFound });
    if (outcome === 'last') throw httpError(409, { error: ROLE_TEXTS.lastOwner });
    const account = findUserById(db.orm, id);
    return c.json({ message: ACCOUNT_TEXTS.roleChanged(account?.email ?? '', ROLE_TEXTS.label[role]) }, 200);
  })
  .post('/password', bodyLimit(LIMITS.small), changePassword, async (c) => {
    const { db } = c.var.deps;
    const me = c.var.user;
    const account = me && findUserById(db.orm, me.id);
    if (!account) throw httpError(401, { error: 'Sign in to continue.' });
    const { currentPassword, newPassword } = c.req.valid('json');
    if (!(await verifyPassword(currentPassword, account.passwordHash))) {
      throw httpError(400, { errors: [{ msg: ACCOUNT_TEXTS.wrongCurrent, path: 'currentPassword' }] });
    }
    const problem = passwordProblem(newPassword, account.email);
    if (problem) throw httpError(400, { errors: [{ msg: problem, path: 'newPassword' }] });
    setPasswordHash(db.orm, account.id, await hashPassword(newPassword));
    const token = readSessionCookie(c);
    if (token) endOtherSessions(db, account.id, token);
    return c.json({ message: ACCOUNT_TEXTS.passwordChanged }, 200);
  })
  .post('/sign-out-everywhere', bodyLimit(LIMITS.small), (c) => {
    const me = c.var.user;
    if (me) endAllSessions(c.var.deps.db, me.id);
    clearSessionCookie(c);
    return c.json({ message: ACCOUNT_TEXTS.signedOutEverywhere }, 200);
  });
