import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { users } from '../db/schema/index.ts';
import { visitorAddress } from '../lib/client-address.ts';
import type { AppEnv } from '../lib/env.ts';
import { validateJson } from '../lib/validate.ts';
import { LOGIN_FAILED, loginSchema } from '../schemas/auth.ts';
import { CAPTCHA_MESSAGES, verifyCaptcha } from '../services/captcha.ts';
import { loginThrottleFor } from '../services/login-throttle.ts';
import { hashPassword, verifyPassword } from '../services/passwords.ts';
import {
  clearSessionCookie,
  createSession,
  deleteDeadSessions,
  deleteSession,
  readSessionCookie,
  sessionUser,
  writeSessionCookie,
} from '../services/sessions.ts';

/**
 * Sign-in, the session check and sign-out (SPEC 7 'Session'). The session token travels only in the HttpOnly
 * cookie; no answer here ever carries it.
 */

/**
 * An unknown e-mail is checked against this hash, so a login costs one argon2id verification whether or not
 * the account exists and the answer's timing does not tell which.
 */
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hashPassword('decoy password that matches no account');
  return decoyHash;
};

export const userRoutes = new Hono<AppEnv>()
  .post('/login', validateJson(loginSchema), async (c) => {
    const { db, config, now } = c.var.deps;
    const { email, password, captchaToken } = c.req.valid('json');
    const address = visitorAddress(c);

    const captcha = await verifyCaptcha(config.captcha, captchaToken, address);
    if (!captcha.ok) {
      const status = captcha.message === CAPTCHA_MESSAGES.unavailable ? 503 : 400;
      return c.json({ success: false as const, error: captcha.message }, status);
    }

    const account = email.toLowerCase();
    const throttle = loginThrottleFor(c.var.deps);
    const wait = throttle.retryAfterSeconds(account, address, now());
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return c.json({ success: false as const, error: `Too many failed attempts. Try again in ${wait} seconds.` }, 429);
    }

    const user = db.orm
      .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(sql`lower(${users.email}) = ${account}`)
      .get();
    const matches = await verifyPassword(password, user?.passwordHash ?? (await decoy()));
    if (!user || !matches) {
      throttle.failed(account, address, now());
      return c.json({ success: false as const, error: LOGIN_FAILED }, 401);
    }

    throttle.succeeded(account, address);
    deleteDeadSessions(db, now());
    // A fresh session on every login: a token planted in the browser before sign-in is never the one after.
    const previous = readSessionCookie(c);
    if (previous) deleteSession(db, previous);
    writeSessionCookie(c, createSession(db, user.id, now()));
    return c.json({ success: true as const, user: { _id: user.id, email: user.email } }, 200);
  })
  .post('/auth', (c) => {
    const user = sessionUser(c);
    return c.json({ user: user ? { _id: user.id, email: user.email } : null }, 200);
  })
  .post('/logout', (c) => {
    const token = readSessionCookie(c);
    if (token) deleteSession(c.var.deps.db, token);
    clearSessionCookie(c);
    return c.json({ success: true as const }, 200);
  });
