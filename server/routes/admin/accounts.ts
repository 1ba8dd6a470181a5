import { type Context, Hono } from 'hono';
import {
  ACCOUNT_TEXTS,
  languageChangeSchema,
  passwordChangeSchema,
  roleChangeSchema,
} from '../../../shared/accounts.ts';
import { ROLE_TEXTS } from '../../../shared/roles.ts';
import { TWO_STEP_TEXTS } from '../../../shared/two-step.ts';
import type { AppEnv, SessionUser } from '../../lib/env.ts';
import { httpError } from '../../lib/errors.ts';
import { bodyLimit, LIMITS } from '../../middleware/body-limit.ts';
import { validateJson } from '../../middleware/validate.ts';
import { resetSecondFactors } from '../../queries/two-step.ts';
import {
  findUserById,
  listUsers,
  removeUserUnlessLastOwner,
  setLanguage,
  setPasswordHash,
  setRoleUnlessLastOwner,
} from '../../queries/users.ts';
import { passwordProblem } from '../../services/admin-accounts.ts';
import { deviceName } from '../../services/device-name.ts';
import { hashPassword, verifyPassword } from '../../services/passwords.ts';
import {
  clearSessionCookie,
  endAllSessions,
  endOtherSessions,
  endSession,
  listSessions,
  readSessionCookie,
} from '../../services/sessions.ts';
import { noteAudit } from './audit-trail.ts';

const accountId = (raw: string) => {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) throw httpError(404, { error: ACCOUNT_TEXTS.notFound });
  return id;
};

const changePassword = validateJson(passwordChangeSchema);

/** The gate has set the user on every admin route; this only gives the type system the same certainty. */
function signedIn(c: Context<AppEnv>): SessionUser {
  const me = c.var.user;
  if (!me) throw httpError(401, { error: 'Sign in to continue.' });
  return me;
}

export const adminAccountRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    const me = c.var.user;
    const accounts = listUsers(c.var.deps.db.orm).map((row) => ({
      _id: row.id,
      email: row.email,
      role: row.role,
      createdAt: row.createdAt.toISOString(),
      lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
      twoStep: row.twoStep,
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
    noteAudit(c, { label: account.email, detail: { role: account.role } });
    return c.json({ message: ACCOUNT_TEXTS.removed(account.email) }, 200);
  })
  // The role is read with the session on every request, so a change applies to the account's next click.
  .put('/:id/role', bodyLimit(LIMITS.small), validateJson(roleChangeSchema), (c) => {
    const { db } = c.var.deps;
    const id = accountId(c.req.param('id'));
    const { role } = c.req.valid('json');
    const before = findUserById(db.orm, id);
    const outcome = setRoleUnlessLastOwner(db.orm, id, role);
    if (outcome === 'missing') throw httpError(404, { error: ACCOUNT_TEXTS.notFound });
    if (outcome === 'last') throw httpError(409, { error: ROLE_TEXTS.lastOwner });
    const account = findUserById(db.orm, id);
    noteAudit(c, { label: account?.email ?? '', changes: { role: [before?.role ?? null, role] } });
    return c.json({ message: ACCOUNT_TEXTS.roleChanged(account?.email ?? '', ROLE_TEXTS.label[role]) }, 200);
  })
  .put('/language', bodyLimit(LIMITS.small), validateJson(languageChangeSchema), (c) => {
    const me = signedIn(c);
    const { language } = c.req.valid('json');
    setLanguage(c.var.deps.db.orm, me.id, language);
    // This answer is already in the new language.
    c.set('user', { ...me, language });
    noteAudit(c, { changes: { language: [me.language, language] } });
    return c.json({ message: ACCOUNT_TEXTS.languageChanged }, 200);
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
  // One's own sessions (issue 29): where each signed in, when, and when it was last used.
  .get('/sessions', (c) => {
    const { db, now } = c.var.deps;
    const me = signedIn(c);
    const list = listSessions(db, me.id, now(), readSessionCookie(c)).map((session) => ({
      id: session.id,
      device: deviceName(session.userAgent),
      ip: session.ip,
      signedInAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      current: session.current,
    }));
    c.header('Cache-Control', 'no-store');
    return c.json({ sessions: list }, 200);
  })
  .delete('/sessions/:id', bodyLimit(LIMITS.small), (c) => {
    const me = signedIn(c);
    if (!endSession(c.var.deps.db, me.id, c.req.param('id'))) {
      throw httpError(404, { error: ACCOUNT_TEXTS.sessionNotFound });
    }
    noteAudit(c, { label: me.email });
    return c.json({ message: ACCOUNT_TEXTS.sessionEnded }, 200);
  })
  .post('/sign-out-others', bodyLimit(LIMITS.small), (c) => {
    const me = signedIn(c);
    const token = readSessionCookie(c);
    const ended = token ? endOtherSessions(c.var.deps.db, me.id, token) : 0;
    // With no other session there was nothing to end, and nothing to log.
    noteAudit(c, ended > 0 ? { detail: { sessions: 'others', ended } } : { nothingWritten: true });
    return c.json({ message: ACCOUNT_TEXTS.othersSignedOut }, 200);
  })
  // An owner ends every session of another account: a lost phone, a colleague who left in a hurry.
  .post('/:id/sign-out', bodyLimit(LIMITS.small), (c) => {
    const { db } = c.var.deps;
    const account = findUserById(db.orm, accountId(c.req.param('id')));
    if (!account) throw httpError(404, { error: ACCOUNT_TEXTS.notFound });
    endAllSessions(db, account.id);
    noteAudit(c, { label: account.email });
    return c.json({ message: ACCOUNT_TEXTS.accountSignedOut(account.email) }, 200);
  })
  // An owner turns off another account's lost second factor (issue 29); its sessions end with it.
  .post('/:id/reset-two-step', bodyLimit(LIMITS.small), (c) => {
    const { db } = c.var.deps;
    const account = findUserById(db.orm, accountId(c.req.param('id')));
    if (!account) throw httpError(404, { error: ACCOUNT_TEXTS.notFound });
    if (!resetSecondFactors(db.orm, account.id))
      throw httpError(409, { error: TWO_STEP_TEXTS.notOnFor(account.email) });
    endAllSessions(db, account.id);
    noteAudit(c, { label: account.email });
    return c.json({ message: TWO_STEP_TEXTS.reset(account.email) }, 200);
  })
  .post('/sign-out-everywhere', bodyLimit(LIMITS.small), (c) => {
    const me = c.var.user;
    if (me) endAllSessions(c.var.deps.db, me.id);
    clearSessionCookie(c);
    noteAudit(c, { detail: { sessions: 'all' } });
    return c.json({ message: ACCOUNT_TEXTS.signedOutEverywhere }, 200);
  });
