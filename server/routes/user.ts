import { Hono } from 'hono';
import { LOGIN_FAILED, loginSchema } from '../../shared/auth.ts';
import { visitorAddress } from '../lib/client-address.ts';
import type { AppEnv } from '../lib/env.ts';
import { bodyLimit, LIMITS } from '../middleware/body-limit.ts';
import { validateJson } from '../middleware/validate.ts';
import { findUserByEmail, recordSignIn } from '../queries/users.ts';
import { verifyCaptcha } from '../services/captcha.ts';
import { loginThrottleFor } from '../services/login-throttle.ts';
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

/** The session token travels only in the HttpOnly cookie; no answer here ever carries it. */

const tooMany = (seconds: number) => `Too many failed attempts. Try again in ${seconds} seconds.`;

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
      c.header('Retry-After', String(wait));
      return c.json({ success: false as const, error: tooMany(wait) }, 429);
    }

    const user = findUserByEmail(db.orm, email);
    const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !matches) return c.json({ success: false as const, error: LOGIN_FAILED }, 401);

    throttle.succeeded(account, address);
    recordSignIn(db.orm, user.id, now());
    deleteDeadSessions(db, now());
    // A fresh session on every login: a token planted in the browser before sign-in is never the one after.
    const previous = readSessionCookie(c);
    if (previous) deleteSession(db, previous);
    const device = { ip: address, userAgent: c.req.header('User-Agent') ?? '' };
    writeSessionCookie(c, createSession(db, user.id, now(), device));
    return c.json({ success: true as const, user: { _id: user.id, email: user.email, role: user.role } }, 200);
  })
  .post('/auth', bodyLimit(LIMITS.small), (c) => {
    const user = sessionUser(c);
    if (!user && readSessionCookie(c)) clearSessionCookie(c);
    return c.json({ user: user ? { _id: user.id, email: user.email, role: user.role } : null }, 200);
  })
  .post('/logout', bodyLimit(LIMITS.small), (c) => {
    const token = readSessionCookie(c);
    if (token) deleteSession(c.var.deps.db, token);
    clearSessionCookie(c);
    return c.json({ success: true as const }, 200);
  });
