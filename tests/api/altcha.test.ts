import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { type Challenge, createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { PRODUCTION_ALTCHA_COST as ALTCHA_COST } from '../../server/config.ts';
import { contactMessages, enquiries, mailOutbox, usedCaptchaChallenges } from '../../server/db/schema/index.ts';
import { ENQUIRY_SENT, MESSAGE_SENT } from '../../server/routes/send.ts';
import { ALTCHA_ALGORITHM, ALTCHA_MESSAGES } from '../../server/services/altcha.ts';
import { type FakeSiteverify, passToken, startFakeSiteverify } from '../fakes/siteverify.ts';
import { ADMIN, createAuthApp } from './auth-fixtures.ts';
import { openTestApp, type TestApp, testClock } from './helpers.ts';
import { insertCatalogue, validEnquiry, validMessage } from './send-fixtures.ts';

/**
 * The self-hosted proof of work that takes over where Turnstile cannot load (issue 13): a solved challenge
 * from GET /api/site/challenge passes once on contact, checkout and login; an expired, replayed, forged or
 * malformed one is refused with its own sentence and nothing is stored.
 */

const HMAC_KEY = 'test-altcha-key-0123456789abcdef0123456789';
const ALTCHA_ONLY = { CAPTCHA: 'altcha', ALTCHA_HMAC_KEY: HMAC_KEY };

let ctx: TestApp;
afterEach(() => ctx?.close());

// The library also checks expiry against the wall clock, so these apps' clocks start at the real time.
const realClock = () => testClock(new Date());

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

async function fetchChallenge(app = ctx): Promise<Challenge> {
  const res = await app.app.request('/api/site/challenge', { headers: { Origin: 'http://localhost:3000' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  return (await res.json()) as Challenge;
}

async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge could not be solved');
  return encode({ challenge, solution });
}

const stored = () => ({
  messages: ctx.db.orm.select().from(contactMessages).all().length,
  enquiries: ctx.db.orm.select().from(enquiries).all().length,
  mail: ctx.db.orm.select().from(mailOutbox).all().length,
  used: ctx.db.orm.select().from(usedCaptchaChallenges).all().length,
});

const messagesOf = async (res: Response) =>
  ((await res.json()) as { errors: { msg: string }[] }).errors.map((e) => e.msg);

describe('the self-hosted captcha alone (CAPTCHA=altcha)', () => {
  test('the site says which check to show; a challenge is signed and carries no key', async () => {
    ctx = openTestApp({ env: ALTCHA_ONLY, clock: realClock() });
    const site = await ctx.app.request('/api/site');
    expect(await site.json()).toEqual({ captcha: 'altcha', turnstileSiteKey: null });
    const challenge = await fetchChallenge();
    expect(challenge.parameters).toMatchObject({ algorithm: ALTCHA_ALGORITHM, cost: ALTCHA_COST });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(challenge)).not.toContain(HMAC_KEY);
  });

  test('a solved challenge sends a message once; the same payload again is refused and stores nothing', async () => {
    ctx = openTestApp({ env: ALTCHA_ONLY, clock: realClock() });
    const token = await solve(await fetchChallenge());
    const first = await ctx.post('/api/send/contact', validMessage({ captchaToken: token }));
    expect(await first.json()).toEqual({ message: MESSAGE_SENT, reference: expect.stringMatching(/^MSG-/) });
    expect(stored()).toMatchObject({ messages: 1, used: 1 });

    const replay = await ctx.post('/api/send/contact', validMessage({ captchaToken: token }));
    expect(replay.status).toBe(400);
    expect(await messagesOf(replay)).toEqual([ALTCHA_MESSAGES.used]);
    expect(stored()).toMatchObject({ messages: 1, used: 1 });
  });

  test('checkout stores the enquiry through a solved challenge', async () => {
    ctx = openTestApp({ env: ALTCHA_ONLY, clock: realClock() });
    insertCatalogue(ctx.db);
    const token = await solve(await fetchChallenge());
    const res = await ctx.post('/api/send/checkout', validEnquiry({ captchaToken: token }));
    expect(await res.json()).toEqual({ message: ENQUIRY_SENT, reference: expect.stringMatching(/^ENQ-/) });
    expect(stored().enquiries).toBe(1);
  });

  test('an expired challenge is refused and nothing is written', async () => {
    const clock = realClock();
    ctx = openTestApp({ env: ALTCHA_ONLY, clock });
    const token = await solve(await fetchChallenge());
    clock.advance(11 * 60_000);
    const res = await ctx.post('/api/send/contact', validMessage({ captchaToken: token }));
    expect(res.status).toBe(400);
    expect(await messagesOf(res)).toEqual([ALTCHA_MESSAGES.expired]);
    expect(stored()).toEqual({ messages: 0, enquiries: 0, mail: 0, used: 0 });
  });

  test('forged payloads are refused: another key, a guessed key, a lengthened expiry', async () => {
    ctx = openTestApp({ env: ALTCHA_ONLY, clock: realClock() });
    const foreign = await createChallenge({
      algorithm: ALTCHA_ALGORITHM,
      cost: ALTCHA_COST,
      counter: 50,
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + 300,
      hmacSignatureSecret: 'someone-elses-key-0123456789abcdef0123',
      hmacKeySignatureSecret: 'someone-elses-second-key-0123456789ab',
    });
    const genuine = await fetchChallenge();
    const solution = await solveChallenge({ challenge: genuine, deriveKey });
    if (!solution) throw new Error('unsolved');
    const forged = [
      await solve(foreign),
      encode({ challenge: genuine, solution: { ...solution, derivedKey: 'ab'.repeat(32) } }),
      encode({
        challenge: {
          ...genuine,
          parameters: { ...genuine.parameters, expiresAt: (genuine.parameters.expiresAt ?? 0) + 86_400 },
        },
        solution,
      }),
    ];
    for (const captchaToken of forged) {
      const res = await ctx.post('/api/send/contact', validMessage({ captchaToken }));
      expect(res.status).toBe(400);
      expect(await messagesOf(res)).toEqual([ALTCHA_MESSAGES.failed]);
    }
    expect(stored()).toEqual({ messages: 0, enquiries: 0, mail: 0, used: 0 });
  });

  test('malformed payloads are refused with a plain sentence', async () => {
    ctx = openTestApp({ env: ALTCHA_ONLY, clock: realClock() });
    const genuine = await fetchChallenge();
    const malformed = [
      'not a payload',
      'eyJub3QganNvbg==',
      encode({}),
      encode({ challenge: genuine }),
      encode({ challenge: { ...genuine, parameters: { ...genuine.parameters, cost: 1 } }, solution: { counter: 0 } }),
    ];
    for (const captchaToken of malformed) {
      const res = await ctx.post('/api/send/contact', validMessage({ captchaToken }));
      expect(res.status).toBe(400);
      expect(await messagesOf(res)).toEqual([ALTCHA_MESSAGES.malformed]);
    }
    const missing = await ctx.post('/api/send/contact', validMessage());
    expect(await messagesOf(missing)).toEqual(['Please complete the captcha.']);
    expect(stored()).toEqual({ messages: 0, enquiries: 0, mail: 0, used: 0 });
  });

  test('sign-in takes a solved challenge, refuses its replay, and the login throttle still counts', async () => {
    const app = await createAuthApp({ env: ALTCHA_ONLY, clock: realClock() });
    ctx = app;
    const token = await solve(await fetchChallenge(app));
    const ok = await app.login({ email: ADMIN.email, password: ADMIN.password, captchaToken: token });
    expect(ok.status).toBe(200);
    const replay = await app.login({ email: ADMIN.email, password: ADMIN.password, captchaToken: token });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({ success: false, error: ALTCHA_MESSAGES.used });
  });

  test('a lowered cost issues cheaper challenges, and a solution made at another cost is refused', async () => {
    ctx = openTestApp({ env: { ...ALTCHA_ONLY, ALTCHA_COST: '2' }, clock: realClock() });
    const cheap = await fetchChallenge();
    expect(cheap.parameters.cost).toBe(2);
    const sent = await ctx.post('/api/send/contact', validMessage({ captchaToken: await solve(cheap) }));
    expect(sent.status).toBe(200);

    // A challenge signed with this server's key, as it would have been issued at the production cost.
    const dearer = await createChallenge({
      algorithm: ALTCHA_ALGORITHM,
      cost: ALTCHA_COST,
      counter: 5,
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + 300,
      hmacSignatureSecret: HMAC_KEY,
      hmacKeySignatureSecret: 'a second secret of forty characters long!',
    });
    const refused = await ctx.post('/api/send/contact', validMessage({ captchaToken: await solve(dearer) }));
    expect(refused.status).toBe(400);
    expect(await messagesOf(refused)).toEqual([ALTCHA_MESSAGES.malformed]);
    expect(stored()).toMatchObject({ messages: 1, used: 1 });
  });

  test('challenges are rate limited per address', async () => {
    ctx = openTestApp({ env: ALTCHA_ONLY, clock: realClock() });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await ctx.app.request('/api/site/challenge')).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  test('with the captcha off there is no challenge to fetch', async () => {
    ctx = openTestApp({ env: { CAPTCHA: 'off' }, clock: realClock() });
    expect((await ctx.app.request('/api/site/challenge')).status).toBe(404);
    expect(await (await ctx.app.request('/api/site')).json()).toEqual({ captcha: null, turnstileSiteKey: null });
  });
});

describe('Turnstile first, the self-hosted check as its fallback', () => {
  let fake: FakeSiteverify;
  beforeAll(() => {
    fake = startFakeSiteverify();
  });
  afterAll(() => fake.stop());

  test('a Turnstile token still works, and so does a solved challenge', async () => {
    ctx = openTestApp({ env: { ...fake.env, ALTCHA_HMAC_KEY: HMAC_KEY }, clock: realClock() });
    expect(await (await ctx.app.request('/api/site')).json()).toEqual({
      captcha: 'turnstile',
      turnstileSiteKey: fake.env.TURNSTILE_SITE_KEY,
    });
    const viaTurnstile = await ctx.post('/api/send/contact', validMessage({ captchaToken: passToken() }));
    expect(viaTurnstile.status).toBe(200);
    const viaAltcha = await ctx.post(
      '/api/send/contact',
      validMessage({ captchaToken: await solve(await fetchChallenge()) }),
    );
    expect(viaAltcha.status).toBe(200);
    expect(stored()).toMatchObject({ messages: 2, used: 1 });
    const badAltcha = await ctx.post('/api/send/contact', validMessage({ captchaToken: encode({ x: 1 }) }));
    expect(await messagesOf(badAltcha)).toEqual([ALTCHA_MESSAGES.malformed]);
  });
});
