import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import { LOGIN_FAILED, loginSchema } from '../../shared/auth.ts';
import { noInputSchema, PASSKEY_TEXTS, passkeySignInSchema } from '../../shared/passkeys.ts';
import { isAppCode, secondStepSchema, TWO_STEP_TEXTS } from '../../shared/two-step.ts';
import { visitorAddress } from '../lib/client-address.ts';
import type { AppEnv } from '../lib/env.ts';
import { bodyLimit, LIMITS } from '../middleware/body-limit.ts';
import { validateJson } from '../middleware/validate.ts';
import { credentialsOf, findPasskey, recordPasskeyUse } from '../queries/passkeys.ts';
import { acceptTotpStep, spendRecoveryCode, twoStepRequired, twoStepState } from '../queries/two-step.ts';
import { findUserByEmail, findUserById, recordSignIn, type UserRow } from '../queries/users.ts';
import { verifyCaptcha } from '../services/captcha.ts';
import { loginThrottleFor, secondStepThrottleFor } from '../services/login-throttle.ts';
import { authenticationOptions, verifiedAssertion } from '../services/passkeys.ts';
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
import {
  endSignInStep,
  keepStepChallenge,
  pendingSignInStep,
  startSignInStep,
  takeStepChallenge,
} from '../services/sign-in-steps.ts';
import { hashRecoveryCode, matchingStep } from '../services/two-step.ts';

/** The session token travels only in the HttpOnly cookie; no answer here ever carries it. */

type PasskeyAnswer = z.output<typeof passkeySignInSchema>['credential'];

const tooMany = (seconds: number) => `Too many failed attempts. Try again in ${seconds} seconds.`;

const deviceOf = (c: Context<AppEnv>) => ({ ip: visitorAddress(c), userAgent: c.req.header('User-Agent') ?? '' });

/**
 * What the app knows of the account signed in: who, the role, the language of its mails, and whether it still
 * owes its second factor.
 */
function accountAnswer(c: Context<AppEnv>, user: Pick<UserRow, 'id' | 'email' | 'role' | 'language'>) {
  const { orm } = c.var.deps.db;
  const twoStep = twoStepState(orm, user.id).on;
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

/** The account waiting for its second step in this browser; an expired step says to start again. */
function pendingAccount(c: Context<AppEnv>) {
  const pending = pendingSignInStep(c);
  const user = pending === undefined ? undefined : findUserById(c.var.deps.db.orm, pending);
  if (!user) endSignInStep(c);
  return user;
}

const stepExpired = (c: Context<AppEnv>) =>
  c.json({ success: false as const, error: TWO_STEP_TEXTS.stepExpired, restart: true as const }, 401);

/** Counts an attempt at the second step, per account and per address; the seconds to wait when there were too many. */
function secondStepWait(c: Context<AppEnv>, user: UserRow): number {
  const wait = secondStepThrottleFor(c.var.deps).attempt(String(user.id), visitorAddress(c), c.var.deps.now());
  if (wait > 0) {
    auditSignIn(c, user, user.email, { ok: false, reason: 'too many attempts', step: 'second' });
    c.header('Retry-After', String(wait));
  }
  return wait;
}

/** A passkey's answer is checked once, against the challenge the step kept, and its counter must go up. */
async function passkeyAccepted(c: Context<AppEnv>, userId: number, credential: PasskeyAnswer): Promise<boolean> {
  const { db, config, now } = c.var.deps;
  const challenge = takeStepChallenge(c);
  const passkey = findPasskey(db.orm, userId, credential.id);
  if (challenge === undefined || !passkey) return false;
  const response = { ...credential, clientExtensionResults: {} };
  const counter = await verifiedAssertion(config, response, challenge, passkey);
  return counter !== undefined && recordPasskeyUse(db.orm, passkey.id, counter, now());
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
    const factors = twoStepState(db.orm, user.id);
    if (!factors.on) {
      endSignInStep(c);
      auditSignIn(c, user, email, { ok: true, with: 'password' });
      return finishSignIn(c, user);
    }
    // A second step this browser left unfinished is replaced, its cookie overwritten.
    startSignInStep(c, user.id, deviceOf(c));
    // Which second steps to offer; recovery codes always work.
    const offer = { passkey: factors.passkeys > 0, app: factors.secret !== null };
    return c.json({ success: true as const, secondStep: true as const, ...offer }, 200);
  })
  // The second step (issue 29): throttled like the password, per account and per address.
  .post('/login/second-step', bodyLimit(LIMITS.small), validateJson(secondStepSchema), (c) => {
    const user = pendingAccount(c);
    if (!user) return stepExpired(c);
    const wait = secondStepWait(c, user);
    if (wait > 0) return c.json({ success: false as const, error: TWO_STEP_TEXTS.tooMany(wait) }, 429);
    const { code } = c.req.valid('json');
    if (!codeAccepted(c, user.id, code)) {
      auditSignIn(c, user, user.email, { ok: false, reason: 'code', step: 'second' });
      return c.json({ success: false as const, error: TWO_STEP_TEXTS.codeWrong }, 401);
    }
    auditSignIn(c, user, user.email, { ok: true, with: isAppCode(code) ? 'app' : 'recovery code' });
    secondStepThrottleFor(c.var.deps).succeeded(String(user.id), visitorAddress(c));
    endSignInStep(c);
    return finishSignIn(c, user);
  })
  // A passkey as the second step: a challenge kept on the step, for the account's own passkeys only.
  .post('/login/passkey/options', bodyLimit(LIMITS.small), validateJson(noInputSchema), async (c) => {
    const { db, config } = c.var.deps;
    const user = pendingAccount(c);
    if (!user) return stepExpired(c);
    const credentials = credentialsOf(db.orm, user.id);
    if (credentials.length === 0) return c.json({ success: false as const, error: PASSKEY_TEXTS.noPasskey }, 409);
    const options = await authenticationOptions(config, credentials);
    if (!keepStepChallenge(c, options.challenge)) return stepExpired(c);
    c.header('Cache-Control', 'no-store');
    return c.json(options, 200);
  })
  .post('/login/passkey', bodyLimit(LIMITS.small), validateJson(passkeySignInSchema), async (c) => {
    const user = pendingAccount(c);
    if (!user) return stepExpired(c);
    const wait = secondStepWait(c, user);
    if (wait > 0) return c.json({ success: false as const, error: TWO_STEP_TEXTS.tooMany(wait) }, 429);
    if (!(await passkeyAccepted(c, user.id, c.req.valid('json').credential))) {
      auditSignIn(c, user, user.email, { ok: false, reason: 'passkey', step: 'second' });
      return c.json({ success: false as const, error: PASSKEY_TEXTS.passkeyWrong }, 401);
    }
    auditSignIn(c, user, user.email, { ok: true, with: 'passkey' });
    secondStepThrottleFor(c.var.deps).succeeded(String(user.id), visitorAddress(c));
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
