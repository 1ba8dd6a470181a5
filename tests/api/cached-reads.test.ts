import { afterEach, beforeEach, expect, test } from 'bun:test';
import { frontRoutes } from '../../server/front-routes.ts';
import { answerKeptReads } from '../../server/middleware/cached-reads.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Kept public reads are answered before the middleware chain (server/middleware/cached-reads.ts). That answer
 * must be the chain's own, byte for byte and header for header, and must never be given to a request the chain
 * would answer differently.
 */

let ctx: TestApp;
beforeEach(async () => {
  ctx = await createTestApp({ seed: true, keptReadsFirst: false });
});
afterEach(() => ctx?.close());

const ORIGIN = 'http://localhost';

/** The app's chain alone (`keptReadsFirst: false`), and the front that answers kept reads, with a count of what it passed on. */
function both() {
  const chain = ctx.app;
  let passedOn = 0;
  const front = answerKeptReads(ctx.deps, (request) => {
    passedOn += 1;
    return chain.fetch(request);
  });
  return { chain, front, passedOn: () => passedOn };
}

async function seen(response: Response) {
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'x-request-id'));
  return { status: response.status, headers, body: new Uint8Array(await response.arrayBuffer()) };
}

test('a kept read is answered before the chain, exactly as the chain answers it', async () => {
  const { chain, front, passedOn } = both();
  const slug = ((await (await chain.request('/api/shop/pages?limit=1')).json()) as { items: { slug: string }[] })
    .items[0]?.slug;
  const paths = [
    '/api/shop/pages?limit=24',
    '/api/artists',
    `/api/shop/${slug}`,
    '/api/explore/exhibitions',
    '/api/shop?lang=zh',
  ];
  const asks: Record<string, string>[] = [{}, { 'Accept-Encoding': 'gzip' }];
  for (const path of paths) {
    // The first read fills the cache through the chain.
    const first = await chain.request(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('ETag') ?? '';
    const size = (await first.arrayBuffer()).byteLength;
    for (const ask of [...asks, { 'If-None-Match': etag }]) {
      const before = passedOn();
      const fromFront = await seen(await front(new Request(`${ORIGIN}${path}`, { headers: ask })));
      const fromChain = await seen(await chain.request(`${ORIGIN}${path}`, { headers: ask }));
      expect(fromFront).toEqual(fromChain);
      // Answered in front, except a small answer the chain compresses on its way out.
      const small = ask['Accept-Encoding'] !== undefined && size < 1024;
      expect(passedOn() - before).toBe(small ? 1 : 0);
    }
  }
  expect(passedOn()).toBeLessThan(paths.length * 3);
});

test('writes, staff, unknown reads and the private API always go through the chain', async () => {
  const { chain, front, passedOn } = both();
  await chain.request('/api/artists');
  const requests = [
    new Request(`${ORIGIN}/api/artists`, { headers: { Cookie: 'session=abc' } }),
    new Request(`${ORIGIN}/api/artists`, { headers: { Cookie: 'theme=dark; __Host-session=abc' } }),
    new Request(`${ORIGIN}/api/artists/pages?limit=2`),
    new Request(`${ORIGIN}/api/admin/lists`),
    new Request(`${ORIGIN}/api/user`),
    new Request(`${ORIGIN}/api/newsletter`, { method: 'POST', body: '{}' }),
  ];
  for (const request of requests) await front(request);
  expect(passedOn()).toBe(requests.length);
});

test('a write empties what the front answers from', async () => {
  const { chain, front } = both();
  const before = await (await chain.request('/api/artists')).text();
  ctx.db.raw.run("UPDATE artists SET name = 'Renamed Painter' WHERE id = (SELECT min(id) FROM artists)");
  const after = await (await front(new Request(`${ORIGIN}/api/artists`))).text();
  expect(after).not.toBe(before);
  expect(after).toContain('Renamed Painter');
});

test("an image's 304 comes from the server's router, as the app answers it, with only what a cache updates", async () => {
  const { chain } = both();
  let passedOn = 0;
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    routes: frontRoutes((request) => {
      passedOn += 1;
      return chain.fetch(request);
    }),
    fetch: chain.fetch,
  });
  try {
    const work = (
      (await (await chain.request('/api/shop/pages?limit=1')).json()) as { items: { img: { src: string } }[] }
    ).items[0];
    const path = new URL(work?.img.src ?? '', ORIGIN).pathname;
    const first = await fetch(new URL(path, server.url));
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");
    const etag = first.headers.get('ETag') ?? '';
    await first.arrayBuffer();
    expect(passedOn).toBe(1);

    const asks = [{ 'If-None-Match': etag }, { 'If-None-Match': `"other", ${etag}` }];
    for (const ask of asks) {
      const fromRouter = await seen(await fetch(new URL(path, server.url), { headers: ask }));
      delete fromRouter.headers.date;
      expect(fromRouter).toEqual(await seen(await chain.request(`${ORIGIN}${path}`, { headers: ask })));
      expect(fromRouter.status).toBe(304);
      // RFC 9110 15.4.5: the browser keeps the stored answer's headers, the security headers among them.
      expect(fromRouter.headers).toEqual({ etag, 'cache-control': 'public, max-age=31536000, immutable' });
    }
    expect(passedOn).toBe(1);

    // A HEAD is a GET without the body: the same 304, from the router too.
    const head = await fetch(new URL(path, server.url), { method: 'HEAD', headers: { 'If-None-Match': etag } });
    expect(head.status).toBe(304);
    expect(passedOn).toBe(1);

    // Another image's tag, or none, goes to the app; so does any other method, which the router never sees.
    const others: [string, Record<string, string>][] = [
      ['GET', { 'If-None-Match': `"${'0'.repeat(64)}"` }],
      ['GET', {}],
    ];
    for (const [method, headers] of others) {
      const response = await fetch(new URL(path, server.url), { method, headers });
      await response.arrayBuffer();
      expect(response.status).toBe(200);
    }
    expect(passedOn).toBe(3);
    const posted = await fetch(new URL(path, server.url), { method: 'POST', headers: { 'If-None-Match': etag } });
    await posted.arrayBuffer();
    expect(posted.status).not.toBe(304);
    expect(passedOn).toBe(3);
  } finally {
    server.stop(true);
  }
});
