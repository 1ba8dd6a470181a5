import { afterEach, expect, test } from 'bun:test';
import { recoveryCodes, users } from '../../server/db/schema/index.ts';
import { ADMIN_ROUTE_ROLES } from '../../server/routes/admin/access.ts';
import { TWO_STEP_TEXTS } from '../../shared/two-step.ts';
import {
  ADMIN,
  type AuthApp,
  appCode,
  createAuthApp,
  passwordStep,
  secondStep,
  setCookies,
  signIn,
  turnOnTwoStep,
  whoIs,
} from './auth-fixtures.ts';
import { TEST_ORIGIN } from './helpers.ts';

/**
 * Two-step sign-in (issue 29): a code from an authenticator app, on a test clock, or a recovery code. The password
 * alone gives no session, a code is good once within its window, and the second step is throttled.
 */

let ctx: AuthApp;
afterEach(() => ctx?.close());

const STEP = 30_000;

async function withTwoStep() {
  ctx = await createAuthApp();
  const cookie = await signIn(ctx);
  return { cookie, ...(await turnOnTwoStep(ctx, cookie)) };
}

test('set-up shows a key and its QR code, and a first code turns it on with ten recovery codes', async () => {
  ctx = await createAuthApp();
  const cookie = await signIn(ctx);
  const before = await (await ctx.app.request('/api/admin/two-step', { headers: { Cookie: cookie } })).json();
  expect(before).toEqual({ on: false, app: false, passkeys: 0, recoveryCodesLeft: 0, required: false });

  const setup = await ctx.withCookie('/api/admin/two-step/setup', cookie);
  expect(setup.headers.get('Cache-Control')).toBe('no-store');
  const { key, uri, qrSvg } = (await setup.json()) as { key: string; uri: string; qrSvg: string };
  expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/);
  expect(uri).toStartWith('otpauth://totp/');
  expect(uri).toContain(`secret=${key.replaceAll(' ', '')}`);
  expect(uri).toContain(encodeURIComponent(ADMIN.email));
  expect(qrSvg).toStartWith('<svg');

  const wrong = await ctx.withCookie('/api/admin/two-step/confirm', cookie, { code: '000000' });
  expect(wrong.status).toBe(400);
  expect(await wrong.json()).toEqual({ errors: [{ msg: TWO_STEP_TEXTS.setupCodeWrong, path: 'code' }] });
  expect(ctx.db.orm.select({ secret: users.totpSecret }).from(users).get()?.secret).toBeNull();

  const confirm = await ctx.withCookie('/api/admin/two-step/confirm', cookie, { code: appCode(key, ctx.clock.now()) });
  expect(confirm.status).toBe(200);
  const { recoveryCodes: codes } = (await confirm.json()) as { recoveryCodes: string[] };
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  const stored = JSON.stringify(ctx.db.orm.select().from(recoveryCodes).all());
  for (const code of codes) expect(stored).not.toContain(code);
  const after = await (await ctx.app.request('/api/admin/two-step', { headers: { Cookie: cookie } })).json();
  expect(after).toEqual({ on: true, app: true, passkeys: 0, recoveryCodesLeft: 10, required: false });
  // A second set-up would replace the app staff rely on without their noticing.
  expect((await ctx.withCookie('/api/admin/two-step/setup', cookie)).status).toBe(409);
});

test('the password step alone gives no session: every admin route answers 401 to it', async () => {
  await withTwoStep();
  const step = await passwordStep(ctx);
  expect(await whoIs(ctx, step)).toBeNull();
  const statuses = new Set<number>();
  for (const route of Object.keys(ADMIN_ROUTE_ROLES)) {
    const [method = 'GET', path = ''] = route.split(' ');
    const read = method === 'GET';
    const res = await ctx.app.request(`/api/admin${path.replace(/:\w+/g, '1')}`, {
      method,
      headers: { Cookie: step, Origin: TEST_ORIGIN, ...(read ? {} : { 'Content-Type': 'application/json' }) },
      ...(read ? {} : { body: '{}' }),
    });
    statuses.add(res.status);
  }
  expect([...statuses]).toEqual([401]);
});

