import { afterEach, expect, test } from 'bun:test';
import { auditLog, auditRedactions } from '../../server/db/schema/index.ts';
import { recordAudit } from '../../server/queries/audit.ts';
import { runPipelineRound } from '../../server/services/pipeline-jobs.ts';
import { AUDIT_PAGE_SIZE, type AuditPage } from '../../shared/audit.ts';
import {
  ADMIN,
  type AuthApp,
  addUser,
  appCode,
  createAuthApp,
  passwordStep,
  secondStep,
  signIn,
  turnOnTwoStep,
} from './auth-fixtures.ts';
import { parseCsv } from './csv-reader.ts';
import { openPipelineApp } from './pipeline-fixtures.ts';
import { validMessage } from './send-fixtures.ts';

/**
 * The audit log (issue 29): append-only whoever writes, rewritten only by the erasure of a collector's personal
 * data; every sign-in, with its address and browser; and the owners' view, filtered and as CSV. Which writes it
 * covers is tests/api/audit-coverage.test.ts.
 */

type Closable = { close: () => void };
let open: Closable | undefined;
afterEach(() => open?.close());

const rowsOf = (db: AuthApp['db']) => db.orm.select().from(auditLog).orderBy(auditLog.id).all();

test('the log refuses UPDATE and DELETE, of any column, from anyone; INSERT still works', async () => {
  const ctx = await createAuthApp();
  open = ctx;
  await signIn(ctx);
  const raw = ctx.db.raw;
  const [row] = rowsOf(ctx.db);
  expect(row).toMatchObject({ action: 'sign-in', actorId: ctx.admin.id });
  for (const statement of [
    'UPDATE audit_log SET actor = ?1',
    'UPDATE audit_log SET target_label = ?1',
    "UPDATE audit_log SET detail = json_object('x', ?1)",
    'DELETE FROM audit_log WHERE ?1 IS NOT NULL',
  ]) {
    expect(() => raw.run(statement, 'someone else')).toThrow('The audit log cannot be changed.');
  }
  // Naming the entry in audit_redactions opens nothing but the erasure's own change, and only for its entry.
  raw.run("INSERT INTO audit_redactions VALUES ('account', ?1, 'X')", String(ctx.admin.id));
  expect(() => raw.run("UPDATE audit_log SET target_label = 'Y'")).toThrow('cannot be changed');
  expect(() => raw.run("UPDATE audit_log SET target_label = 'X', actor = 'Z'")).toThrow('cannot be changed');
  expect(rowsOf(ctx.db)).toEqual([row as NonNullable<typeof row>]);
  await signIn(ctx);
  expect(rowsOf(ctx.db).map((r) => r.action)).toEqual(['sign-in', 'sign-in']);
});

