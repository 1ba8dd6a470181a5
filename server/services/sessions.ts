import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import type { AppEnv, SessionUser } from '../lib/env.ts';
import { isHttps } from '../middleware/origin-check.ts';

// docs/decisions/003: only the token's sha-256 is stored, so a copy of the database signs nobody in.

export const ABSOLUTE_LIMIT_MS = 7 * 24 * 60 * 60 * 1000;
export const IDLE_LIMIT_MS = 24 * 60 * 60 * 1000;
// An admin clicking around should not mean a write per request.
const TOUCH_EVERY_MS = 60 * 1000;

// __Host- forces Secure, Path=/ and no Domain, so a sibling subdomain cannot plant a session (fixation); https only.
const cookieName = (secure: boolean) => (secure ? '__Host-session' : 'session');

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSession(db: Database, userId: number, now: Date): string {
  const token = randomBytes(32).toString('base64url');
  db.orm
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + ABSOLUTE_LIMIT_MS),
    })
    .run();
  return token;
}

export function findSessionUser(db: Database, token: string, now: Date): SessionUser | null {
  const tokenHash = hashToken(token);
  const row = db.orm
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
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
  return { id: row.id, email: row.email, role: row.role };
}

export function deleteSession(db: Database, token: string): void {
  db.orm
    .delete(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .run();
}

export function endOtherSessions(db: Database, userId: number, keptToken: string): void {
  db.orm
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keptToken))))
    .run();
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
