import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'bun:test';
import { eq, gt } from 'drizzle-orm';
import { auditLog, enquiries, mailOutbox } from '../../server/db/schema/index.ts';
import { eraseOldEntries } from '../../server/queries/erasure.ts';
import { deliverDue, enqueueMail, RETRY_WINDOW_MS, startOutboxSender } from '../../server/services/outbox.ts';
import { HELD_MAIL_SHOWN, HELD_MAIL_TEXTS } from '../../shared/held-mail.ts';
import { ROLE_TEXTS } from '../../shared/roles.ts';
import { type FakeResend, startFakeResend } from '../fakes/resend.ts';
import { type AuthApp, addUser, createAuthApp, setCookies, signIn } from './auth-fixtures.ts';
import { TEST_ORIGIN, until } from './helpers.ts';
import { insertCatalogue, validEnquiry, validMessage } from './send-fixtures.ts';

/**
 * The mails a restore held (issue 30), on the dashboard: listed oldest first, each sent now with a fresh retry
 * window or discarded for good, all at once too; a second click is refused, never a second mail; sales and
 * owners only, and every change in the audit log.
 */

const STAFF = 'staff@gallery.example';
const DAY_MS = 24 * 60 * 60_000;
let resend: FakeResend;
let ctx: AuthApp;
let cookie: string;

beforeAll(() => {
  resend = startFakeResend();
});
afterAll(() => resend.stop());
beforeEach(async () => {
  resend.reset();
  ctx = await createAuthApp({ env: { ...resend.env, MAIL_TO: STAFF } });
  insertCatalogue(ctx.db);
  cookie = await signIn(ctx);
});
afterEach(() => ctx.close());

const call = (method: string, path: string, as = cookie) =>
  ctx.app.request(`/api/admin/held-mail${path}`, {
    method,
    headers: { Cookie: as, Origin: TEST_ORIGIN },
  });

const outbox = () => ctx.db.orm.select().from(mailOutbox).orderBy(mailOutbox.id).all();

/**
 * An enquiry and a message, their three mails (the enquiry's to staff and to the visitor, the message's to
 * staff) held as a restore holds them: queued `daysAgo`, the enquiry's tried twice before the backup was taken.
 */
async function heldMails(daysAgo = 3) {
  expect((await ctx.post('/api/send/checkout', validEnquiry())).status).toBe(200);
  ctx.clock.advance(60_000);
  expect((await ctx.post('/api/send/contact', validMessage())).status).toBe(200);
  const queued = (row: { id: number }) => new Date(ctx.clock.now().getTime() - daysAgo * DAY_MS + row.id * 60_000);
  for (const row of outbox().filter((r) => r.status === 'pending')) {
    ctx.db.orm
      .update(mailOutbox)
      .set({ status: 'held', createdAt: queued(row), attempts: row.enquiryId ? 2 : 0, lastError: 'Held: restored' })
      .where(eq(mailOutbox.id, row.id))
      .run();
  }
  return outbox().filter((r) => r.status === 'held');
}

type List = {
  total: number;
  holdHours: number;
  mails: { id: number; to: string; subject: string; preview: string; createdAt: string; entry: unknown }[];
};
const list = async () => {
  const res = await call('GET', '');
  expect(res.status).toBe(200);
  return (await res.json()) as List;
};

test('the list: held mails oldest first, with their entry and a preview, never the body; none is an empty list', async () => {
  expect(await list()).toEqual({ total: 0, mails: [], holdHours: 6 });
  const rows = await heldMails();
  const answer = await list();
  expect(answer.total).toBe(3);
  expect(answer.mails.map((m) => m.id)).toEqual(rows.map((r) => r.id));
  const [first] = answer.mails;
  expect(first).toMatchObject({ to: STAFF, createdAt: rows[0]?.createdAt.toISOString(), attempts: 2 });
  expect(first?.entry).toEqual({ kind: 'enquiry', id: rows[0]?.enquiryId, reference: expect.stringMatching(/^ENQ-/) });
  expect(answer.mails[2]?.entry).toMatchObject({ kind: 'message', reference: expect.stringMatching(/^MSG-/) });
  expect(first?.preview.length).toBeGreaterThan(10);
  expect(first?.preview.length).toBeLessThanOrEqual(140);
  expect(first?.preview).not.toContain('\n');
  expect(Object.keys(first ?? {})).not.toContain('html');
  expect(Object.keys(first ?? {})).not.toContain('text');
});

