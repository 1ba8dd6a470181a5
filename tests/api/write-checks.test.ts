import { afterEach, describe, expect, test } from 'bun:test';
import { users } from '../../server/db/schema/index.ts';
import { ADMIN, type AuthApp, createAuthApp, signIn, whoIs } from './auth-fixtures.ts';

/**
 * Forgery: every state-changing /api call must come from the site's own pages (Origin, or Sec-Fetch-Site
 * without one) and speak JSON, so a signed-in admin's browser cannot be made to act for another site
 * (issue 5). Hono's csrf() alone would let a cross-site JSON POST through; these tests pin what does not.
 */

let ctx: AuthApp;
afterEach(() => ctx?.close());

const FORBIDDEN = { error: 'This request did not come from the site itself.' };
const credentials = JSON.stringify({ email: ADMIN.email, password: ADMIN.password });
const newAdmin = JSON.stringify({ email: 'intruder@evil.example', password: 'a long enough password 1' });

const raw = (path: string, headers: Record<string, string>, body: string | FormData = credentials) =>
  ctx.app.request(path, { method: 'POST', headers, body });
const userCount = () => ctx.db.orm.select().from(users).all().length;

describe('the origin of a write', () => {
  test('a foreign, null or missing origin is refused with 403 before anything runs', async () => {
    ctx = await createAuthApp();
    const json = { 'Content-Type': 'application/json' };
    for (const headers of [
      { ...json, Origin: 'https://evil.example' },
      { ...json, Origin: 'http://localhost:3000.evil.example' },
      { ...json, Origin: 'null' },
      { ...json, 'Sec-Fetch-Site': 'cross-site' },
      { ...json, 'Sec-Fetch-Site': 'same-site' }, // a sibling subdomain is not this site
      json,
    ]) {
      const res = await raw('/api/user/login', headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(FORBIDDEN);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  test('the site itself gets through: its Origin, or Sec-Fetch-Site same-origin or none', async () => {
    ctx = await createAuthApp();
    const json = { 'Content-Type': 'application/json' };
    for (const headers of [
      { ...json, Origin: 'http://localhost:3000' },
      { ...json, 'Sec-Fetch-Site': 'same-origin' },
      { ...json, 'Sec-Fetch-Site': 'none' },
    ]) {
      expect((await raw('/api/user/login', headers)).status).toBe(200);
    }
  });

  test("a forged request from another site cannot use the admin's cookie: no signup, no logout", async () => {
    ctx = await createAuthApp();
    const cookie = await signIn(ctx);
    const before = userCount();
    const forged = { 'Content-Type': 'application/json', Origin: 'https://evil.example', Cookie: cookie };
    expect((await raw('/api/admin/signup', forged, newAdmin)).status).toBe(403);
    expect((await raw('/api/user/logout', forged, '{}')).status).toBe(403);
    expect(userCount()).toBe(before);
    expect(await whoIs(ctx, cookie)).toBe(ADMIN.email);
  });

  test('behind a trusted proxy the public origin counts as the site; a forwarded host does not', async () => {
    ctx = await createAuthApp({ env: { TRUST_PROXY: '1', PUBLIC_URL: 'https://gallery.example' } });
    const json = { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https' };
    expect((await raw('/api/user/login', { ...json, Origin: 'https://gallery.example' })).status).toBe(200);
    // Anyone reaching the proxy can send X-Forwarded-Host: a page elsewhere must not become "the site" by it.
    const forged = { ...json, Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example' };
    expect((await raw('/api/user/login', forged)).status).toBe(403);
    expect((await raw('/api/user/login', { ...json, Origin: 'https://evil.example' })).status).toBe(403);
  });
});

describe('the body of a write is JSON', () => {
  test('forms, plain text and multipart, the bodies a page can send without asking, get 415', async () => {
    ctx = await createAuthApp();
    const cookie = await signIn(ctx);
    const before = userCount();
    const form = new FormData();
    form.set('email', 'intruder@evil.example');
    form.set('password', 'a long enough password 1');
    const own = { Origin: 'http://localhost:3000', Cookie: cookie };
    for (const [headers, body] of [
      [{ ...own, 'Content-Type': 'text/plain' }, newAdmin],
      [{ ...own, 'Content-Type': 'application/x-www-form-urlencoded' }, 'email=intruder%40evil.example'],
      [own, form],
    ] as const) {
      for (const path of ['/api/admin/signup', '/api/user/login', '/api/user/logout']) {
        const res = await raw(path, headers, body);
        expect({ path, status: res.status }).toEqual({ path, status: 415 });
        expect(await res.json()).toEqual({ error: 'The request body must be JSON (Content-Type: application/json).' });
      }
    }
    expect(userCount()).toBe(before);
    expect(await whoIs(ctx, cookie)).toBe(ADMIN.email);
  });
});
