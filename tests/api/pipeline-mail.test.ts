import { afterAll, beforeAll, beforeEach, expect, test } from 'bun:test';
import { deliverDue } from '../../server/services/outbox.ts';
import { type FakeResend, startFakeResend } from '../fakes/resend.ts';
import { TEST_ORIGIN } from './helpers.ts';
import { type InboxAnswer, openPipelineApp } from './pipeline-fixtures.ts';

/** Replies through the outbox, and the newsletter's one-click unsubscribe. */

const STAFF = 'staff@gallery.example';
let resend: FakeResend;
let ctx: ReturnType<typeof openPipelineApp>;

beforeAll(() => {
  resend = startFakeResend();
});
afterAll(() => resend.stop());
beforeEach(() => {
  resend.reset();
});

const silent = () => {};

test('a reply reaches the visitor once, also across a retry and a resent request', async () => {
  ctx = openPipelineApp({ env: { ...resend.env, MAIL_TO: STAFF } });
  const { id, reference } = await ctx.enquireUnique();
  await deliverDue(ctx.deps, { log: silent });
  resend.reset();

  const body = { text: 'The work is yours to see on Friday.\n<b>Kind regards</b>', requestId: crypto.randomUUID() };
  expect((await ctx.call('POST', `/api/admin/inbox/enquiries/${id}/replies`, body)).status).toBe(201);
  expect((await ctx.call('POST', `/api/admin/inbox/enquiries/${id}/replies`, body)).status).toBe(200);
  resend.loseNextAnswers(1);
  await deliverDue(ctx.deps, { log: silent });
  ctx.clock.advance(60 * 60_000);
  await deliverDue(ctx.deps, { log: silent });

  expect(resend.deliveries).toHaveLength(1);
  const [mail] = resend.deliveries;
  expect(mail?.to).toEqual(['anna@example.com']);
  expect(mail?.subject).toBe(`Your enquiry ${reference}`);
  expect(mail?.replyTo).toEqual([STAFF]);
  expect(mail?.html).toContain('&lt;b&gt;Kind regards&lt;/b&gt;');
  ctx.renew();
  const entry = (await ctx.get<InboxAnswer>('/api/admin/inbox')).entries.find((e) => e.id === id);
  expect(entry?.stage).toBe('replied');
  expect(entry?.replies.map((r) => [r.text, r.delivery])).toEqual([[body.text, 'sent']]);
  const empty = await ctx.call('POST', `/api/admin/inbox/enquiries/${id}/replies`, { text: ' ' });
  expect(empty.status).toBe(400);
  ctx.close();
});

test('newsletter: confirmation with one-click unsubscribe that works without a session, only for its address', async () => {
  ctx = openPipelineApp({ env: { ...resend.env } });
  for (const email of ['one@example.com', 'two@example.com']) {
    expect((await ctx.post('/api/newsletter', { email })).status).toBe(200);
  }
  await deliverDue(ctx.deps, { log: silent });
  const mailTo = (to: string) => resend.deliveries.find((d) => d.to[0] === to);
  const one = mailTo('one@example.com');
  expect(one?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const link = /^<(.+)>$/.exec(one?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
  expect(one?.text).toContain(link);
  const path = new URL(link).pathname + new URL(link).search;

  // Opening the link only asks; a mail provider's one-click POST (no Origin, no cookie) unsubscribes.
  expect((await ctx.app.request(path)).status).toBe(200);
  expect(
    (await ctx.get<{ subscribers: { unsubscribedAt: string | null }[] }>('/api/admin/newsletter')).subscribers.every(
      (s) => s.unsubscribedAt === null,
    ),
  ).toBe(true);
  const click = await ctx.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(click.status).toBe(200);
  const forged = await ctx.app.request(`/api/newsletter/unsubscribe?token=${'a'.repeat(48)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: TEST_ORIGIN },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(forged.status).toBe(404);

  const list = await ctx.get<{ subscribers: { id: number; email: string; unsubscribedAt: string | null }[] }>(
    '/api/admin/newsletter',
  );
  expect(list.subscribers.map((s) => [s.email, s.unsubscribedAt !== null]).sort()).toEqual([
    ['one@example.com', true],
    ['two@example.com', false],
  ]);
  const csv = await (await ctx.call('GET', '/api/admin/newsletter/export.csv')).text();
  expect(csv).toBe('"E-mail","Subscribed on"\r\n"two@example.com","2026-01-15"\r\n');
  const two = list.subscribers.find((s) => s.email === 'two@example.com');
  expect((await ctx.call('DELETE', `/api/admin/newsletter/${two?.id}`)).status).toBe(200);
  expect((await ctx.call('DELETE', `/api/admin/newsletter/${two?.id}`)).status).toBe(404);
  const left = await ctx.get<{ subscribers: { email: string }[] }>('/api/admin/newsletter');
  expect(left.subscribers.map((s) => s.email)).toEqual(['one@example.com']);
  ctx.close();
});
