import { afterEach, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { passkeys } from '../../server/db/schema/index.ts';
import { MAX_PASSKEY_NAME, PASSKEY_TEXTS } from '../../shared/passkeys.ts';
import { TWO_STEP_TEXTS } from '../../shared/two-step.ts';
import {
  ADMIN,
  type AuthApp,
  addUser,
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
import { addPasskey, get, listOf, passkeyStep, send, sessionOf } from './passkey-fixtures.ts';
import { SoftAuthenticator } from './soft-authenticator.ts';

/**
 * Passkeys as the second step of sign-in (issue 29, docs/decisions/021), through the real routes, with a software
 * authenticator that makes real ES256 attestations and signatures (./soft-authenticator.ts).
 */

let ctx: AuthApp;
afterEach(() => ctx?.close());

const EDITOR = { email: 'editor@gallery.example', password: 'woodcut of the taedong river' };
const PASSKEY_ONLY = { passkey: true, app: false };

/** An app whose admin has one passkey and nothing else. */
async function withPasskey() {
  ctx = await createAuthApp();
  const cookie = await signIn(ctx);
  const key = new SoftAuthenticator(TEST_ORIGIN);
  expect((await addPasskey(ctx, cookie, key)).status).toBe(201);
  return { cookie, key };
}

test('a first passkey turns two-step sign-in on with ten recovery codes; a second brings none', async () => {
  ctx = await createAuthApp();
  const cookie = await signIn(ctx);
  expect(await listOf(ctx, cookie)).toEqual([]);

  const start = await ctx.withCookie('/api/admin/two-step/passkeys/options', cookie);
  expect(start.status).toBe(200);
  expect(start.headers.get('Cache-Control')).toBe('no-store');
  const options = (await start.json()) as { rp: { id: string }; challenge: string; excludeCredentials: unknown[] };
  expect(options.rp.id).toBe('localhost');
  expect(options.challenge).toMatch(/^[\w-]{43}$/);
  expect(options.excludeCredentials).toEqual([]);

  const key = new SoftAuthenticator(TEST_ORIGIN);
  const credential = key.register(options);
  const added = await ctx.withCookie('/api/admin/two-step/passkeys', cookie, { name: '  Work laptop ', credential });
  expect(added.status).toBe(201);
  const { message, recoveryCodes } = (await added.json()) as { message: string; recoveryCodes: string[] };
  expect(message).toBe(PASSKEY_TEXTS.addedWithCodes('Work laptop'));
  expect(new Set(recoveryCodes).size).toBe(10);

  const [listed] = await listOf(ctx, cookie);
  expect(listed).toEqual({
    id: expect.any(Number),
    name: 'Work laptop',
    createdAt: expect.any(String),
    lastUsedAt: null,
  });
  const stored = ctx.db.orm.select().from(passkeys).get();
  expect({ id: stored?.credentialId, counter: stored?.counter, transports: stored?.transports }).toEqual({
    id: key.id,
    counter: 0,
    transports: ['internal'],
  });
  expect(await get(ctx, '/api/admin/two-step', cookie)).toEqual({
    on: true,
    app: false,
    passkeys: 1,
    recoveryCodesLeft: 10,
    required: false,
  });
  const me = (await (await ctx.withCookie('/api/user/auth', cookie)).json()) as { user: Record<string, unknown> };
  expect(me.user).toMatchObject({ twoStep: true, mustSetUpTwoStep: false });

  // The challenge was taken by the first answer: the same answer again finds none.
  const again = await ctx.withCookie('/api/admin/two-step/passkeys', cookie, { name: 'Again', credential });
  expect(again.status).toBe(409);
  expect(await again.json()).toEqual({ error: PASSKEY_TEXTS.addExpired });

  // The browser is told not to add the same passkey twice; if it does, the server refuses it.
  const next = (await (await ctx.withCookie('/api/admin/two-step/passkeys/options', cookie)).json()) as {
    excludeCredentials: { id: string }[];
  };
  expect(next.excludeCredentials.map((c) => c.id)).toEqual([key.id]);
  const twice = await addPasskey(ctx, cookie, key, 'Same one');
  expect(twice.status).toBe(409);
  expect(await twice.json()).toEqual({ error: PASSKEY_TEXTS.alreadyAdded });

  const second = await addPasskey(ctx, cookie, new SoftAuthenticator(TEST_ORIGIN), 'Phone');
  expect(second.status).toBe(201);
  expect(await second.json()).toEqual({ message: PASSKEY_TEXTS.added('Phone') });
  expect((await listOf(ctx, cookie)).map((p) => p.name)).toEqual(['Work laptop', 'Phone']);
});

test('a passkey answer for another site, or after its challenge expired, is not added', async () => {
  ctx = await createAuthApp();
  const cookie = await signIn(ctx);
  const elsewhere = await addPasskey(ctx, cookie, new SoftAuthenticator('https://gallery.example.net'));
  expect(elsewhere.status).toBe(400);
  expect(await elsewhere.json()).toEqual({ errors: [{ msg: PASSKEY_TEXTS.addRefused, path: 'credential' }] });

  const options = await (await ctx.withCookie('/api/admin/two-step/passkeys/options', cookie)).json();
  ctx.clock.advance(5 * 60_000 + 1);
  const credential = new SoftAuthenticator(TEST_ORIGIN).register(options);
  const late = await ctx.withCookie('/api/admin/two-step/passkeys', cookie, { name: 'Late', credential });
  expect(late.status).toBe(409);
  expect(await listOf(ctx, cookie)).toEqual([]);

  const unnamed = await addPasskey(ctx, cookie, new SoftAuthenticator(TEST_ORIGIN), '   ');
  expect(await unnamed.json()).toEqual({ errors: [{ msg: PASSKEY_TEXTS.nameMissing, path: 'name' }] });
  const long = await addPasskey(ctx, cookie, new SoftAuthenticator(TEST_ORIGIN), 'x'.repeat(MAX_PASSKEY_NAME + 1));
  expect(await long.json()).toEqual({ errors: [{ msg: PASSKEY_TEXTS.nameTooLong, path: 'name' }] });
});

test('the password alone gives no session; the passkey signs in, and its answer is good once', async () => {
  const { key } = await withPasskey();
  const step = await passwordStep(ctx, ADMIN, {}, PASSKEY_ONLY);
  expect(await whoIs(ctx, step)).toBeNull();
  expect((await ctx.app.request('/api/admin/two-step', { headers: { Cookie: step } })).status).toBe(401);

  const start = await ctx.withCookie('/api/user/login/passkey/options', step);
  expect(start.headers.get('Cache-Control')).toBe('no-store');
  const options = (await start.json()) as { rpId: string; allowCredentials: { id: string }[]; challenge: string };
  expect(options.rpId).toBe('localhost');
  expect(options.allowCredentials.map((c) => c.id)).toEqual([key.id]);

  const credential = key.assert(options);
  const done = await ctx.withCookie('/api/user/login/passkey', step, { credential });
  expect(done.status).toBe(200);
  const session = setCookies(done).find((cookie) => cookie.name === 'session');
  expect(await whoIs(ctx, `session=${session?.value}`)).toBe(ADMIN.email);
  expect(setCookies(done).find((cookie) => cookie.name === 'signin-step')?.value).toBe('');
  const row = ctx.db.orm.select().from(passkeys).get();
  expect({ counter: row?.counter, lastUsedAt: row?.lastUsedAt }).toEqual({ counter: 1, lastUsedAt: ctx.clock.now() });

  // The same answer replayed on a new sign-in, with or without a new challenge asked for, opens nothing.
  const replayStep = await passwordStep(ctx, ADMIN, {}, PASSKEY_ONLY);
  const bare = await ctx.withCookie('/api/user/login/passkey', replayStep, { credential });
  expect(bare.status).toBe(401);
  expect(await bare.json()).toEqual({ success: false, error: PASSKEY_TEXTS.passkeyWrong });
  const fresh = await (await ctx.withCookie('/api/user/login/passkey/options', replayStep)).json();
  const replayed = await ctx.withCookie('/api/user/login/passkey', replayStep, { credential });
  expect(replayed.status).toBe(401);
  expect(setCookies(replayed).find((cookie) => cookie.name === 'session')).toBeUndefined();
  // That wrong answer used the new challenge up: even the right answer to it is refused now.
  const afterwards = await ctx.withCookie('/api/user/login/passkey', replayStep, { credential: key.assert(fresh) });
  expect(afterwards.status).toBe(401);
  expect((await passkeyStep(ctx, replayStep, key)).res.status).toBe(200);
});

test('an unknown passkey, another account’s, one for another site and a counter gone back are refused', async () => {
  const { key } = await withPasskey();
  await addUser(ctx.db, EDITOR.email, EDITOR.password, 'editor');
  const editorKey = new SoftAuthenticator(TEST_ORIGIN);
  expect((await addPasskey(ctx, await sessionOf(ctx, EDITOR), editorKey)).status).toBe(201);

  const step = await passwordStep(ctx, ADMIN, {}, PASSKEY_ONLY);
  expect((await passkeyStep(ctx, step, new SoftAuthenticator(TEST_ORIGIN))).res.status).toBe(401);
  const theirs = await passkeyStep(ctx, step, editorKey);
  expect(theirs.res.status).toBe(401);
  expect(await theirs.res.json()).toEqual({ success: false, error: PASSKEY_TEXTS.passkeyWrong });
  const phished = new SoftAuthenticator('https://gallery.example.net');
  Object.assign(phished, { credentialId: key.credentialId, id: key.id });
  expect((await passkeyStep(ctx, step, phished)).res.status).toBe(401);

  expect((await passkeyStep(ctx, step, key)).res.status).toBe(200);
  // A copy of the key that signs with a counter at or below the last one seen is refused.
  key.counter = 0;
  const cloned = await passkeyStep(ctx, await passwordStep(ctx, ADMIN, {}, PASSKEY_ONLY), key);
  expect(cloned.res.status).toBe(401);
  expect(ctx.db.orm.select().from(passkeys).where(eq(passkeys.credentialId, key.id)).get()?.counter).toBe(1);
});

test('the passkey step shares the code step’s throttle and its five minutes', async () => {
  const { key } = await withPasskey();
  const step = await passwordStep(ctx, ADMIN, {}, PASSKEY_ONLY);
  for (let i = 0; i < 5; i += 1) expect((await secondStep(ctx, step, '123456')).res.status).toBe(401);
  expect((await passkeyStep(ctx, step, new SoftAuthenticator(TEST_ORIGIN))).res.status).toBe(401);
  const held = await passkeyStep(ctx, step, key);
  expect(held.res.status).toBe(429);
  expect(Number(held.res.headers.get('Retry-After'))).toBeGreaterThan(0);
  expect(held.session).toBeUndefined();
  ctx.clock.advance(Number(held.res.headers.get('Retry-After')) * 1000);
  expect((await passkeyStep(ctx, await passwordStep(ctx, ADMIN, {}, PASSKEY_ONLY), key)).res.status).toBe(200);

  const late = await passwordStep(ctx, ADMIN, {}, PASSKEY_ONLY);
  ctx.clock.advance(5 * 60_000 + 1);
  const expired = await ctx.withCookie('/api/user/login/passkey/options', late);
  expect(expired.status).toBe(401);
  expect(await expired.json()).toEqual({ success: false, error: TWO_STEP_TEXTS.stepExpired, restart: true });
});

test('a recovery code still works on a passkey-only account, and an app account is offered no passkey', async () => {
  ctx = await createAuthApp();
  const cookie = await signIn(ctx);
  const options = await (await ctx.withCookie('/api/admin/two-step/passkeys/options', cookie)).json();
  const credential = new SoftAuthenticator(TEST_ORIGIN).register(options);
  const added = await ctx.withCookie('/api/admin/two-step/passkeys', cookie, { name: 'Key', credential });
  const { recoveryCodes } = (await added.json()) as { recoveryCodes: string[] };
  const step = await passwordStep(ctx, ADMIN, {}, PASSKEY_ONLY);
  expect((await secondStep(ctx, step, recoveryCodes[0] ?? '')).res.status).toBe(200);

  ctx.close();
  ctx = await createAuthApp();
  await turnOnTwoStep(ctx, await signIn(ctx));
  const appStep = await passwordStep(ctx);
  const none = await ctx.withCookie('/api/user/login/passkey/options', appStep);
  expect(none.status).toBe(409);
  expect(await none.json()).toEqual({ success: false, error: PASSKEY_TEXTS.noPasskey });
});

test('renaming; removing asks for the password, and the last factor stays while owners require one', async () => {
  const { cookie } = await withPasskey();
  // A passkey alone satisfies the owners' rule: the owner may require it, and reaches the whole admin.
  const required = await send(ctx, 'PUT', '/api/admin/two-step/policy', cookie, { required: true });
  expect(await required.json()).toEqual({ message: TWO_STEP_TEXTS.required });
  expect((await ctx.app.request('/api/admin/accounts', { headers: { Cookie: cookie } })).status).toBe(200);

  const [passkey] = await listOf(ctx, cookie);
  const url = `/api/admin/two-step/passkeys/${passkey?.id}`;
  expect(await (await send(ctx, 'PUT', url, cookie, { name: ' Phone ' })).json()).toEqual({
    message: PASSKEY_TEXTS.renamed('Phone'),
  });
  expect((await listOf(ctx, cookie)).map((p) => p.name)).toEqual(['Phone']);
  expect((await send(ctx, 'PUT', '/api/admin/two-step/passkeys/999', cookie, { name: 'x' })).status).toBe(404);

  const wrong = await send(ctx, 'DELETE', url, cookie, { password: 'not the password at all' });
  expect(wrong.status).toBe(400);
  expect(await wrong.json()).toEqual({ errors: [{ msg: TWO_STEP_TEXTS.wrongPassword, path: 'password' }] });
  const last = await send(ctx, 'DELETE', url, cookie, { password: ADMIN.password });
  expect(last.status).toBe(409);
  expect(await last.json()).toEqual({ error: PASSKEY_TEXTS.lastRequired });
  expect(await listOf(ctx, cookie)).toHaveLength(1);

  // With the app beside it the passkey may go; the recovery codes it brought stay.
  const setup = (await (await ctx.withCookie('/api/admin/two-step/setup', cookie)).json()) as { key: string };
  const confirm = await ctx.withCookie('/api/admin/two-step/confirm', cookie, {
    code: appCode(setup.key, ctx.clock.now()),
  });
  expect(await confirm.json()).toEqual({ message: TWO_STEP_TEXTS.appAdded });
  const removed = await send(ctx, 'DELETE', url, cookie, { password: ADMIN.password });
  expect(await removed.json()).toEqual({ message: PASSKEY_TEXTS.removed('Phone') });
  expect(await get(ctx, '/api/admin/two-step', cookie)).toMatchObject({ on: true, passkeys: 0, recoveryCodesLeft: 10 });
});

test('an account without a factor may add a passkey when owners require one, and then reaches the admin', async () => {
  const { cookie } = await withPasskey();
  await send(ctx, 'PUT', '/api/admin/two-step/policy', cookie, { required: true });
  const { id: editorId } = await addUser(ctx.db, EDITOR.email, EDITOR.password, 'editor');
  const editor = await sessionOf(ctx, EDITOR);
  const refused = await ctx.app.request('/api/admin/accounts/sessions', { headers: { Cookie: editor } });
  expect(refused.status).toBe(403);
  expect(await refused.json()).toEqual({ error: TWO_STEP_TEXTS.setUpFirst, twoStepRequired: true });
  expect(await listOf(ctx, editor)).toEqual([]);
  expect((await addPasskey(ctx, editor, new SoftAuthenticator(TEST_ORIGIN))).status).toBe(201);
  expect((await ctx.app.request('/api/admin/accounts/sessions', { headers: { Cookie: editor } })).status).toBe(200);

  // An owner's reset takes every factor, passkeys too.
  const reset = await ctx.withCookie(`/api/admin/accounts/${editorId}/reset-two-step`, cookie);
  expect(await reset.json()).toEqual({ message: TWO_STEP_TEXTS.reset(EDITOR.email) });
  expect(
    ctx.db.orm
      .select()
      .from(passkeys)
      .all()
      .map((row) => row.userId),
  ).toEqual([ctx.admin.id]);
});
