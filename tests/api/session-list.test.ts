import { afterEach, expect, test } from 'bun:test';
import { createSession } from '../../server/services/sessions.ts';
import { ACCOUNT_TEXTS } from '../../shared/accounts.ts';
import { type AuthApp, addUser, createAuthApp, signIn, whoIs } from './auth-fixtures.ts';
import { TEST_ORIGIN } from './helpers.ts';

/** Issue 29: staff see their own sessions, end one or all but this one; an owner ends another account's. */

let ctx: AuthApp;
afterEach(() => ctx?.close());

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type Listed = {
  id: string;
  device: string;
  ip: string | null;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
};

const call = (method: string, url: string, cookie: string, body: unknown = {}) =>
  ctx.app.request(url, {
    method,
    headers: { Cookie: cookie, Origin: TEST_ORIGIN, 'Content-Type': 'application/json' },
    ...(method === 'GET' ? {} : { body: JSON.stringify(body) }),
  });

async function sessionsSeenBy(cookie: string): Promise<Listed[]> {
  const res = await call('GET', '/api/admin/accounts/sessions', cookie);
  expect(res.status).toBe(200);
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  return ((await res.json()) as { sessions: Listed[] }).sessions;
}

test('each session shows its browser, address and times, the caller’s own marked, and never its token', async () => {
  ctx = await createAuthApp();
  const laptop = await signIn(ctx, { 'User-Agent': FIREFOX });
  ctx.clock.advance(90_000);
  ctx.visitor.address = '198.51.100.20';
  const phone = await signIn(ctx, { 'User-Agent': IPHONE });

  const res = await call('GET', '/api/admin/accounts/sessions', phone);
  const text = await res.text();
  for (const cookie of [laptop, phone]) expect(text).not.toContain(cookie.split('=')[1] ?? '-');
  const listed = (JSON.parse(text) as { sessions: Listed[] }).sessions;
  expect(listed.map(({ device, ip, current }) => ({ device, ip, current }))).toEqual([
    { device: 'Safari on iOS', ip: '198.51.100.20', current: true },
    { device: 'Firefox on Windows', ip: '203.0.113.7', current: false },
  ]);
  expect(listed[1]?.signedInAt).toBe(new Date(ctx.clock.now().getTime() - 90_000).toISOString());
});

test('ending one session signs out that browser alone', async () => {
  ctx = await createAuthApp();
  const laptop = await signIn(ctx, { 'User-Agent': FIREFOX });
  const phone = await signIn(ctx, { 'User-Agent': IPHONE });
  const other = (await sessionsSeenBy(laptop)).find((session) => !session.current);
  if (!other) throw new Error('the phone’s session is not listed');

  const res = await call('DELETE', `/api/admin/accounts/sessions/${other.id}`, laptop);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ message: ACCOUNT_TEXTS.sessionEnded });
  expect(await whoIs(ctx, phone)).toBeNull();
  expect(await whoIs(ctx, laptop)).not.toBeNull();
  expect((await call('DELETE', `/api/admin/accounts/sessions/${other.id}`, laptop)).status).toBe(404);
});

test("another account's session, or an id that is none, is not found and goes on", async () => {
  ctx = await createAuthApp();
  const mine = await signIn(ctx);
  const colleague = await addUser(ctx.db, 'colleague@gallery.example', 'the pyongyang metro in ink', 'editor');
  const theirs = `session=${createSession(ctx.db, colleague.id, ctx.clock.now(), { ip: '192.0.2.1', userAgent: IPHONE })}`;
  const [listed] = await sessionsSeenBy(theirs);
  if (!listed) throw new Error('the colleague has no session');

  for (const id of [listed.id, 'nonsense', `${listed.id}00`, listed.id.toUpperCase(), '%27%20OR%201%3D1']) {
    const res = await call('DELETE', `/api/admin/accounts/sessions/${id}`, mine);
    expect({ id, status: res.status }).toEqual({ id, status: 404 });
  }
  expect(await whoIs(ctx, theirs)).toBe('colleague@gallery.example');
});

test('signing out everywhere else keeps this session and ends the rest', async () => {
  ctx = await createAuthApp();
  const kept = await signIn(ctx);
  const others = [await signIn(ctx), await signIn(ctx)];
  const res = await call('POST', '/api/admin/accounts/sign-out-others', kept);
  expect(await res.json()).toEqual({ message: ACCOUNT_TEXTS.othersSignedOut });
  for (const cookie of others) expect(await whoIs(ctx, cookie)).toBeNull();
  expect((await sessionsSeenBy(kept)).map((session) => session.current)).toEqual([true]);
});

test('an owner ends every session of another account; sessions from before show what is known', async () => {
  ctx = await createAuthApp();
  const owner = await signIn(ctx);
  const editor = await addUser(ctx.db, 'editor@gallery.example', 'a poster of the chollima statue', 'editor');
  const before = `session=${createSession(ctx.db, editor.id, ctx.clock.now())}`;
  expect(await sessionsSeenBy(before)).toMatchObject([{ device: 'An unknown browser', ip: null, current: true }]);

  const res = await call('POST', `/api/admin/accounts/${editor.id}/sign-out`, owner);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ message: ACCOUNT_TEXTS.accountSignedOut('editor@gallery.example') });
  expect(await whoIs(ctx, before)).toBeNull();
  expect(await whoIs(ctx, owner)).not.toBeNull();
  expect((await call('POST', '/api/admin/accounts/999/sign-out', owner)).status).toBe(404);
});