test('the erasure puts the reference in place of the collector’s name and address in old rows, and nothing else', async () => {
  const ctx = openPipelineApp({ env: { ERASE_AFTER_MONTHS: '24' } });
  open = ctx;
  await ctx.post('/api/send/contact', validMessage({ name: 'Kept Collector', email: 'kept@example.com' }));
  const { id, reference } = await ctx.enquireUnique('Hidden Collector');
  const messages = (await ctx.get<{ entries: { id: number; kind: string }[] }>('/api/admin/inbox')).entries;
  const kept = messages.find((e) => e.kind === 'message')?.id;
  await ctx.call('POST', `/api/admin/inbox/enquiries/${id}/replies`, { text: 'It is yours.' });
  await ctx.call('POST', `/api/admin/inbox/enquiries/${id}/stage`, { stage: 'closed' });
  await ctx.call('POST', `/api/admin/inbox/messages/${kept}/notes`, { text: 'Call in May.' });
  const before = rowsOf(ctx.db);
  expect(JSON.stringify(before)).toContain('Hidden Collector');
  expect(JSON.stringify(before)).toContain('anna@example.com');

  ctx.clock.advance(740 * 24 * 3600_000);
  ctx.renew();
  expect(runPipelineRound(ctx.deps).erased).toEqual({ enquiries: 1, messages: 0 });

  const after = rowsOf(ctx.db);
  expect(JSON.stringify(after)).not.toContain('Hidden Collector');
  expect(JSON.stringify(after)).not.toContain('anna@example.com');
  const aboutIt = after.filter((row) => row.targetType === 'enquiry' && row.targetId === String(id));
  expect(aboutIt.map((row) => [row.action, row.targetLabel])).toEqual([
    ['reply', reference],
    ['stage', reference],
  ]);
  expect(JSON.parse(aboutIt[0]?.detail ?? '{}')).toEqual({ to: reference });
  // Everything else in those rows, and every other row, is as it was.
  const unchanged = (rows: typeof before) => rows.map(({ targetLabel, detail, ...rest }) => rest);
  expect(unchanged(after.slice(0, before.length))).toEqual(unchanged(before));
  expect(after.find((row) => row.targetType === 'message')?.targetLabel).toContain('Kept Collector');
  expect(after.at(-1)).toMatchObject({ action: 'erase', actor: '(scheduled job)', actorId: null });
  expect(ctx.db.orm.select().from(auditRedactions).all()).toEqual([]);
  expect(() => ctx.db.raw.run('DELETE FROM audit_log')).toThrow('cannot be changed');
});

