import { afterEach, describe, expect, test } from 'bun:test';
import { sessions } from '../../server/db/schema/index.ts';
import { ABSOLUTE_LIMIT_MS, IDLE_LIMIT_MS } from '../../server/services/sessions.ts';
import { ADMIN, type AuthApp, createAuthApp, setCookies, signIn, whoIs } from './auth-fixtures.ts';

/** The session check, logout and the limits the server enforces on its own clock (SPEC 'Session', 'Logout'). */

let ctx: AuthApp;
afterEach(() => ctx?.close());

const MINUTE = 60_000;
const rows = () => ctx.db.orm.select().from(sessions).all();
const adminGet = (cookie: string) => ctx.app.request('/api/admin/inbox', { headers: { Cookie: cookie } });

describe('POST /api/user/auth', () => {
  test('answers the user for a live session and null otherwise, never the token', async () => {
    ctx = await createAuthApp();
    const cookie = await signIn(ctx);
    const res = await ctx.withCookie('/api/user/auth', cookie);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      user: {
        _id: ctx.admin.id,
        email: ADMIN.email,
        role: 'owner',
        language: 'en',
        twoStep: false,
        mustSetUpTwoStep: false,
      },
    });
    expect(text).not.toContain(cookie.split('=')[1] ?? '-');
    expect(res.headers.get('Cache-Control')).toBe('no-store');

    expect(await whoIs(ctx, undefined)).toBeNull();
    expect(await whoIs(ctx, 'session=made-up')).toBeNull();
  });

  test('a cookie whose session is gone is cleared, so the browser stops sending it', async () => {
    ctx = await createAuthApp();
    const res = await ctx.withCookie('/api/user/auth', 'session=left-over-from-last-week');
    expect(await res.json()).toEqual({ user: null });
    const [cleared] = setCookies(res);
    expect(cleared).toMatchObject({ name: 'session', value: '' });
    expect(cleared?.attributes.get('max-age')).toBe('0');
  });
});

describe('POST /api/user/logout', () => {
  test('deletes the session on the server and clears the cookie: the old cookie is refused afterwards', async () => {
    ctx = await createAuthApp();
    const cookie = await signIn(ctx);
    const other = await signIn(ctx); // the same admin in another browser
    expect(rows()).toHaveLength(2);

    const res = await ctx.withCookie('/api/user/logout', cookie);
    expect(res.status).toBe(200);
    const [cleared] = setCookies(res);
    expect(cleared).toMatchObject({ name: 'session', value: '' });
    expect(cleared?.attributes.get('max-age')).toBe('0');
    expect(cleared?.attributes.has('httponly')).toBe(true);
    expect(rows()).toHaveLength(1);

    // A copy of the cookie kept from before (stolen, or a browser that ignored the clearing) is worthless.
    expect(await whoIs(ctx, cookie)).toBeNull();
    expect((await adminGet(cookie)).status).toBe(401);
    // The other browser stays signed in.
    expect(await whoIs(ctx, other)).toBe(ADMIN.email);
    expect((await adminGet(other)).status).toBe(200);
  });

  test('without a session it still answers and clears the cookie', async () => {
    ctx = await createAuthApp();
    const res = await ctx.withCookie('/api/user/logout', undefined);
    expect(res.status).toBe(200);
    expect(setCookies(res)[0]?.attributes.get('max-age')).toBe('0');
  });
});

describe('the limits, on the server clock', () => {
  test('idle: 24 hours without a request ends the session; each request keeps it alive', async () => {
    ctx = await createAuthApp();
    const cookie = await signIn(ctx);
    ctx.clock.advance(IDLE_LIMIT_MS - MINUTE);
    expect(await whoIs(ctx, cookie)).toBe(ADMIN.email);
    ctx.clock.advance(IDLE_LIMIT_MS - MINUTE);
    expect(await whoIs(ctx, cookie)).toBe(ADMIN.email);
    ctx.clock.advance(IDLE_LIMIT_MS);
    expect((await adminGet(cookie)).status).toBe(401);
    expect(await whoIs(ctx, cookie)).toBeNull();
    expect(rows()).toEqual([]);
  });

  test('absolute: seven days after sign-in the session ends however busy it was', async () => {
    ctx = await createAuthApp();
    const cookie = await signIn(ctx);
    let elapsed = 0;
    while (elapsed + 12 * 60 * MINUTE < ABSOLUTE_LIMIT_MS) {
      ctx.clock.advance(12 * 60 * MINUTE);
      elapsed += 12 * 60 * MINUTE;
      expect((await adminGet(cookie)).status).toBe(200);
    }
    ctx.clock.advance(ABSOLUTE_LIMIT_MS - elapsed - MINUTE);
    expect(await whoIs(ctx, cookie)).toBe(ADMIN.email);
    ctx.clock.advance(MINUTE);
    expect((await adminGet(cookie)).status).toBe(401);
    expect(await whoIs(ctx, cookie)).toBeNull();
  });

  test('sessions past their limits are cleared from the database at the next login', async () => {
    ctx = await createAuthApp();
    await signIn(ctx);
    await signIn(ctx);
    ctx.clock.advance(IDLE_LIMIT_MS + MINUTE);
    const fresh = await signIn(ctx);
    expect(rows()).toHaveLength(1);
    expect(await whoIs(ctx, fresh)).toBe(ADMIN.email);
  });
});