test('with more held than the dashboard shows, the oldest are listed and the count covers them all', async () => {
  const mail = { subject: 'Please confirm', text: 'Confirm.', html: '<p>Confirm.</p>', to: 'reader@example.com' };
  for (let i = 0; i < HELD_MAIL_SHOWN + 5; i += 1) {
    const id = enqueueMail(
      ctx.db.orm,
      { ...mail, subject: `Please confirm ${i}` },
      new Date(Date.UTC(2026, 0, 1, 0, i)),
    );
    ctx.db.orm.update(mailOutbox).set({ status: 'held' }).where(eq(mailOutbox.id, id)).run();
  }
  const answer = await list();
  expect(answer.total).toBe(HELD_MAIL_SHOWN + 5);
  expect(answer.mails.map((m) => m.subject)).toEqual(
    Array.from({ length: HELD_MAIL_SHOWN }, (_, i) => `Please confirm ${i}`),
  );
});

test('sent: delivered at once by the outbox, with a fresh retry window and its idempotency key', async () => {
  const [mail] = await heldMails();
  if (!mail) throw new Error('no mail');
  const stop = startOutboxSender(ctx.deps, { intervalMs: 60_000, log: () => undefined });
  try {
    const res = await call('POST', `/${mail.id}/send`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: HELD_MAIL_TEXTS.sent(mail.subject, mail.toAddress) });
    await until(() => outbox()[0]?.status === 'sent', 'the released mail delivered');
  } finally {
    await stop();
  }
  expect(resend.deliveries[0]).toMatchObject({
    to: [STAFF],
    subject: mail.subject,
    idempotencyKey: mail.idempotencyKey,
  });
  expect(outbox()[0]).toMatchObject({ status: 'sent', attempts: 1, createdAt: ctx.clock.now() });
  // The others are still held: nothing else went out.
  expect(outbox().map((r) => r.status)).toEqual(['sent', 'held', 'held']);
  expect((await list()).total).toBe(2);
});

test('a released mail that fails is retried, not dead: its window starts when it is sent', async () => {
  const [mail] = await heldMails(3);
  expect((await call('POST', `/${mail?.id}/send`)).status).toBe(200);
  expect(outbox()[0]).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
  resend.failNext(1, 500);
  expect(await deliverDue(ctx.deps, { log: () => undefined })).toMatchObject({ retrying: 1, dead: 0 });
  ctx.clock.advance(Math.max(0, (outbox()[0]?.nextAttemptAt.getTime() ?? 0) - ctx.clock.now().getTime()));
  expect(await deliverDue(ctx.deps, { log: () => undefined })).toMatchObject({ sent: 1 });
  // Held mails stay held for good: no window runs out for them.
  ctx.clock.advance(RETRY_WINDOW_MS * 2);
  expect(await deliverDue(ctx.deps, { log: () => undefined })).toEqual({ sent: 0, retrying: 0, dead: 0, held: 0 });
  expect(outbox().map((r) => r.status)).toEqual(['sent', 'held', 'held']);
});

test('a second click, or a colleague’s, is refused with 409 and sends nothing twice', async () => {
  const [sent, discarded] = await heldMails();
  const first = await Promise.all([call('POST', `/${sent?.id}/send`), call('POST', `/${sent?.id}/send`)]);
  expect(first.map((r) => r.status).sort()).toEqual([200, 409]);
  expect(await first.find((r) => r.status === 409)?.json()).toEqual({ error: HELD_MAIL_TEXTS.notHeld });
  expect((await call('POST', `/${sent?.id}/discard`)).status).toBe(409);

  expect((await call('POST', `/${discarded?.id}/discard`)).status).toBe(200);
  for (const action of ['send', 'discard']) {
    const again = await call('POST', `/${discarded?.id}/${action}`);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: HELD_MAIL_TEXTS.alreadyDiscarded });
  }
  expect(await deliverDue(ctx.deps, { log: () => undefined })).toMatchObject({ sent: 1 });
  expect(resend.deliveries).toHaveLength(1);
});