test('a code signs in once; the same code again, or one from two steps ago, is refused', async () => {
  const { key } = await withTwoStep();
  // The code that confirmed the set-up is used already: the next one the app shows.
  ctx.clock.advance(STEP);
  const code = appCode(key, ctx.clock.now());
  const first = await secondStep(ctx, await passwordStep(ctx), code);
  expect(first.res.status).toBe(200);
  expect(await whoIs(ctx, first.session)).toBe(ADMIN.email);

  const replay = await secondStep(ctx, await passwordStep(ctx), code);
  expect(replay.res.status).toBe(401);
  expect(await replay.res.json()).toEqual({ success: false, error: TWO_STEP_TEXTS.codeWrong });
  expect(replay.session).toBeUndefined();

  ctx.clock.advance(3 * STEP);
  const stale = await secondStep(
    ctx,
    await passwordStep(ctx),
    appCode(key, new Date(ctx.clock.now().getTime() - 2 * STEP)),
  );
  expect(stale.res.status).toBe(401);
  const late = await secondStep(ctx, await passwordStep(ctx), appCode(key, new Date(ctx.clock.now().getTime() - STEP)));
  expect(late.res.status).toBe(200);
});

test('each recovery code signs in once, typed in capitals or without its dash', async () => {
  const { recoveryCodes: codes } = await withTwoStep();
  const [first = '', second = ''] = codes;
  const once = await secondStep(ctx, await passwordStep(ctx), first.toUpperCase());
  expect(once.res.status).toBe(200);
  expect((await secondStep(ctx, await passwordStep(ctx), first)).res.status).toBe(401);
  expect((await secondStep(ctx, await passwordStep(ctx), second.replace('-', ' '))).res.status).toBe(200);
  const state = await (
    await ctx.app.request('/api/admin/two-step', { headers: { Cookie: once.session ?? '' } })
  ).json();
  expect(state).toMatchObject({ recoveryCodesLeft: 8 });
});

test('wrong codes are throttled like passwords, and the wait ends', async () => {
  const { key } = await withTwoStep();
  ctx.clock.advance(STEP);
  const step = await passwordStep(ctx);
  for (let i = 0; i < 5; i += 1) expect((await secondStep(ctx, step, '123456')).res.status).toBe(401);
  expect((await secondStep(ctx, step, '123456')).res.status).toBe(401);
  const held = await secondStep(ctx, step, appCode(key, ctx.clock.now()));
  expect(held.res.status).toBe(429);
  expect(Number(held.res.headers.get('Retry-After'))).toBeGreaterThan(0);
  expect(held.session).toBeUndefined();
  ctx.clock.advance(Number(held.res.headers.get('Retry-After')) * 1000);
  const fresh = await passwordStep(ctx);
  expect((await secondStep(ctx, fresh, appCode(key, ctx.clock.now()))).res.status).toBe(200);
});

test('the second step expires after five minutes, and a new password step replaces the old one', async () => {
  const { key } = await withTwoStep();
  const step = await passwordStep(ctx);
  ctx.clock.advance(5 * 60_000 + 1);
  const late = await secondStep(ctx, step, appCode(key, ctx.clock.now()));
  expect(late.res.status).toBe(401);
  expect(await late.res.json()).toEqual({ success: false, error: TWO_STEP_TEXTS.stepExpired, restart: true });
  expect(setCookies(late.res).find((cookie) => cookie.name === 'signin-step')?.value).toBe('');

  const older = await passwordStep(ctx);
  const newer = await passwordStep(ctx, ADMIN, { Cookie: older });
  expect((await secondStep(ctx, older, appCode(key, ctx.clock.now()))).res.status).toBe(401);
  expect((await secondStep(ctx, newer, appCode(key, ctx.clock.now()))).res.status).toBe(200);
});

test('turning it off and new recovery codes ask for the password, and change nothing without it', async () => {
  const { cookie, recoveryCodes: old } = await withTwoStep();
  const refused = await ctx.withCookie('/api/admin/two-step/off', cookie, { password: 'not the password at all' });
  expect(refused.status).toBe(400);
  expect(await refused.json()).toEqual({ errors: [{ msg: TWO_STEP_TEXTS.wrongPassword, path: 'password' }] });
  const again = await ctx.withCookie('/api/admin/two-step/recovery-codes', cookie, { password: ADMIN.password });
  const { recoveryCodes: renewed } = (await again.json()) as { recoveryCodes: string[] };
  expect(renewed.filter((code) => old.includes(code))).toEqual([]);
  expect((await secondStep(ctx, await passwordStep(ctx), old[0] ?? '')).res.status).toBe(401);

  const off = await ctx.withCookie('/api/admin/two-step/off', cookie, { password: ADMIN.password });
  expect(await off.json()).toEqual({ message: TWO_STEP_TEXTS.turnedOff });
  const plain = await ctx.login({ email: ADMIN.email, password: ADMIN.password });
  expect((await plain.json()) as object).toMatchObject({ success: true, user: { twoStep: false } });
  expect(ctx.db.orm.select().from(recoveryCodes).all()).toEqual([]);
});
