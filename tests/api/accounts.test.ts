import { afterEach, describe, expect, test } from 'bun:test';
import { sessions, users } from '../../server/db/schema/index.ts';
import { ACCOUNT_TEXTS } from '../../shared/accounts.ts';
import { PASSWORD_TOO_COMMON } from '../../shared/auth.ts';
import { ADMIN, type AuthApp, addUser, createAuthApp, setCookies, signIn, whoIs } from './auth-fixtures.ts';
import { TEST_ORIGIN, testClock } from './helpers.ts';

/** Staff accounts: the list with last sign-ins, removing another admin, a password change, sign out everywhere. */

let ctx: AuthApp;
afterEach(() => ctx?.close());

const OTHER = { email: 'registrar@gallery.example', password: 'mansudae woodcut in winter' };
const NEW_PASSWORD = 'a new password for the spring show';

type Account = { _id: number; email: string; createdAt: string; lastSignInAt: string | null; you: boolean };

const call = (method: string, url: string, cookie: string, body?: unknown) =>
  ctx.app.request(url, {
    method,
    headers: { Cookie: cookie, Origin: TEST_ORIGIN, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function accounts(cookie: string): Promise<Account[]> {
  const res = await call('GET', '/api/admin/accounts', cookie);
  expect(res.status).toBe(200);
  return ((await res.json()) as { accounts: Account[] }).accounts;
}

const sessionsOf = (userId: number) =>
  ctx.db.orm
    .select()
    .from(sessions)
    .all()
    .filter((s) => s.userId === userId);

async function signInAs(account: { email: string; password: string }) {
  const res = await ctx.login(account);
  expect(res.status).toBe(200);
  const [cookie] = setCookies(res);
  return `${cookie?.name}=${cookie?.value}`;
}

describe('the list of admins', () => {
  test('shows every admin with the last sign-in, marks the reader, and never a password hash', async () => {
    const clock = testClock(new Date('2026-03-01T09:00:00Z'));
    ctx = await createAuthApp({ clock });
    const other = await addUser(ctx.db, OTHER.email, OTHER.password);
    const cookie = await signIn(ctx);

    const res = await call('GET', '/api/admin/accounts', cookie);
    const text = await res.text();
    expect(text).not.toContain('argon2');
    const list = (JSON.parse(text) as { accounts: Account[] }).accounts;
    expect(list.map((a) => [a.email, a.you, a.lastSignInAt])).toEqual([
      [ADMIN.email, true, '2026-03-01T09:00:00.000Z'],
      [OTHER.email, false, null],
    ]);
    expect(list[1]?._id).toBe(other.id);
  });

  test('needs a session', async () => {
    ctx = await createAuthApp();
    const res = await ctx.app.request('/api/admin/accounts');
    expect(res.status).toBe(401);
  });
});

describe('removing an admin', () => {
  test('removes another admin and ends their sessions at once', async () => {
    ctx = await createAuthApp();
    const other = await addUser(ctx.db, OTHER.email, OTHER.password);
    const cookie = await signIn(ctx);
    const theirs = await signInAs(OTHER);
    expect(await whoIs(ctx, theirs)).toBe(OTHER.email);

    const res = await call('DELETE', `/api/admin/accounts/${other.id}`, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: ACCOUNT_TEXTS.removed(OTHER.email) });
    expect(await whoIs(ctx, theirs)).toBeNull();
    expect((await accounts(cookie)).map((a) => a.email)).toEqual([ADMIN.email]);
  });

  test("refuses one's own account and an unknown id, changing nothing", async () => {
    ctx = await createAuthApp();
    await addUser(ctx.db, OTHER.email, OTHER.password);
    const cookie = await signIn(ctx);

    const self = await call('DELETE', `/api/admin/accounts/${ctx.admin.id}`, cookie);
    expect(self.status).toBe(400);
    expect(await self.json()).toEqual({ error: ACCOUNT_TEXTS.cannotRemoveSelf });
    for (const id of ['999', 'abc']) {
      const res = await call('DELETE', `/api/admin/accounts/${id}`, cookie);
      expect(res.status).toBe(404);
    }
    expect(ctx.db.orm.select().from(users).all()).toHaveLength(2);
  });

  test('two admins removing each other at once leave one admin, never none', async () => {
    ctx = await createAuthApp();
    const other = await addUser(ctx.db, OTHER.email, OTHER.password);
    const mine = await signIn(ctx);
    const theirs = await signInAs(OTHER);

    const answers = await Promise.all([
      call('DELETE', `/api/admin/accounts/${other.id}`, mine),
      call('DELETE', `/api/admin/accounts/${ctx.admin.id}`, theirs),
    ]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    // The second finds its own session gone with its account (401), or the other admin the last one (409).
    expect([401, 409]).toContain(statuses[1] as number);
    expect(ctx.db.orm.select().from(users).all()).toHaveLength(1);
  });
});

describe("changing one's password", () => {
  test('needs the current password, then ends every other session and keeps this one', async () => {
    ctx = await createAuthApp();
    const mine = await signIn(ctx);
    const laptop = await signIn(ctx);
    expect(sessionsOf(ctx.admin.id)).toHaveLength(2);

    const wrong = await call('POST', '/api/admin/accounts/password', mine, {
      currentPassword: 'not the password at all',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ errors: [{ msg: ACCOUNT_TEXTS.wrongCurrent, path: 'currentPassword' }] });
    expect(await whoIs(ctx, laptop)).toBe(ADMIN.email);

    const res = await call('POST', '/api/admin/accounts/password', mine, {
      currentPassword: ADMIN.password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: ACCOUNT_TEXTS.passwordChanged });
    expect(await whoIs(ctx, mine)).toBe(ADMIN.email);
    expect(await whoIs(ctx, laptop)).toBeNull();

    expect((await ctx.login({ email: ADMIN.email, password: ADMIN.password })).status).toBe(401);
    expect((await ctx.login({ email: ADMIN.email, password: NEW_PASSWORD })).status).toBe(200);
  });

  test('keeps the password rules and refuses the same password, changing nothing', async () => {
    ctx = await createAuthApp();
    const mine = await signIn(ctx);
    const cases: [unknown, string][] = [
      [{ currentPassword: ADMIN.password, newPassword: 'short' }, 'The password must be 12 to 128 characters.'],
      [{ currentPassword: ADMIN.password, newPassword: ADMIN.password }, ACCOUNT_TEXTS.sameAsCurrent],
      [{ currentPassword: ADMIN.password, newPassword: 'password1234' }, PASSWORD_TOO_COMMON],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/admin/accounts/password', mine, body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
    expect((await ctx.login({ email: ADMIN.email, password: ADMIN.password })).status).toBe(200);
  });
});

test('sign out everywhere ends every session of the account, this one included', async () => {
  ctx = await createAuthApp();
  const mine = await signIn(ctx);
  const phone = await signIn(ctx);
  const res = await call('POST', '/api/admin/accounts/sign-out-everywhere', mine, {});
  expect(res.status).toBe(200);
  expect(setCookies(res)[0]).toMatchObject({ name: 'session', value: '' });
  expect(await whoIs(ctx, mine)).toBeNull();
  expect(await whoIs(ctx, phone)).toBeNull();
  expect(sessionsOf(ctx.admin.id)).toHaveLength(0);
});
