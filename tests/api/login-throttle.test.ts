import { afterEach, describe, expect, test } from 'bun:test';
import { FREE_FAILURES, MAX_DELAY_MS } from '../../server/services/login-throttle.ts';
import { ADMIN, type AuthApp, createAuthApp, setCookies } from './auth-fixtures.ts';

/**
 * Failed logins slow down per account and per address with growing delays (issue 5), answered 429 with
 * Retry-After, without an attacker being able to keep the real admin out for long.
 */

let ctx: AuthApp;
afterEach(() => ctx?.close());

const wrong = (email = ADMIN.email) => ctx.login({ email, password: 'a wrong guess, again' });
const right = () => ctx.login({ email: ADMIN.email, password: ADMIN.password });
const retryAfter = (res: Response) => Number(res.headers.get('Retry-After'));

describe('per address', () => {
  test('after the free failures the next attempt waits, with 429 and Retry-After, and the wait grows', async () => {
    ctx = await createAuthApp();
    // Each guess at another account, so only the address's count can be what stops them.
    for (let i = 0; i <= FREE_FAILURES; i += 1) expect((await wrong(`guess${i}@gallery.example`)).status).toBe(401);
    const limited = await wrong('another@gallery.example');
    expect(limited.status).toBe(429);
    const first = retryAfter(limited);
    expect(first).toBeGreaterThanOrEqual(1);
    expect(await limited.json()).toEqual({
      success: false,
      error: `Too many failed attempts. Try again in ${first} seconds.`,
    });
    expect(limited.headers.get('Cache-Control')).toBe('no-store');

    // While it waits even the right password gets no answer about the password, and no session.
    const blocked = await right();
    expect(blocked.status).toBe(429);
    expect(blocked.headers.getSetCookie()).toEqual([]);

    // Waiting does not extend the wait; after it the next failure makes a longer one.
    ctx.clock.advance(first * 1000);
    expect((await wrong('later@gallery.example')).status).toBe(401);
    const second = await wrong('later2@gallery.example');
    expect(second.status).toBe(429);
    expect(retryAfter(second)).toBeGreaterThan(first);

    // Another address is not affected.
    ctx.visitor.address = '198.51.100.20';
    expect((await right()).status).toBe(200);
  });

  test('a burst of simultaneous guesses is throttled as if they came one by one', async () => {
    ctx = await createAuthApp();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => wrong(`burst${i}@gallery.example`)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(FREE_FAILURES + 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - FREE_FAILURES - 1);
  });

  test('successful logins take nothing away from the address count and add nothing to it', async () => {
    ctx = await createAuthApp();
    for (let i = 0; i < 3; i += 1) expect((await right()).status).toBe(200);
    for (let i = 0; i <= FREE_FAILURES; i += 1) expect((await wrong(`n${i}@gallery.example`)).status).toBe(401);
    expect((await right()).status).toBe(429);
  });
});

