import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import type { AppEnv, SessionUser } from '../lib/env.ts';
import { isHttps } from '../middleware/origin-check.ts';
import { hasSecondFactor } from '../queries/two-step.ts';

// docs/decisions/003: only the token's sha-256 is stored, so a copy of the database signs nobody in.

export const ABSOLUTE_LIMIT_MS = 7 * 24 * 60 * 60 * 1000;
export const IDLE_LIMIT_MS = 24 * 60 * 60 * 1000;
// An admin clicking around should not mean a write per request.
const TOUCH_EVERY_MS = 60 * 1000;

// __Host- forces Secure, Path=/ and no Domain, so a sibling subdomain cannot plant a session (fixation); https only.
const cookieName = (secure: boolean) => (secure ? '__Host-session' : 'session');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where a sign-in came from: the visitor's address and the browser's own name for itself. */
export type SignInDevice = { ip: string; userAgent: string };

/** A browser's name for itself can be any length; this is more than any real one. */
export const MAX_USER_AGENT = 512;

export function createSession(db: Database, userId: number, now: Date, device?: SignInDevice): string {
  const token = randomBytes(32).toString('base64url');
  db.orm
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + ABSOLUTE_LIMIT_MS),
      ip: device?.ip ?? null,
      userAgent: device ? device.userAgent.slice(0, MAX_USER_AGENT) : null,
    })
    .run();
  return token;
}

/**
 * How a session is named to its account (issue 29): the start of its token's hash, 96 bits. It tells nothing
 * about the token, and ending a session by it also needs the account, so nobody ends another's session.
 */
const SESSION_ID_LENGTH = 24;
const sessionIdOf = (tokenHash: string) => tokenHash.slice(0, SESSION_ID_LENGTH);

export type SessionListing = {
  id: string;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
};

/** An account's live sessions, the one last used first; `currentToken` marks the caller's own. */
export function listSessions(db: Database, userId: number, now: Date, currentToken?: string): SessionListing[] {
  const current = currentToken === undefined ? undefined : hashToken(currentToken);
  const idleSince = new Date(now.getTime() - IDLE_LIMIT_MS);
  return db.orm
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > ${now.getTime()}`))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
    .all()
    .filter((row) => row.lastSeenAt > idleSince)
    .map((row) => ({
      id: sessionIdOf(row.tokenHash),
      ip: row.ip,
      userAgent: row.userAgent,
      createdAt: row.createdAt,
      lastSeenAt: row.lastSeenAt,
      current: row.tokenHash === current,
    }));
}

/** Ends one session of the account; false when the account has none by that id. */
export function endSession(db: Database, userId: number, id: string): boolean {
  if (!/^[0-9a-f]+$/.test(id) || id.length !== SESSION_ID_LENGTH) return false;
  const ended = db.orm
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), sql`substr(${sessions.tokenHash}, 1, ${SESSION_ID_LENGTH}) = ${id}`))
    .returning({ userId: sessions.userId })
    .all();
  return ended.length > 0;
}

export function findSessionUser(db: Database, token: string, now: Date): SessionUser | null {
  const tokenHash = hashToken(token);
  const row = db.orm
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      twoStep: hasSecondFactor(),
      language: users.language,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .get();
  if (!row) return null;
  const at = now.getTime();
  if (at >= row.expiresAt.getTime() || at - row.lastSeenAt.getTime() >= IDLE_LIMIT_MS) {
    db.orm.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).run();
    return null;
  }
  if (at - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    db.orm.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash)).run();
  }
  return { id: row.id, email: row.email, role: row.role, twoStep: row.twoStep, language: row.language };
}

export function deleteSession(db: Database, token: string): void {
  db.orm
    .delete(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .run();
}

/** How many sessions ended. */
export function endOtherSessions(db: Database, userId: number, keptToken: string): number {
  return db.orm
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keptToken))))
    .returning({ userId: sessions.userId })
    .all().length;
}

export function endAllSessions(db: Database, userId: number): void {
  db.orm.delete(sessions).where(eq(sessions.userId, userId)).run();
}

export function deleteDeadSessions(db: Database, now: Date): void {
  const idleSince = new Date(now.getTime() - IDLE_LIMIT_MS);
  db.orm
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)))
    .run();
}

export const readSessionCookie = (c: Context<AppEnv>) => getCookie(c, cookieName(isHttps(c))) || undefined;

export function writeSessionCookie(c: Context<AppEnv>, token: string): void {
  const secure = isHttps(c);
  setCookie(c, cookieName(secure), token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure,
    maxAge: ABSOLUTE_LIMIT_MS / 1000,
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  const secure = isHttps(c);
  deleteCookie(c, cookieName(secure), { httpOnly: true, sameSite: 'Lax', path: '/', secure });
}

export function sessionUser(c: Context<AppEnv>): SessionUser | null {
  const token = readSessionCookie(c);
  if (!token) return null;
  const { db, now } = c.var.deps;
  return findSessionUser(db, token, now());
}
