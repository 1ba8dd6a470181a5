import { afterAll, afterEach, beforeAll, describe, expect, spyOn, test } from 'bun:test';
import { createHash } from 'node:crypto';
import { sessions } from '../../server/db/schema/index.ts';
import { LOGIN_FAILED } from '../../shared/auth.ts';
import { type FakeSiteverify, passToken, startFakeSiteverify } from '../fakes/siteverify.ts';
import { ADMIN, type AuthApp, createAuthApp, setCookies, signIn, whoIs } from './auth-fixtures.ts';

/** POST /api/user/login (issue 5): the answers, the cookie, the captcha, and constant work for unknown e-mails. */

let ctx: AuthApp;
afterEach(() => ctx?.close());

const FAILED = { success: false, error: LOGIN_FAILED };

describe('signing in', () => {
  test('the right password signs in whatever the case of the e-mail; the answer names the user, never the token', async () => {
    ctx = await createAuthApp();
    const res = await ctx.login({ email: '  curator@GALLERY.example ', password: ADMIN.password });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      success: true,
      user: {
        _id: ctx.admin.id,
        email: ADMIN.email,
        role: 'owner',
        language: 'en',
        twoStep: false,
        mustSetUpTwoStep: false,
      },
    });
    const [cookie] = setCookies(res);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    expect(text).not.toContain(cookie?.value ?? '-');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  test('a wrong password and an unknown e-mail get the same answer and no cookie', async () => {
    ctx = await createAuthApp();
    for (const body of [
      { email: ADMIN.email, password: 'not the password at all' },
      { email: 'nobody@gallery.example', password: ADMIN.password },
      { email: 'not even an address', password: 'whatever it is' },
    ]) {
      const res = await ctx.login(body);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual(FAILED);
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
    }
    expect(ctx.db.orm.select().from(sessions).all()).toEqual([]);
  });

  test('an unknown e-mail costs one argon2id verification with the same parameters as a known one', async () => {
    ctx = await createAuthApp();
    const verify = spyOn(Bun.password, 'verify');
    try {
      await ctx.login({ email: ADMIN.email, password: 'a wrong password' });
      await ctx.login({ email: 'nobody@gallery.example', password: 'a wrong password' });
      expect(verify.mock.calls).toHaveLength(2);
      const parameters = (hash: unknown) => String(hash).split('$').slice(0, 4).join('$');
      const [known, unknown] = verify.mock.calls.map((call) => parameters(call[1]));
      expect(known).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/);
      expect(unknown).toBe(known as string);
    } finally {
      verify.mockRestore();
    }
    // The times themselves are measured by bench/login.ts (a timed test would fail on a busy machine).
  });

  test('missing or empty fields are refused before anything is checked', async () => {
    ctx = await createAuthApp();
    for (const body of [{}, { email: ADMIN.email }, { email: '', password: ADMIN.password }, { password: 'x' }]) {
      const res = await ctx.login(body);
      expect(res.status).toBe(400);
      const { errors } = (await res.json()) as { errors: { msg: string }[] };
      expect(errors.map((e) => e.msg)).toContain('Email and password are required.');
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  test('a password longer than anyone types is refused without being hashed; a huge body is cut off', async () => {
    ctx = await createAuthApp();
    const verify = spyOn(Bun.password, 'verify');
    try {
      const long = await ctx.login({ email: ADMIN.email, password: 'x'.repeat(1025) });
      expect(long.status).toBe(400);
      const huge = await ctx.login({ email: ADMIN.email, password: 'x'.repeat(100_000) });
      expect(huge.status).toBe(413);
      expect(await huge.json()).toEqual({ errors: [{ msg: 'The request is too large.', path: '' }] });
      expect(verify.mock.calls).toHaveLength(0);
    } finally {
      verify.mockRestore();
    }
  });
});

describe('the session cookie', () => {
  test('over http: HttpOnly, SameSite=Lax, Path=/, seven days, not Secure, no Domain; only its hash is stored', async () => {
    ctx = await createAuthApp();
    const res = await ctx.login({ email: ADMIN.email, password: ADMIN.password });
    const [cookie, ...others] = setCookies(res);
    // The browser's own token, by which the account knows it next time (tests/api/new-device.test.ts).
    expect(others.map((other) => [other.name, Object.fromEntries(other.attributes)])).toEqual([
      ['device', { 'max-age': String(400 * 24 * 60 * 60), path: '/', httponly: '', samesite: 'Lax' }],
    ]);
    expect(cookie?.name).toBe('session');
    expect(Object.fromEntries(cookie?.attributes ?? [])).toEqual({
      'max-age': '604800',
      path: '/',
      httponly: '',
      samesite: 'Lax',
    });
    const [row, ...more] = ctx.db.orm.select().from(sessions).all();
    expect(more).toEqual([]);
    expect(row?.tokenHash).toBe(
      createHash('sha256')
        .update(cookie?.value ?? '')
        .digest('hex'),
    );
    expect(JSON.stringify(row)).not.toContain(cookie?.value ?? '-');
  });

  test('over https, directly or through a trusted proxy: Secure, with the __Host- prefix', async () => {
    ctx = await createAuthApp();
    const direct = await ctx.app.request('https://localhost:3000/api/user/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://localhost:3000' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    expect(direct.status).toBe(200);
    const [secure] = setCookies(direct);
    expect(secure?.name).toBe('__Host-session');
    expect(secure?.attributes.has('secure')).toBe(true);
    expect(secure?.attributes.get('path')).toBe('/');
    expect(secure?.attributes.has('domain')).toBe(false);
    ctx.close();

    ctx = await createAuthApp({ env: { TRUST_PROXY: '1', PUBLIC_URL: 'https://gallery.example' } });
    const proxied = await ctx.login(
      { email: ADMIN.email, password: ADMIN.password },
      { Origin: 'https://gallery.example', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'gallery.example' },
    );
    expect(proxied.status).toBe(200);
    expect(setCookies(proxied)[0]?.name).toBe('__Host-session');
    expect(setCookies(proxied)[0]?.attributes.has('secure')).toBe(true);
  });

  test('without TRUST_PROXY a forwarded https claim is not believed', async () => {
    ctx = await createAuthApp();
    const res = await ctx.login({ email: ADMIN.email, password: ADMIN.password }, { 'X-Forwarded-Proto': 'https' });
    expect(res.status).toBe(200);
    const [cookie] = setCookies(res);
    expect(cookie?.name).toBe('session');
    expect(cookie?.attributes.has('secure')).toBe(false);
  });

  test('session fixation: a cookie set before the login is not the one after, and its session ends', async () => {
    ctx = await createAuthApp();
    const planted = 'session=attacker-chosen-value-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
    const afterPlanted = await signIn(ctx, { Cookie: planted });
    expect(afterPlanted).not.toBe(planted);
    expect(await whoIs(ctx, planted)).toBeNull();

    // A real earlier session in the same browser is replaced too, not kept beside the new one.
    const second = await signIn(ctx, { Cookie: afterPlanted });
    expect(second).not.toBe(afterPlanted);
    expect(await whoIs(ctx, afterPlanted)).toBeNull();
    expect(await whoIs(ctx, second)).toBe(ADMIN.email);
    expect(ctx.db.orm.select().from(sessions).all()).toHaveLength(1);
  });
});

describe('the captcha comes first', () => {
  let fake: FakeSiteverify;
  beforeAll(() => {
    fake = startFakeSiteverify({ slowMs: 8000 });
  });
  afterAll(() => fake.stop());

  test('a passing token is verified with the secret and the visitor address, then the password', async () => {
    ctx = await createAuthApp({ env: fake.env });
    const token = passToken();
    const res = await ctx.login({ email: ADMIN.email, password: ADMIN.password, captchaToken: token });
    expect(res.status).toBe(200);
    expect(fake.calls.find((call) => call.response === token)).toMatchObject({ remoteip: '203.0.113.7' });
  });

  test('a missing, failing or spent token is refused, even with the right password, and nothing is verified', async () => {
    ctx = await createAuthApp({ env: fake.env });
    const spent = passToken();
    expect((await ctx.login({ email: ADMIN.email, password: ADMIN.password, captchaToken: spent })).status).toBe(200);
    const verify = spyOn(Bun.password, 'verify');
    try {
      for (const [captchaToken, error] of [
        [undefined, 'Please complete the captcha.'],
        ['', 'Please complete the captcha.'],
        ['fail-token', 'The captcha could not be verified. Please try again.'],
        [spent, 'The captcha could not be verified. Please try again.'],
      ] as const) {
        const res = await ctx.login({ email: ADMIN.email, password: ADMIN.password, captchaToken });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ success: false, error });
        expect(res.headers.getSetCookie()).toEqual([]);
      }
      expect(verify.mock.calls).toHaveLength(0);
    } finally {
      verify.mockRestore();
    }
    // Refused captchas do not count as failed logins: the next real attempt is not throttled.
    for (let i = 0; i < 8; i += 1) await ctx.login({ email: ADMIN.email, password: 'wrong', captchaToken: 'fail' });
    const ok = await ctx.login({ email: ADMIN.email, password: ADMIN.password, captchaToken: passToken() });
    expect(ok.status).toBe(200);
  });

  test('a siteverify that errs or answers garbage refuses with 503', async () => {
    ctx = await createAuthApp({ env: fake.env });
    for (const captchaToken of ['5xx', 'garbage']) {
      const res = await ctx.login({ email: ADMIN.email, password: ADMIN.password, captchaToken });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        success: false,
        error: 'The captcha check is unavailable right now. Please try again in a moment.',
      });
    }
  });
});