test('discarded: final, never sent, and shown as discarded in the inbox', async () => {
  const [mail] = await heldMails();
  const res = await call('POST', `/${mail?.id}/discard`);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ message: HELD_MAIL_TEXTS.discarded(mail?.subject ?? '', mail?.toAddress ?? '') });
  expect(outbox()[0]?.status).toBe('discarded');
  expect(await deliverDue(ctx.deps, { log: () => undefined })).toMatchObject({ sent: 0 });
  const entry = await ctx.app.request(`/api/admin/inbox/enquiries/${mail?.enquiryId}`, { headers: { Cookie: cookie } });
  const shown = (await entry.json()) as { entry: { mail: { status: string }[] } };
  expect(shown.entry.mail.map((m) => m.status)).toEqual(['discarded', 'held']);
});

test('send all and discard all act on every held mail at once; with none left they are refused', async () => {
  await heldMails();
  expect((await call('POST', `/${outbox()[0]?.id}/discard`)).status).toBe(200);
  const all = await call('POST', '/send-all');
  expect(await all.json()).toEqual({ message: HELD_MAIL_TEXTS.sentAll(2) });
  expect(outbox().map((r) => r.status)).toEqual(['discarded', 'pending', 'pending']);
  for (const path of ['/send-all', '/discard-all']) {
    const none = await call('POST', path);
    expect(none.status).toBe(409);
    expect(await none.json()).toEqual({ error: HELD_MAIL_TEXTS.noneHeld });
  }
  expect(await deliverDue(ctx.deps, { log: () => undefined })).toMatchObject({ sent: 2 });

  await heldMails();
  const discarded = await call('POST', '/discard-all');
  expect(await discarded.json()).toEqual({ message: HELD_MAIL_TEXTS.discardedAll(3) });
  expect((await list()).total).toBe(0);
});

test('each change leaves one audit row naming the mail, under its enquiry or message', async () => {
  const [enquiryMail, , messageMail] = await heldMails();
  const last = ctx.db.orm.select({ id: auditLog.id }).from(auditLog).all().at(-1)?.id ?? 0;
  await call('POST', `/${enquiryMail?.id}/send`);
  await call('POST', `/${messageMail?.id}/discard`);
  await call('POST', `/${messageMail?.id}/discard`);
  await call('POST', '/discard-all');
  const rows = ctx.db.orm.select().from(auditLog).where(gt(auditLog.id, last)).orderBy(auditLog.id).all();
  expect(rows.map((r) => [r.action, r.targetType, r.targetId])).toEqual([
    ['send', 'enquiry', String(enquiryMail?.enquiryId)],
    ['discard', 'message', String(messageMail?.contactMessageId)],
    ['discard', 'mail', null],
  ]);
  expect(rows[0]?.targetLabel).toMatch(new RegExp(`^ENQ-\\S+ · ${enquiryMail?.subject}$`));
  expect(JSON.parse(rows[0]?.detail ?? '')).toEqual({
    mail: enquiryMail?.id,
    to: STAFF,
    queued: enquiryMail?.createdAt.toISOString(),
  });
  expect(JSON.parse(rows[1]?.detail ?? '')).toMatchObject({ mail: messageMail?.id, to: STAFF });
  expect(rows[1]?.targetLabel).toMatch(/^MSG-\S+ · Contact form /);
  expect(rows[2]).toMatchObject({ targetLabel: 'all held e-mails (1)', detail: '{"count":1}' });
  expect(rows.every((r) => r.actorId === ctx.admin.id)).toBe(true);
});

