import { expect } from 'bun:test';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../../server/db/client.ts';
import { addAdmin } from '../../server/services/admin-accounts.ts';
import type { Role } from '../../shared/roles.ts';
import { openTestApp, type TestAppOptions } from './helpers.ts';

/** What the sign-in, session and admin-gate tests share: an app, an admin in it, and a browser's cookie jar. */

export const ADMIN = { email: 'Curator@Gallery.example', password: 'kaesong ink on mulberry paper' };

export async function addUser(db: Database, email: string, password: string, role: Role = 'owner') {
  const user = await addAdmin(db, email, password, role);
  if (!user) throw new Error(`${email} exists already`);
  return user;
}

/** An app (its own database, clock and visitor address) with one admin account. */
export async function createAuthApp(options: TestAppOptions = {}) {
  const ctx = openTestApp(options);
  const admin = await addUser(ctx.db, ADMIN.email, ADMIN.password);
  const login = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ctx.post('/api/user/login', body, headers);
  /** POST to a session route as a browser holding `cookie` would (same-origin, JSON). */
  const withCookie = (url: string, cookie: string | undefined, body: unknown = {}) =>
    ctx.post(url, body, cookie ? { Cookie: cookie } : {});
  return { ...ctx, admin, login, withCookie };
}

export type AuthApp = Awaited<ReturnType<typeof createAuthApp>>;

export type SetCookie = { name: string; value: string; attributes: Map<string, string> };

/** The Set-Cookie headers of a response, parsed: attribute names lower-cased, flags mapped to ''. */
export function setCookies(res: Response): SetCookie[] {
  return res.headers.getSetCookie().map((header) => {
    const [pair = '', ...rest] = header.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const attributes = new Map(
      rest.map((attr) => {
        const at = attr.indexOf('=');
        return at < 0 ? [attr.toLowerCase(), ''] : [attr.slice(0, at).toLowerCase(), attr.slice(at + 1)];
      }),
    );
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
  });
}

/** Signs the admin in and returns the `name=value` pair a browser would send back. */
export async function signIn(app: AuthApp, headers: Record<string, string> = {}): Promise<string> {
  const res = await app.login({ email: ADMIN.email, password: ADMIN.password }, headers);
  expect(res.status).toBe(200);
  const [cookie] = setCookies(res);
  if (!cookie) throw new Error('the login set no cookie');
  return `${cookie.name}=${cookie.value}`;
}

/** Whom POST /api/user/auth sees behind the cookie: an e-mail, or null. */
export async function whoIs(app: AuthApp, cookie: string | undefined): Promise<string | null> {
  const res = await app.withCookie('/api/user/auth', cookie);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { user: { email: string } | null };
  return body.user?.email ?? null;
}

/** What an authenticator app shows for `key` (as the account screen gives it, spaces and all) at `at`. */
export function appCode(key: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(key.replace(/\s+/g, '')), digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });
}

/** Sets up two-step sign-in from the session `cookie`, as staff do on the account screen. */
export async function turnOnTwoStep(app: AuthApp, cookie: string): Promise<{ key: string; recoveryCodes: string[] }> {
  const setup = await app.withCookie('/api/admin/two-step/setup', cookie);
  expect(setup.status).toBe(200);
  const { key } = (await setup.json()) as { key: string };
  const confirm = await app.withCookie('/api/admin/two-step/confirm', cookie, { code: appCode(key, app.clock.now()) });
  expect(confirm.status).toBe(200);
  const { recoveryCodes } = (await confirm.json()) as { recoveryCodes: string[] };
  return { key, recoveryCodes };
}

/**
 * The password step of an account with two-step sign-in: the second step's cookie, and no session. `offer` is
 * which second steps the answer names: the app's code by default.
 */
export async function passwordStep(
  app: AuthApp,
  account = ADMIN,
  headers: Record<string, string> = {},
  offer = { passkey: false, app: true },
) {
  const res = await app.login({ email: account.email, password: account.password }, headers);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ success: true, secondStep: true, ...offer });
  const cookies = setCookies(res);
  expect(cookies.map((cookie) => cookie.name)).toEqual(['signin-step']);
  const [step] = cookies;
  return `signin-step=${step?.value}`;
}

/** The second step: the session's cookie when the code is accepted, else the answer. */
export async function secondStep(app: AuthApp, stepCookie: string, code: string) {
  const res = await app.withCookie('/api/user/login/second-step', stepCookie, { code });
  const session = setCookies(res).find((cookie) => cookie.name === 'session');
  return { res, session: session && `session=${session.value}` };
}
