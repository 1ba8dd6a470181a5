import type { AuthApp } from './auth-fixtures.ts';
import { setCookies } from './auth-fixtures.ts';
import { TEST_ORIGIN } from './helpers.ts';
import type { SoftAuthenticator } from './soft-authenticator.ts';

/** The calls tests/api/passkeys.test.ts makes, as the Two-step screen and the sign-in's passkey step make them. */

export const send = (ctx: AuthApp, method: 'PUT' | 'DELETE', url: string, cookie: string, body: unknown) =>
  ctx.app.request(url, {
    method,
    headers: { Cookie: cookie, Origin: TEST_ORIGIN, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
export const get = async (ctx: AuthApp, url: string, cookie: string) =>
  (await ctx.app.request(url, { headers: { Cookie: cookie } })).json();

type Listed = { id: number; name: string; createdAt: string; lastUsedAt: string | null };
export const listOf = async (ctx: AuthApp, cookie: string) =>
  ((await get(ctx, '/api/admin/two-step/passkeys', cookie)) as { passkeys: Listed[] }).passkeys;

/** The Two-step screen's ceremony: options from the server, the authenticator's answer, and a name. */
export async function addPasskey(ctx: AuthApp, cookie: string, authenticator: SoftAuthenticator, name = 'Work laptop') {
  const options = await (await ctx.withCookie('/api/admin/two-step/passkeys/options', cookie)).json();
  return ctx.withCookie('/api/admin/two-step/passkeys', cookie, { name, credential: authenticator.register(options) });
}

/** The sign-in's passkey step: options for the step, the authenticator's signature, and the session if any. */
export async function passkeyStep(ctx: AuthApp, stepCookie: string, authenticator: SoftAuthenticator) {
  const options = await (await ctx.withCookie('/api/user/login/passkey/options', stepCookie)).json();
  const credential = authenticator.assert(options);
  const res = await ctx.withCookie('/api/user/login/passkey', stepCookie, { credential });
  const session = setCookies(res).find((cookie) => cookie.name === 'session');
  return { res, credential, session: session && `session=${session.value}` };
}

/** A session of `account`, which has no second factor. */
export async function sessionOf(ctx: AuthApp, account: { email: string; password: string }) {
  const session = setCookies(await ctx.login(account)).find((cookie) => cookie.name === 'session');
  if (!session) throw new Error(`${account.email} got no session`);
  return `session=${session.value}`;
}
