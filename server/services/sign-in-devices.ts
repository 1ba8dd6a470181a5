import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Lang } from '../../shared/languages.ts';
import { signInDevices } from '../db/schema/index.ts';
import type { AppEnv } from '../lib/env.ts';
import { isHttps } from '../middleware/origin-check.ts';
import { newDeviceMail } from './new-device-mail.ts';
import { enqueueMail } from './outbox.ts';
import { hashToken, type SignInDevice } from './sessions.ts';

/**
 * A sign-in from a new device (issue 29): each browser carries a random token in a cookie of its own, kept for
 * as long as browsers keep cookies (400 days), and each account remembers the hashes of the tokens it has signed
 * in with. A sign-in with a token the account does not know, on an account that has signed in before, queues a
 * mail to the account in its language. Cleared cookies make a known browser new again, which errs on the side
 * of telling.
 */

const KEEP_DAYS = 400;
const cookieName = (secure: boolean) => (secure ? '__Host-device' : 'device');

type Account = { id: number; email: string; language: Lang };

export function noteSignInDevice(c: Context<AppEnv>, account: Account, device: SignInDevice, signedInBefore: boolean) {
  const { db, now, config } = c.var.deps;
  const secure = isHttps(c);
  const token = getCookie(c, cookieName(secure)) ?? randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const at = now();
  const isNew = db.orm.transaction((tx) => {
    const known = tx
      .update(signInDevices)
      .set({ lastSeenAt: at })
      .where(and(eq(signInDevices.userId, account.id), eq(signInDevices.tokenHash, tokenHash)))
      .returning({ userId: signInDevices.userId })
      .get();
    if (known) return false;
    tx.insert(signInDevices).values({ userId: account.id, tokenHash, firstSeenAt: at, lastSeenAt: at }).run();
    if (signedInBefore) {
      const mail = newDeviceMail({
        email: account.email,
        lang: account.language,
        userAgent: device.userAgent,
        ip: device.ip,
        at,
        accountsUrl: `${config.publicUrl}/admin/accounts`,
      });
      enqueueMail(tx, { ...mail, to: account.email }, at);
    }
    return true;
  });
  setCookie(c, cookieName(secure), token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure,
    maxAge: KEEP_DAYS * 24 * 60 * 60,
  });
  return isNew;
}
