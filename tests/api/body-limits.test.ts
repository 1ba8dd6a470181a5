import { afterEach, describe, expect, test } from 'bun:test';
import { newsletterSubscribers } from '../../server/db/schema/index.ts';
import { isBodyLimit, LENGTH_REQUIRED, LIMITS } from '../../server/middleware/body-limit.ts';
import { type AuthApp, createAuthApp, signIn } from './auth-fixtures.ts';

/**
 * Every route that takes a body bounds it before reading it (issue 14): a declared Content-Length over the
 * limit is refused at once, a chunked body is cut off as soon as it passes it. The route table is walked, so a
 * write route added without a limit fails here.
 */

let ctx: AuthApp;
afterEach(() => ctx?.close());

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every write route of the app as `METHOD path`, and whether a body limit runs in front of its handler. */
function writeRoutes(app: AuthApp['app']) {
  const routes = new Map<string, boolean>();
  for (const route of app.routes) {
    if (!WRITES.has(route.method)) continue;
    const key = `${route.method} ${route.path}`;
    routes.set(key, (routes.get(key) ?? false) || isBodyLimit(route.handler));
  }
  return routes;
}

const concrete = (path: string) => path.replace(/:id\b/g, '1').replace(/:(\w+)/g, 'x');

/** A body that never ends, counting what was pulled from it. */
function endlessBody() {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

describe('the body limit of every route', () => {
  test('no write route lacks a body limit', async () => {
    ctx = await createAuthApp();
    const routes = writeRoutes(ctx.app);
    // The table is really walked: the public forms and the admin's writes are all in it.
    expect(routes.size).toBeGreaterThan(30);
    expect(routes.has('POST /api/newsletter')).toBe(true);
    expect([...routes].filter(([, limited]) => !limited).map(([key]) => key)).toEqual([]);
  });

  test('a declared 100 MB body is refused at once with 413 on every write route, signed in', async () => {
    ctx = await createAuthApp();
    const cookie = await signIn(ctx);
    for (const key of writeRoutes(ctx.app).keys()) {
      const [method = '', path = ''] = key.split(' ');
      const res = await ctx.app.request(concrete(path), {
        method,
        headers: {
          'Content-Type': path.endsWith('/image/new') ? 'multipart/form-data; boundary=x' : 'application/json',
          'Content-Length': String(100 * 1024 * 1024),
          Origin: 'http://localhost:3000',
          Cookie: cookie,
        },
        body: '{}',
      });
      expect({ key, status: res.status }).toEqual({ key, status: 413 });
      const body = (await res.json()) as { errors: { msg: string }[] };
      expect(body.errors[0]?.msg).toBeString();
    }
  });

  test('a chunked body is cut off as soon as it passes the limit', async () => {
    ctx = await createAuthApp();
    const { stream, pulled } = endlessBody();
    const res = await ctx.app.request('/api/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
      body: stream,
      // A streamed request body is sent half-duplex.
      duplex: 'half',
    });
    expect(res.status).toBe(413);
    // The stream was read to just past the limit, not to its (endless) end.
    expect(pulled.bytes).toBeLessThan(LIMITS.small + 4 * 64 * 1024);
  });

  test('a chunked body is refused at once where the limit is megabytes', async () => {
    ctx = await createAuthApp();
    const cookie = await signIn(ctx);
    for (const path of ['/api/admin/publications/new', '/api/admin/image/new']) {
      const { stream, pulled } = endlessBody();
      const res = await ctx.app.request(path, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Transfer-Encoding': 'chunked',
          Origin: 'http://localhost:3000',
          Cookie: cookie,
        },
        body: stream,
        duplex: 'half',
      });
      expect({ path, status: res.status }).toEqual({ path, status: 411 });
      expect(((await res.json()) as { errors: { msg: string }[] }).errors[0]?.msg).toBe(LENGTH_REQUIRED);
      // Refused before the body was read: at most what the stream had queued up front.
      expect(pulled.bytes).toBeLessThan(LIMITS.form);
    }
  });
});

describe('the newsletter', () => {
  const subscribe = (email: string) => ctx.post('/api/newsletter', { email });

  test('is rate-limited per address like the contact form (429 with Retry-After)', async () => {
    ctx = await createAuthApp();
    for (let i = 0; i < 10; i++) expect((await subscribe(`reader${i}@example.com`)).status).toBe(200);
    const refused = await subscribe('reader-eleven@example.com');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another visitor is not held back by the first, and the window passes.
    ctx.visitor.address = '198.51.100.4';
    expect((await subscribe('other@example.com')).status).toBe(200);
    ctx.visitor.address = '203.0.113.7';
    ctx.clock.advance(10 * 60_000 + 1);
    expect((await subscribe('reader-later@example.com')).status).toBe(200);
  });

  test('a body over its limit is refused with 413 and nothing is stored', async () => {
    ctx = await createAuthApp();
    const res = await subscribe(`${'a'.repeat(LIMITS.small)}@example.com`);
    expect(res.status).toBe(413);
    expect(ctx.db.orm.select().from(newsletterSubscribers).all()).toEqual([]);
  });
});
