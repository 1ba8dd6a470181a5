import { type Context, Hono } from 'hono';
import { LOGIN_FAILED, loginSchema } from '../../shared/auth.ts';
import { isAppCode, secondStepSchema, TWO_STEP_TEXTS } from '../../shared/two-step.ts';
import { visitorAddress } from '../lib/client-address.ts';
import type { AppEnv } from '../lib/env.ts';
import { bodyLimit, LIMITS } from '../middleware/body-limit.ts';
import { validateJson } from '../middleware/validate.ts';
import { acceptTotpStep, spendRecoveryCode, twoStepRequired, twoStepState } from '../queries/two-step.ts';
import { findUserByEmail, findUserById, recordSignIn, type UserRow } from '../queries/users.ts';
import { verifyCaptcha } from '../services/captcha.ts';
import { loginThrottleFor, secondStepThrottleFor } from '../services/login-throttle.ts';
import { decoyHash, verifyPassword } from '../services/passwords.ts';
import {
  clearSessionCookie,
  createSession,
  deleteDeadSessions,
  deleteSession,
  readSessionCookie,
  sessionUser,
  writeSessionCookie,
} from '../services/sessions.ts';
import { auditSignIn } from '../services/sign-in-audit.ts';
import { noteSignInDevice } from '../services/sign-in-devices.ts';
import { endSignInStep, pendingSignInStep, startSignInStep } from '../services/sign-in-steps.ts';
import { hashRecoveryCode, matchingStep } from '../services/two-step.ts';

/** The session token travels only in the HttpOnly cookie; no answer here ever carries it. */

const tooMany = (seconds: number) => `Too many failed attempts. Try again in ${seconds} seconds.`;

const deviceOf = (c: Context<AppEnv>) => ({ ip: visitorAddress(c), userAgent: c.req.header('User-Agent') ?? '' });

/**
 * What the app knows of the account signed in: who, the role, the language of its mails, and whether it still
 * owes its second factor.
 */
function accountAnswer(c: Context<AppEnv>, user: Pick<UserRow, 'id' | 'email' | 'role' | 'language'>) {
  const { orm } = c.var.deps.db;
  const twoStep = twoStepState(orm, user.id).secret !== null;
  return {
    _id: user.id,
    email: user.email,
    role: user.role,
    language: user.language,
    twoStep,
    mustSetUpTwoStep: !twoStep && twoStepRequired(orm),
  };
}

/** Both steps done, or the only one the account has: a fresh session, never the token planted before sign-in. */
function finishSignIn(c: Context<AppEnv>, user: UserRow) {
  const { db, now } = c.var.deps;
  recordSignIn(db.orm, user.id, now());
  deleteDeadSessions(db, now());
  const previous = readSessionCookie(c);
  if (previous) deleteSession(db, previous);
  const device = deviceOf(c);
  writeSessionCookie(c, createSession(db, user.id, now(), device));
  noteSignInDevice(c, user, device, user.lastSignInAt !== null);
  return c.json({ success: true as const, user: accountAnswer(c, user) }, 200);
}

/** A code from the app is good once, in its window; a recovery code once ever. */
function codeAccepted(c: Context<AppEnv>, userId: number, code: string): boolean {
  const { db, now } = c.var.deps;
  if (isAppCode(code)) {
    const secret = twoStepState(db.orm, userId).secret;
    const step = secret === null ? undefined : matchingStep(secret, code, now());
    return step !== undefined && acceptTotpStep(db.orm, userId, step);
  }
  return spendRecoveryCode(db.orm, userId, hashRecoveryCode(code), now());
}

export const userRoutes = new Hono<AppEnv>()
  .post('/login', bodyLimit(LIMITS.small), validateJson(loginSchema), async (c) => {
    const { db, now } = c.var.deps;
    const { email, password, captchaToken } = c.req.valid('json');
    const address = visitorAddress(c);

    // First the captcha: without a solved one nothing below runs, not even the throttle's bookkeeping.
    const captcha = await verifyCaptcha(c.var.deps, captchaToken, address);
    if (!captcha.ok) return c.json({ success: false as const, error: captcha.message }, captcha.status);

    // Unknown e-mails are throttled like real ones, so a 429 does not tell which accounts exist either.
    const account = email.toLowerCase();
    const throttle = loginThrottleFor(c.var.deps);
    const wait = throttle.attempt(account, address, now());
    if (wait > 0) {
      const refused = { ok: false, reason: 'too many attempts', step: 'password' } as const;
      auditSignIn(c, findUserByEmail(db.orm, email), email, refused);
      c.header('Retry-After', String(wait));
      return c.json({ success: false as const, error: tooMany(wait) }, 429);
    }

    const user = findUserByEmail(db.orm, email);
    const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !matches) {
      auditSignIn(c, user, email, { ok: false, reason: 'password', step: 'password' });
      return c.json({ success: false as const, error: LOGIN_FAILED }, 401);
    }

    throttle.succeeded(account, address);
    if (twoStepState(db.orm, user.id).secret === null) {
      endSignInStep(c);
      auditSignIn(c, user, email, { ok: true, with: 'password' });
      return finishSignIn(c, user);
    }
    // A second step this browser left unfinished is replaced, its cookie overwritten.
    startSignInStep(c, user.id, deviceOf(c));
    return c.json({ success: true as const, secondStep: true as const }, 200);
  })
  // The second step (issue 29): throttled like the password, per account and per address.
  .post('/login/second-step', bodyLimit(LIMITS.small), validateJson(secondStepSchema), (c) => {
    const { db, now } = c.var.deps;
    const pending = pendingSignInStep(c);
    const user = pending === undefined ? undefined : findUserById(db.orm, pending);
    if (!user) {
      endSignInStep(c);
      return c.json({ success: false as const, error: TWO_STEP_TEXTS.stepExpired, restart: true as const }, 401);
    }
    const address = visitorAddress(c);
    const throttle = secondStepThrottleFor(c.var.deps);
    const wait = throttle.attempt(String(user.id), address, now());
    if (wait > 0) {
      auditSignIn(c, user, user.email, { ok: false, reason: 'too many attempts', step: 'second' });
      c.header('Retry-After', String(wait));
      return c.json({ success: false as const, error: TWO_STEP_TEXTS.tooMany(wait) }, 429);
    }
    const { code } = c.req.valid('json');
    if (!codeAccepted(c, user.id, code)) {
      auditSignIn(c, user, user.email, { ok: false, reason: 'code', step: 'second' });
      return c.json({ success: false as const, error: TWO_STEP_TEXTS.codeWrong }, 401);
    }
    auditSignIn(c, user, user.email, { ok: true, with: isAppCode(code) ? 'app' : 'recovery code' });
    throttle.succeeded(String(user.id), address);
    endSignInStep(c);
    return finishSignIn(c, user);
  })
  .post('/auth', bodyLimit(LIMITS.small), (c) => {
    const user = sessionUser(c);
    if (!user && readSessionCookie(c)) clearSessionCookie(c);
    return c.json({ user: user ? accountAnswer(c, user) : null }, 200);
  })
  .post('/logout', bodyLimit(LIMITS.small), (c) => {
    const token = readSessionCookie(c);
    if (token) deleteSession(c.var.deps.db, token);
    clearSessionCookie(c);
    return c.json({ success: true as const }, 200);
  });