test('the erasure of the enquiry’s personal data puts its reference in place of the subject and recipient', async () => {
  const [staffMail, visitorMail] = await heldMails();
  expect((await call('POST', `/${visitorMail?.id}/discard`)).status).toBe(200);
  ctx.db.orm
    .update(enquiries)
    .set({ stage: 'closed', createdAt: new Date('2020-01-01T00:00:00Z') })
    .where(eq(enquiries.id, visitorMail?.enquiryId ?? 0))
    .run();
  eraseOldEntries(ctx.db.orm, ctx.clock.now(), 24);
  const row = ctx.db.orm.select().from(auditLog).where(eq(auditLog.action, 'discard')).get();
  const reference = row?.targetLabel ?? '';
  expect(reference).toMatch(/^ENQ-\S+$/);
  expect(JSON.parse(row?.detail ?? '')).toMatchObject({ to: reference });
  // The enquiry's other mail, still held, has no one left to go to: discarded with it, and never sent.
  expect(staffMail?.enquiryId).toBe(visitorMail?.enquiryId as number);
  expect(outbox().find((r) => r.id === staffMail?.id)).toMatchObject({ status: 'discarded', toAddress: '(erased)' });
  expect((await call('POST', `/${staffMail?.id}/send`)).status).toBe(409);
});

test('an editor is refused every held-mail route; sales may list and act', async () => {
  const [mail] = await heldMails();
  await addUser(ctx.db, 'editor@gallery.example', 'woodcut of the taedong river', 'editor');
  await addUser(ctx.db, 'sales@gallery.example', 'a price list on mulberry paper', 'sales');
  const sessionOf = async (email: string, password: string) => {
    const session = setCookies(await ctx.login({ email, password })).find((c) => c.name === 'session');
    return `session=${session?.value}`;
  };
  const editor = await sessionOf('editor@gallery.example', 'woodcut of the taedong river');
  for (const [method, path] of [
    ['GET', ''],
    ['POST', `/${mail?.id}/send`],
    ['POST', `/${mail?.id}/discard`],
    ['POST', '/send-all'],
    ['POST', '/discard-all'],
  ] as const) {
    const res = await call(method, path, editor);
    expect({ path, status: res.status }).toEqual({ path, status: 403 });
    expect(await res.json()).toEqual({ error: ROLE_TEXTS.refused });
  }
  expect(outbox().every((r) => r.status === 'held')).toBe(true);
  const sales = await sessionOf('sales@gallery.example', 'a price list on mulberry paper');
  expect((await call('GET', '', sales)).status).toBe(200);
  expect((await call('POST', `/${mail?.id}/discard`, sales)).status).toBe(200);
});

test('a malformed number is a 400 naming the id; an unknown one is a 404; both in Chinese for who reads it', async () => {
  for (const id of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
    const res = await call('POST', `/${id}/send`);
    expect({ id, status: res.status }).toEqual({ id, status: 400 });
    expect(await res.json()).toEqual({ errors: [{ msg: HELD_MAIL_TEXTS.badId, path: 'id' }] });
  }
  const unknown = await call('POST', '/4242/discard');
  expect(unknown.status).toBe(404);
  expect(await unknown.json()).toEqual({ error: HELD_MAIL_TEXTS.notFound });

  const language = await ctx.app.request('/api/admin/accounts/language', {
    method: 'PUT',
    headers: { Cookie: cookie, Origin: TEST_ORIGIN, 'Content-Type': 'application/json' },
    body: JSON.stringify({ language: 'zh' }),
  });
  expect(language.status).toBe(200);
  expect(await (await call('POST', '/4242/discard')).json()).toEqual({ error: '没有此编号的邮件。请重新加载列表。' });
  expect(await (await call('POST', '/send-all')).json()).toEqual({
    error: '已没有暂缓发送的邮件：它们已被发送或丢弃，可能是同事操作的。',
  });
  const [mail] = await heldMails();
  const sent = await call('POST', `/${mail?.id}/send`);
  expect(await sent.json()).toEqual({ message: `发给 ${STAFF} 的“${mail?.subject}”正在发送。` });
});
