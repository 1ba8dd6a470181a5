import { afterEach, expect, test } from 'bun:test';
import { ROLE_TEXTS } from '../../shared/roles.ts';
import { TWO_STEP_TEXTS } from '../../shared/two-step.ts';
import {
  type AuthApp,
  addUser,
  createAuthApp,
  passwordStep,
  secondStep,
  setCookies,
  signIn,
  turnOnTwoStep,
  whoIs,
} from './auth-fixtures.ts';

/**
 * Issue 29: an owner can require two-step sign-in of every account, and then an account without it reaches
 * nothing but its set-up; an owner resets the factor of staff who lost it.
 */

let ctx: AuthApp;
afterEach(() => ctx?.close());

const EDITOR = { email: 'editor@gallery.example', password: 'woodcut of the taedong river' };

const get = (url: string, cookie: string) => ctx.app.request(url, { headers: { Cookie: cookie } });
const put = (url: string, cookie: string, body: unknown) =>
  ctx.app.request(url, {
    method: 'PUT',
    headers: { Cookie: cookie, Origin: 'http://localhost:3000', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

async function sessionOf(account: typeof EDITOR) {
  const res = await ctx.login(account);
  const session = setCookies(res).find((cookie) => cookie.name === 'session');
  if (!session) throw new Error(`${account.email} got no session`);
  return { cookie: `session=${session.value}`, body: (await res.json()) as { user: Record<string, unknown> } };
}

test('an owner requires it only once their own account has it, and then cannot turn their own off', async () => {
  ctx = await createAuthApp();
  const owner = await signIn(ctx);
  const early = await put('/api/admin/two-step/policy', owner, { required: true });
  expect(early.status).toBe(409);
  expect(await early.json()).toEqual({ error: TWO_STEP_TEXTS.requireOwnFirst });
  expect(await (await get('/api/admin/two-step', owner)).json()).toMatchObject({ required: false });

  await turnOnTwoStep(ctx, owner);
  const required = await put('/api/admin/two-step/policy', owner, { required: true });
  expect(await required.json()).toEqual({ message: TWO_STEP_TEXTS.required });
  const off = await ctx.withCookie('/api/admin/two-step/off', owner, { password: 'kaesong ink on mulberry paper' });
  expect(off.status).toBe(409);
  expect(await off.json()).toEqual({ error: TWO_STEP_TEXTS.requiredCannotTurnOff });

  await addUser(ctx.db, EDITOR.email, EDITOR.password, 'editor');
  const editor = (await sessionOf(EDITOR)).cookie;
  const refused = await put('/api/admin/two-step/policy', editor, { required: false });
  expect(refused.status).toBe(403);
  expect(await refused.json()).toEqual({ error: ROLE_TEXTS.refused });
});

test('once required, an account without it is sent to set it up and reaches nothing else until it has', async () => {
  ctx = await createAuthApp();
  const owner = await signIn(ctx);
  await turnOnTwoStep(ctx, owner);
  await put('/api/admin/two-step/policy', owner, { required: true });
  await addUser(ctx.db, EDITOR.email, EDITOR.password, 'editor');

  const { cookie: editor, body } = await sessionOf(EDITOR);
  expect(body.user).toMatchObject({ twoStep: false, mustSetUpTwoStep: true });
  const auth = await ctx.withCookie('/api/user/auth', editor);
  expect(((await auth.json()) as { user: object }).user).toMatchObject({ mustSetUpTwoStep: true });
  for (const url of ['/api/admin/lists?type=shop', '/api/admin/accounts/sessions', '/api/admin/featured']) {
    const res = await get(url, editor);
    expect({ url, status: res.status, body: await res.json() }).toEqual({
      url,
      status: 403,
      body: { error: TWO_STEP_TEXTS.setUpFirst, twoStepRequired: true },
    });
  }
  expect((await get('/api/admin/two-step', editor)).status).toBe(200);

  await turnOnTwoStep(ctx, editor);
  expect((await get('/api/admin/featured', editor)).status).toBe(200);
  expect(((await (await ctx.withCookie('/api/user/auth', editor)).json()) as { user: object }).user).toMatchObject({
    twoStep: true,
    mustSetUpTwoStep: false,
  });
});

test('an owner resets the factor of staff who lost it: it is off and their sessions end', async () => {
  ctx = await createAuthApp();
  const owner = await signIn(ctx);
  const editorId = (await addUser(ctx.db, EDITOR.email, EDITOR.password, 'editor')).id;
  const editor = (await sessionOf(EDITOR)).cookie;
  await turnOnTwoStep(ctx, editor);

  const byEditor = await ctx.withCookie(`/api/admin/accounts/${ctx.admin.id}/reset-two-step`, editor);
  expect(byEditor.status).toBe(403);

  const reset = await ctx.withCookie(`/api/admin/accounts/${editorId}/reset-two-step`, owner);
  expect(await reset.json()).toEqual({ message: TWO_STEP_TEXTS.reset(EDITOR.email) });
  expect(await whoIs(ctx, editor)).toBeNull();
  const plain = await sessionOf(EDITOR);
  expect(plain.body.user).toMatchObject({ twoStep: false });

  const twice = await ctx.withCookie(`/api/admin/accounts/${editorId}/reset-two-step`, owner);
  expect(twice.status).toBe(409);
  expect(await twice.json()).toEqual({ error: TWO_STEP_TEXTS.notOnFor(EDITOR.email) });
  const missing = await ctx.withCookie('/api/admin/accounts/9999/reset-two-step', owner);
  expect(missing.status).toBe(404);
});

test('with it on, the account signs in through the second step, whatever role it has', async () => {
  ctx = await createAuthApp();
  await addUser(ctx.db, EDITOR.email, EDITOR.password, 'sales');
  const sales = (await sessionOf(EDITOR)).cookie;
  const { recoveryCodes } = await turnOnTwoStep(ctx, sales);
  const step = await passwordStep(ctx, EDITOR);
  const done = await secondStep(ctx, step, recoveryCodes[3] ?? '');
  expect(done.res.status).toBe(200);
  expect(await done.res.json()).toMatchObject({ success: true, user: { email: EDITOR.email, role: 'sales' } });
});
