import { afterAll, beforeAll, expect, test } from 'bun:test';
import { users } from '../../server/db/schema/index.ts';
import { IDLE_LIMIT_MS } from '../../server/services/sessions.ts';
import { type AuthApp, createAuthApp, signIn } from './auth-fixtures.ts';

/**
 * Every /api/admin route refuses a request without a live session (issue 5). The routes are read from the
 * real app's own table, so a route someone adds later is walked too without this file changing.
 */

let ctx: AuthApp;
let noLongerLive: { expired: string; loggedOut: string };
beforeAll(async () => {
  ctx = await createAuthApp();
  const expired = await signIn(ctx);
  ctx.clock.advance(IDLE_LIMIT_MS + 60_000);
  const loggedOut = await signIn(ctx);
  await ctx.withCookie('/api/user/logout', loggedOut);
  noLongerLive = { expired, loggedOut };
});
afterAll(() => ctx.close());

/** Each admin route as a request a client could make: its method (ALL as GET and DELETE) and a concrete path. */
function adminRequests() {
  const seen = new Set<string>();
  for (const route of ctx.app.routes) {
    if (!route.path.startsWith('/api/admin')) continue;
    const path = route.path
      .replace(/:\w+(\{[^}]*\})?/g, '1')
      .replace(/\*$/, 'anything')
      .replace(/\/\*/g, '/anything');
    const methods = route.method === 'ALL' ? ['GET', 'DELETE'] : [route.method];
    for (const method of methods) seen.add(`${method} ${path}`);
  }
  // The bare prefix and an unknown path must not tell an outsider what exists either.
  seen.add('GET /api/admin');
  seen.add('POST /api/admin/no-such-route');
  return [...seen].map((entry) => {
    const [method = 'GET', path = ''] = entry.split(' ');
    return { method, path };
  });
}

const send = (method: string, path: string, cookie?: string) =>
  ctx.app.request(path, {
    method,
    headers: {
      Origin: 'http://localhost:3000',
      ...(method === 'GET' || method === 'HEAD' ? {} : { 'Content-Type': 'application/json' }),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: '{"email":"x@y.z","password":"long enough pw 1"}' }),
  });

test('the walk covers the admin routes that exist today', () => {
  const walked = adminRequests().map((r) => `${r.method} ${r.path}`);
  expect(walked).toContain('GET /api/admin/inbox');
  expect(walked).toContain('PATCH /api/admin/inbox/1/1');
  expect(walked).toContain('POST /api/admin/inbox/enquiries/1/reserve');
  expect(walked).toContain('POST /api/admin/signup');
});

test('every admin route answers 401, and nothing else, without a live session', async () => {
  const userCount = () => ctx.db.orm.select().from(users).all().length;
  const before = userCount();
  const credentials: [string, string | undefined][] = [
    ['no cookie', undefined],
    ['a made-up cookie', 'session=made-up-token'],
    ['an idle-expired session', noLongerLive.expired],
    ['a logged-out session', noLongerLive.loggedOut],
  ];
  for (const { method, path } of adminRequests()) {
    for (const [what, cookie] of credentials) {
      const res = await send(method, path, cookie);
      expect({ method, path, what, status: res.status }).toEqual({ method, path, what, status: 401 });
      expect(await res.json()).toEqual({ error: 'Sign in to continue.' });
      expect(res.headers.get('Cache-Control')).toBe('no-store');
    }
  }
  expect(userCount()).toBe(before);
});

test('with a live session the gate lets the same requests through to their routes', async () => {
  const cookie = await signIn(ctx);
  const res = await ctx.app.request('/api/admin/inbox', { headers: { Cookie: cookie } });
  expect(res.status).toBe(200);
  for (const { method, path } of adminRequests()) {
    if (method !== 'GET') continue;
    expect({ path, status: (await send(method, path, cookie)).status }).not.toEqual({ path, status: 401 });
  }
});