describe('per account', () => {
  test('guesses spread over many addresses still slow the account down, unknown e-mails alike', async () => {
    ctx = await createAuthApp();
    for (const email of [ADMIN.email, 'nobody@gallery.example']) {
      let limited: Response | undefined;
      for (let i = 0; i < 12 && !limited; i += 1) {
        ctx.visitor.address = `203.0.113.${100 + i}`;
        const res = await wrong(email);
        if (res.status === 429) limited = res;
        else expect(res.status).toBe(401);
      }
      expect(limited?.status).toBe(429);
      expect(retryAfter(limited as Response)).toBeGreaterThanOrEqual(1);
    }
  });

  test('the real admin is never kept out long: not at all from an address they signed in from, briefly elsewhere', async () => {
    ctx = await createAuthApp();
    ctx.visitor.address = '192.0.2.10'; // the gallery's office
    expect((await right()).status).toBe(200);

    // An attacker lands a dozen failures from a dozen addresses, waiting out every delay (the cap itself, after
    // many more, is pinned in tests/unit/login-throttle.test.ts).
    for (let landed = 0, i = 0; landed < 12; i += 1) {
      ctx.visitor.address = `203.0.113.${i}`;
      const res = await wrong();
      if (res.status === 429) ctx.clock.advance(retryAfter(res) * 1000);
      else landed += 1;
    }

    ctx.visitor.address = '198.51.100.77'; // the admin at home, never seen before: a short wait
    const waiting = await right();
    expect(waiting.status).toBe(429);
    expect(retryAfter(waiting)).toBeLessThanOrEqual(MAX_DELAY_MS / 1000);

    ctx.visitor.address = '192.0.2.10'; // from the office: no wait at all
    expect((await right()).status).toBe(200);
    // and that success clears the account's count, so home is open again too
    ctx.visitor.address = '198.51.100.77';
    expect((await right()).status).toBe(200);
  }, 60_000);

  test('a success clears the account count', async () => {
    ctx = await createAuthApp();
    const failFrom = async (address: string, times: number) => {
      for (let i = 0; i < times; i += 1) {
        ctx.visitor.address = `${address}.${i}`;
        expect((await wrong()).status).toBe(401);
      }
    };
    await failFrom('203.0.113', FREE_FAILURES);
    ctx.visitor.address = '192.0.2.1';
    expect((await right()).status).toBe(200);
    await failFrom('198.51.100', FREE_FAILURES);
    ctx.visitor.address = '192.0.2.99';
    expect((await right()).status).toBe(200);
  });
});

describe('the address the throttle counts', () => {
  /** The real server path: the address from the TCP connection, as getConnInfo reports it. */
  async function serve(env: Record<string, string>) {
    ctx = await createAuthApp({ env, clientAddress: 'connection' });
    const server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: ctx.app.fetch });
    const origin = `http://127.0.0.1:${server.port}`;
    const post = (email: string, forwardedFor: string) =>
      fetch(`${origin}/api/user/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin, 'X-Forwarded-For': forwardedFor },
        body: JSON.stringify({ email, password: 'a wrong guess' }),
      });
    return { post, stop: () => server.stop(true) };
  }

  test('without TRUST_PROXY a made-up X-Forwarded-For changes nothing: the connection is counted', async () => {
    const server = await serve({});
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) statuses.push((await server.post(`x${i}@gallery.example`, `10.0.0.${i}`)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    } finally {
      server.stop();
    }
  });

  test('with TRUST_PROXY=1 the address the proxy appended (the rightmost) is the visitor', async () => {
    const server = await serve({ TRUST_PROXY: '1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1)
        statuses.push((await server.post(`x${i}@gallery.example`, `127.0.0.1, 10.0.0.${i}`)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401]);
      // One address, told apart by the header alone, is still counted on its own.
      for (let i = 1; i <= FREE_FAILURES; i += 1) await server.post(`y${i}@gallery.example`, '10.0.0.1');
      expect((await server.post('z@gallery.example', '10.0.0.1')).status).toBe(429);
    } finally {
      server.stop();
    }
  });

  test("what a client writes to the left of the proxy's entry cannot dodge the throttle", async () => {
    const server = await serve({ TRUST_PROXY: '1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1)
        statuses.push((await server.post(`x${i}@gallery.example`, `10.9.${i}.1, 192.0.2.50`)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    } finally {
      server.stop();
    }
  });

  test('with TRUST_PROXY=2 the address two from the right is the visitor', async () => {
    const server = await serve({ TRUST_PROXY: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1)
        statuses.push((await server.post(`x${i}@gallery.example`, `10.9.${i}.1, 192.0.2.50, 10.0.0.2`)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
      const other = await server.post('w@gallery.example', '10.9.9.9, 198.51.100.7, 10.0.0.2');
      expect(other.status).toBe(401);
    } finally {
      server.stop();
    }
  });
});

test('a login that succeeds after waiting gets a session like any other', async () => {
  ctx = await createAuthApp();
  for (let i = 0; i <= FREE_FAILURES; i += 1) await wrong();
  const waiting = await right();
  expect(waiting.status).toBe(429);
  ctx.clock.advance(retryAfter(waiting) * 1000);
  const res = await right();
  expect(res.status).toBe(200);
  expect(setCookies(res)[0]?.attributes.has('httponly')).toBe(true);
});
