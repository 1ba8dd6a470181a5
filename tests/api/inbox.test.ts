import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'bun:test';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../../server/lib/env.ts';
import { inboxRoutes } from '../../server/routes/admin/inbox.ts';
import { deliverDue } from '../../server/services/outbox.ts';
import { type FakeResend, startFakeResend } from '../fakes/resend.ts';
import { openTestApp, type TestApp } from './helpers.ts';
import { insertCatalogue, validEnquiry, validMessage } from './send-fixtures.ts';

/**
 * The inbox API itself, mounted without the admin router's session gate (whose own tests cover it), plus
 * one check through the whole app that the inbox is never reachable without signing in.
 */

const STAFF = 'staff@gallery.example';
let resend: FakeResend;
let ctx: TestApp;
let inbox: Hono<AppEnv>;

beforeAll(() => {
  resend = startFakeResend();
});
afterAll(() => resend.stop());
beforeEach(() => {
  resend.reset();
  ctx = openTestApp({ env: { ...resend.env, MAIL_TO: STAFF } });
  insertCatalogue(ctx.db);
  inbox = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('deps', ctx.deps);
      await next();
    })
    .route('/inbox', inboxRoutes);
  inbox.onError((error) =>
    error instanceof HTTPException ? error.getResponse() : new Response('boom', { status: 500 }),
  );
});
afterEach(() => ctx.close());

type Inbox = {
  enquiries: {
    id: number;
    name: string;
    status: string;
    total: number;
    createdAt: string;
    lines: {
      slug: string;
      title: string;
      artistName: string;
      size: string;
      price: number | null;
      quantity: number;
      subtotal: number | null;
      priceOnRequest: boolean;
    }[];
    mail: { to: string; status: string; attempts: number; lastError: string | null; sentAt: string | null }[];
  }[];
  messages: { id: number; subject: string; message: string; mail: { status: string; lastError: string | null }[] }[];
};

const read = async (query = '') => {
  const res = await inbox.request(`/inbox${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  return (await res.json()) as Inbox;
};

const setStatus = (id: number | string, body: unknown, method = 'PATCH') =>
  inbox.request(`/inbox/enquiries/${id}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

test('lists enquiries and messages newest first, with lines, totals and each mail’s status', async () => {
  expect((await ctx.post('/api/send/checkout', validEnquiry({ name: 'First' }))).status).toBe(200);
  await deliverDue(ctx.deps, { log: () => {} });
  ctx.clock.advance(60_000);
  expect((await ctx.post('/api/send/checkout', validEnquiry({ name: 'Second' }))).status).toBe(200);
  resend.failNext(1, 500);
  resend.failNext(1, 422);
  await deliverDue(ctx.deps, { log: () => {} });
  ctx.clock.advance(60_000);
  expect((await ctx.post('/api/send/contact', validMessage({ subject: 'Hours' }))).status).toBe(200);

  const { enquiries, messages } = await read();
  expect(enquiries.map((e) => e.name)).toEqual(['Second', 'First']);
  const [second, first] = enquiries;
  expect(first?.total).toBe(2589.99);
  expect(first?.status).toBe('new');
  expect(first?.lines).toEqual([
    {
      slug: 'mount-paektu-sunrise',
      title: 'Mount Paektu at Sunrise',
      artistName: 'Kim Song Hui',
      size: '50 x 70 cm',
      price: 1250,
      quantity: 2,
      subtotal: 2500,
      priceOnRequest: false,
    },
    {
      slug: 'harvest-song',
      title: 'Harvest Song',
      artistName: 'Ri Chol Jin',
      size: 'A2 print',
      price: 89.99,
      quantity: 1,
      subtotal: 89.99,
      priceOnRequest: false,
    },
  ]);
  expect(first?.mail.map((m) => [m.to, m.status, m.lastError])).toEqual([
    [STAFF, 'sent', null],
    ['anna@example.com', 'sent', null],
  ]);
  expect(first?.mail[0]?.sentAt).toBe('2026-01-15T10:00:00.000Z');
  expect(second?.mail.map((m) => [m.status, m.attempts, m.lastError])).toEqual([
    ['pending', 1, 'HTTP 500 internal_server_error: Fake failure 500'],
    ['dead', 1, 'HTTP 422 validation_error: Fake failure 422'],
  ]);
  expect(messages.map((m) => [m.subject, m.mail.map((x) => x.status)])).toEqual([['Hours', ['pending']]]);
  expect(JSON.stringify(await read())).not.toContain('<html');
});

test('without an API key pending mail shows as held', async () => {
  const held = openTestApp({ env: { MAIL_TO: STAFF } });
  try {
    ctx.deps.config = held.config;
    expect((await ctx.post('/api/send/contact', validMessage())).status).toBe(200);
    const { messages } = await read();
    expect(messages[0]?.mail.map((m) => m.status)).toEqual(['held']);
  } finally {
    held.close();
  }
});

test('the limit bounds each list; a bad limit is refused', async () => {
  for (let i = 0; i < 3; i += 1) expect((await ctx.post('/api/send/contact', validMessage())).status).toBe(200);
  expect((await read('?limit=2')).messages).toHaveLength(2);
  for (const bad of ['0', '501', 'x', '1.5']) expect((await inbox.request(`/inbox?limit=${bad}`)).status).toBe(400);
});

test('an enquiry can be marked contacted and closed (PATCH or PUT); bad values are refused', async () => {
  expect((await ctx.post('/api/send/checkout', validEnquiry())).status).toBe(200);
  const [enquiry] = (await read()).enquiries;
  const id = enquiry?.id ?? 0;

  const contacted = await setStatus(id, { status: 'contacted' });
  expect(contacted.status).toBe(200);
  expect(await contacted.json()).toEqual({
    message: `Enquiry #${id} marked contacted.`,
    enquiry: { id, status: 'contacted' },
  });
  expect((await setStatus(id, { status: 'closed' }, 'PUT')).status).toBe(200);
  expect((await read()).enquiries[0]?.status).toBe('closed');

  const bad = await setStatus(id, { status: 'paid' });
  expect(bad.status).toBe(400);
  expect(await bad.json()).toEqual({
    errors: [{ msg: 'The status must be one of new, contacted, closed.', path: 'status' }],
  });
  expect((await setStatus(9999, { status: 'new' })).status).toBe(404);
  expect((await setStatus('abc', { status: 'new' })).status).toBe(404);
  expect((await read()).enquiries[0]?.status).toBe('closed');
});

test('through the whole app the inbox needs a signed-in admin', async () => {
  expect((await ctx.post('/api/send/contact', validMessage())).status).toBe(200);
  const res = await ctx.app.request('/api/admin/inbox');
  expect(res.status).toBe(401);
  expect(await res.text()).not.toContain('anna@example.com');
  const patch = await ctx.app.request('/api/admin/inbox/enquiries/1', {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
    body: JSON.stringify({ status: 'closed' }),
  });
  expect(patch.status).toBe(401);
});
