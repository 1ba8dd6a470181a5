import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { signInSteps } from '../db/schema/index.ts';
import type { AppEnv } from '../lib/env.ts';
import { isHttps } from '../middleware/origin-check.ts';
import { hashToken, MAX_USER_AGENT, type SignInDevice } from './sessions.ts';

/**
 * A password that matched on an account with two-step sign-in (issue 29, docs/decisions/021) gives no session:
 * it gives this, a token in a cookie of its own, good for five minutes and only for the second step. No admin
 * route reads it, so the password alone opens nothing.
 */

const STEP_LIMIT_MS = 5 * 60 * 1000;
const cookieName = (secure: boolean) => (secure ? '__Host-signin-step' : 'signin-step');

export function startSignInStep(c: Context<AppEnv>, userId: number, device: SignInDevice): void {
  const { db, now } = c.var.deps;
  const at = now();
  const token = randomBytes(32).toString('base64url');
  const replaced = getCookie(c, cookieName(isHttps(c)));
  db.orm
    .delete(signInSteps)
    .where(or(lt(signInSteps.expiresAt, at), eq(signInSteps.tokenHash, hashToken(replaced ?? ''))))
    .run();
  db.orm
    .insert(signInSteps)
    .values({
      tokenHash: hashToken(token),
      userId,
      createdAt: at,
      expiresAt: new Date(at.getTime() + STEP_LIMIT_MS),
      ip: device.ip,
      userAgent: device.userAgent.slice(0, MAX_USER_AGENT),
    })
    .run();
  const secure = isHttps(c);
  setCookie(c, cookieName(secure), token, {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    secure,
    maxAge: STEP_LIMIT_MS / 1000,
  });
}

/** The account waiting for its second step in this browser, if its five minutes are not over. */
export function pendingSignInStep(c: Context<AppEnv>): number | undefined {
  const token = getCookie(c, cookieName(isHttps(c)));
  if (!token) return undefined;
  const { db, now } = c.var.deps;
  const row = db.orm
    .select({ userId: signInSteps.userId })
    .from(signInSteps)
    .where(and(eq(signInSteps.tokenHash, hashToken(token)), gt(signInSteps.expiresAt, now())))
    .get();
  return row?.userId;
}

/** The challenge a passkey must sign to finish this sign-in; it replaces one asked for before. */
export function keepStepChallenge(c: Context<AppEnv>, challenge: string): boolean {
  const token = getCookie(c, cookieName(isHttps(c)));
  if (!token) return false;
  const { db, now } = c.var.deps;
  const kept = db.orm
    .update(signInSteps)
    .set({ passkeyChallenge: challenge })
    .where(and(eq(signInSteps.tokenHash, hashToken(token)), gt(signInSteps.expiresAt, now())))
    .returning({ userId: signInSteps.userId })
    .get();
  return kept !== undefined;
}

/**
 * Takes the step's challenge, so that one answer is checked against it at most: a replayed answer, or a second
 * one racing the first, finds none. Undefined when the step has expired or no challenge was asked for.
 */
export function takeStepChallenge(c: Context<AppEnv>): string | undefined {
  const token = getCookie(c, cookieName(isHttps(c)));
  if (!token) return undefined;
  const { db, now } = c.var.deps;
  const step = and(eq(signInSteps.tokenHash, hashToken(token)), gt(signInSteps.expiresAt, now()));
  const row = db.orm.select({ challenge: signInSteps.passkeyChallenge }).from(signInSteps).where(step).get();
  if (!row?.challenge) return undefined;
  const taken = db.orm
    .update(signInSteps)
    .set({ passkeyChallenge: null })
    .where(and(step, eq(signInSteps.passkeyChallenge, row.challenge)))
    .returning({ userId: signInSteps.userId })
    .get();
  return taken ? row.challenge : undefined;
}

/** The step is over: done, expired, or abandoned for a sign-in that needs none. */
export function endSignInStep(c: Context<AppEnv>): void {
  const secure = isHttps(c);
  const token = getCookie(c, cookieName(secure));
  if (token === undefined) return;
  c.var.deps.db.orm
    .delete(signInSteps)
    .where(eq(signInSteps.tokenHash, hashToken(token)))
    .run();
  deleteCookie(c, cookieName(secure), { httpOnly: true, sameSite: 'Strict', path: '/', secure });
}