test('every sign-in is a row, successful or not, with the address and the browser', async () => {
  const ctx = await createAuthApp();
  open = ctx;
  const browser = { 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1' };
  const cookie = await signIn(ctx, browser);
  expect((await ctx.login({ email: ADMIN.email, password: 'not the password at all' }, browser)).status).toBe(401);
  expect((await ctx.login({ email: 'nobody@gallery.example', password: 'not the password' }, browser)).status).toBe(
    401,
  );
  const { key, recoveryCodes } = await turnOnTwoStep(ctx, cookie);
  const step = await passwordStep(ctx, ADMIN, browser);
  expect((await secondStep(ctx, step, '000000')).res.status).toBe(401);
  ctx.clock.advance(60_000);
  expect((await secondStep(ctx, step, appCode(key, ctx.clock.now()))).session).toBeDefined();
  const again = await passwordStep(ctx, ADMIN, browser);
  expect((await secondStep(ctx, again, recoveryCodes[0] ?? '')).session).toBeDefined();

  const signIns = rowsOf(ctx.db).filter((row) => row.action.startsWith('sign-in'));
  expect(signIns.map((row) => [row.action, row.actorId, row.actor, JSON.parse(row.detail ?? '{}')])).toEqual([
    ['sign-in', ctx.admin.id, ctx.admin.email, { with: 'password' }],
    ['sign-in-failed', ctx.admin.id, ctx.admin.email, { reason: 'password', step: 'password' }],
    ['sign-in-failed', null, 'nobody@gallery.example', { reason: 'password', step: 'password' }],
    ['sign-in-failed', ctx.admin.id, ctx.admin.email, { reason: 'code', step: 'second' }],
    ['sign-in', ctx.admin.id, ctx.admin.email, { with: 'app' }],
    ['sign-in', ctx.admin.id, ctx.admin.email, { with: 'recovery code' }],
  ]);
  for (const row of signIns) expect(row.ip).toBe('203.0.113.7');
  for (const row of signIns.slice(0, 3)) expect(row.userAgent).toBe(browser['User-Agent']);
});

test('too many failed attempts are rows too, and a write refused or failed leaves none', async () => {
  const ctx = await createAuthApp();
  open = ctx;
  for (let i = 0; i < 12; i++) await ctx.login({ email: ADMIN.email, password: `wrong password ${i}` });
  expect(
    rowsOf(ctx.db).some((row) => row.detail === JSON.stringify({ reason: 'too many attempts', step: 'password' })),
  ).toBe(true);
  const editor = await addUser(ctx.db, 'editor@gallery.example', 'woodcut of the taedong river', 'editor');
  ctx.visitor.address = '198.51.100.20';
  const login = await ctx.login({ email: 'editor@gallery.example', password: 'woodcut of the taedong river' });
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const before = rowsOf(ctx.db).length;
  const call = (method: string, path: string, body: unknown) =>
    ctx.app.request(`/api/admin${path}`, {
      method,
      headers: { Origin: 'http://localhost:3000', Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await call('PUT', `/accounts/${editor.id}/role`, { role: 'owner' })).status).toBe(403);
  expect((await call('POST', '/terms/new', { kind: 'medium', name: '' })).status).toBe(400);
  expect((await call('DELETE', '/artists/delete/nobody', {})).status).toBe(404);
  expect(rowsOf(ctx.db)).toHaveLength(before);
});

test('owners read the log newest first, paged and filtered, and export it as CSV', async () => {
  const ctx = await createAuthApp();
  open = ctx;
  const cookie = await signIn(ctx);
  const colleague = await addUser(ctx.db, 'sales@gallery.example', 'a price list on mulberry paper', 'sales');
  // The colleague's sign-ins, as the sign-in route writes them: one now, the rest three days later.
  for (let i = 0; i < AUDIT_PAGE_SIZE + 5; i++) {
    recordAudit(ctx.db.orm, {
      at: new Date(ctx.clock.now().getTime() + (i === 0 ? 0 : 3 * 24 * 3600_000)),
      actorId: colleague.id,
      actor: colleague.email,
      action: 'sign-in',
      targetType: 'account',
      targetId: colleague.id,
      targetLabel: colleague.email,
      ip: '198.51.100.20',
    });
  }
  const read = async (query: string) => {
    const res = await ctx.app.request(`/api/admin/audit${query}`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    return (await res.json()) as AuditPage;
  };
  const first = await read('');
  expect(first).toMatchObject({ total: AUDIT_PAGE_SIZE + 6, page: 1, perPage: AUDIT_PAGE_SIZE });
  expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
  const ids = first.entries.map((entry) => entry.id);
  expect(ids).toEqual([...ids].sort((a, b) => b - a));
  expect((await read('?page=2')).entries).toHaveLength(6);
  expect(first.actors.map((a) => a.email).sort()).toEqual([ctx.admin.email, colleague.email].sort());

  expect((await read(`?actor=${ctx.admin.id}`)).total).toBe(1);
  expect((await read('?action=sign-in-failed')).total).toBe(0);
  expect((await read('?type=account&action=sign-in')).total).toBe(AUDIT_PAGE_SIZE + 6);
  // The test clock starts on 2026-01-15 at 18:00 in Beijing; all but two sign-ins came three days later.
  expect((await read('?from=2026-01-15&to=2026-01-15')).total).toBe(2);
  expect((await read('?from=2026-01-18')).total).toBe(AUDIT_PAGE_SIZE + 4);

  const refused = await ctx.app.request('/api/admin/audit?from=2026-02-01&to=2026-01-01', {
    headers: { Cookie: cookie },
  });
  expect(refused.status).toBe(400);
  expect((await ctx.app.request('/api/admin/audit?action=dance', { headers: { Cookie: cookie } })).status).toBe(400);

  const csv = await ctx.app.request(`/api/admin/audit/export.csv?actor=${ctx.admin.id}`, {
    headers: { Cookie: cookie },
  });
  expect(csv.headers.get('Content-Disposition')).toBe('attachment; filename="audit-log.csv"');
  const rows = parseCsv(await csv.text());
  expect(rows[0]?.slice(0, 5)).toEqual(['Time (UTC)', 'Person', 'Action', 'Type', 'Entry']);
  expect(rows.slice(1).map((row) => [row[1], row[2], row[8]])).toEqual([[ctx.admin.email, 'Signed in', '203.0.113.7']]);
  // The export is itself in the log.
  expect((await read('?action=export')).entries[0]).toMatchObject({
    actorId: ctx.admin.id,
    targetType: 'audit',
    detail: { rows: 1, filter: { actor: ctx.admin.id } },
  });
});
