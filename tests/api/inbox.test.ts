import { afterEach, expect, test } from 'bun:test';
import { mailOutbox } from '../../server/db/schema/index.ts';
import { type InboxAnswer, openPipelineApp } from './pipeline-fixtures.ts';
import { validEnquiry, validMessage } from './send-fixtures.ts';

/** The inbox's list and the staff's writes on an entry: stages with their history, notes, owner, follow-up. */

let ctx: ReturnType<typeof openPipelineApp>;
afterEach(() => ctx.close());

test('references are unique and sequential per year, also for sends at the same moment', async () => {
  ctx = openPipelineApp();
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      i % 2 ? ctx.post('/api/send/contact', validMessage()) : ctx.post('/api/send/checkout', validEnquiry()),
    ),
  );
  const refs = await Promise.all(answers.map(async (r) => ((await r.json()) as { reference: string }).reference));
  expect(refs.filter((r) => r.startsWith('ENQ')).sort()).toEqual([1, 2, 3, 4].map((n) => `ENQ-2026-000${n}`));
  expect(refs.filter((r) => r.startsWith('MSG')).sort()).toEqual([1, 2, 3, 4].map((n) => `MSG-2026-000${n}`));
  // A new year starts again at 1.
  ctx.clock.advance(365 * 24 * 3600_000);
  const next = await ctx.post('/api/send/checkout', validEnquiry());
  expect(((await next.json()) as { reference: string }).reference).toBe('ENQ-2027-0001');
});

test('lists both kinds newest first with filters, search and pages; works as they were shown', async () => {
  ctx = openPipelineApp();
  await ctx.post('/api/send/checkout', validEnquiry({ name: 'Old Collector' }));
  ctx.clock.advance(60_000);
  await ctx.post('/api/send/contact', validMessage({ name: 'Curious Visitor', subject: 'Hours' }));
  ctx.clock.advance(60_000);
  const { id } = await ctx.enquireUnique('Unique Buyer');

  const all = await ctx.get<InboxAnswer>('/api/admin/inbox');
  expect(all.total).toBe(3);
  expect(all.entries.map((e) => e.name)).toEqual(['Unique Buyer', 'Curious Visitor', 'Old Collector']);
  expect(all.entries[2]?.lines.map((l) => [l.title, l.size, l.price])).toEqual([
    ['Mount Paektu at Sunrise', '50 x 70 cm', 1250],
    ['Harvest Song', 'A2 print', 89.99],
  ]);
  expect(all.entries[2]?.lines[0]?.imageUrl).toMatch(/^\/api\/media\//);
  expect(all.counts.new).toBe(3);

  const page2 = await ctx.get<InboxAnswer>('/api/admin/inbox?perPage=2&page=2');
  expect(page2.entries.map((e) => e.name)).toEqual(['Old Collector']);
  expect((await ctx.get<InboxAnswer>('/api/admin/inbox?kind=message')).entries.map((e) => e.name)).toEqual([
    'Curious Visitor',
  ]);
  expect((await ctx.get<InboxAnswer>('/api/admin/inbox?q=harvest')).entries.map((e) => e.name)).toEqual([
    'Old Collector',
  ]);
  expect((await ctx.get<InboxAnswer>('/api/admin/inbox?q=msg-2026')).entries.map((e) => e.kind)).toEqual(['message']);
  expect((await ctx.get<InboxAnswer>('/api/admin/inbox?q=100%25')).total).toBe(0);

  expect((await ctx.call('PATCH', `/api/admin/inbox/enquiries/${id}`, { ownerId: ctx.staffId })).status).toBe(200);
  expect((await ctx.get<InboxAnswer>(`/api/admin/inbox?owner=${ctx.staffId}`)).entries.map((e) => e.id)).toEqual([id]);
  const bad = await ctx.app.request('/api/admin/inbox?stage=paid', { headers: {} });
  expect(bad.status).toBe(401);
});

test('every stage change is kept with who and when; notes, follow-up and overdue', async () => {
  ctx = openPipelineApp();
  const { id } = await ctx.enquireUnique();
  for (const stage of ['replied', 'closed', 'new']) {
    expect((await ctx.call('POST', `/api/admin/inbox/enquiries/${id}/stage`, { stage })).status).toBe(200);
  }
  const wrong = await ctx.call('POST', `/api/admin/inbox/enquiries/${id}/stage`, { stage: 'paid' });
  expect(wrong.status).toBe(400);
  expect(((await wrong.json()) as { errors: { path: string }[] }).errors[0]?.path).toBe('stage');
  await ctx.post('/api/send/contact', validMessage());
  const msg = (await ctx.get<InboxAnswer>('/api/admin/inbox?kind=message')).entries[0];
  const soldMessage = await ctx.call('POST', `/api/admin/inbox/messages/${msg?.id}/stage`, { stage: 'sold' });
  expect(soldMessage.status).toBe(400);
  expect((await ctx.call('POST', '/api/admin/inbox/enquiries/999/stage', { stage: 'closed' })).status).toBe(404);

  expect((await ctx.call('POST', `/api/admin/inbox/enquiries/${id}/notes`, { text: 'Called back.' })).status).toBe(201);
  expect((await ctx.call('POST', `/api/admin/inbox/enquiries/${id}/notes`, { text: '  ' })).status).toBe(400);
  const followUp = await ctx.call('PATCH', `/api/admin/inbox/enquiries/${id}`, { followUpOn: '2026-01-16' });
  expect(followUp.status).toBe(200);
  expect((await ctx.call('PATCH', `/api/admin/inbox/enquiries/${id}`, { ownerId: 999 })).status).toBe(400);

  const entry = (await ctx.get<InboxAnswer>(`/api/admin/inbox?kind=enquiry`)).entries[0];
  expect(entry?.history.map((h) => [h.from, h.to, h.by])).toEqual([
    ['new', 'replied', 'staff@gallery.example'],
    ['replied', 'closed', 'staff@gallery.example'],
    ['closed', 'new', 'staff@gallery.example'],
  ]);
  expect(entry?.notes.map((n) => [n.text, n.by])).toEqual([['Called back.', 'staff@gallery.example']]);
  expect((await ctx.get<InboxAnswer>('/api/admin/inbox?overdue=1')).total).toBe(0);
  // Three working days later (Thursday to Tuesday): the follow-up is due and the enquiry unanswered.
  ctx.clock.advance(5 * 24 * 3600_000);
  ctx.renew();
  const later = await ctx.get<InboxAnswer>('/api/admin/inbox?overdue=1');
  expect(later.entries.map((e) => e.id)).toEqual([id]);
  expect(later.counts).toMatchObject({ followUpsDue: 1, unanswered: 2 });
});

test("one entry alone, for the detail view; an unknown entry or kind is a 404, and staff's session is needed", async () => {
  ctx = openPipelineApp();
  const { id, reference } = await ctx.enquireUnique('Detail Reader');
  await ctx.post('/api/send/contact', validMessage({ name: 'Curious Visitor', subject: 'Hours' }));
  type One = { entry: InboxAnswer['entries'][number]; admins: { id: number }[] };

  const one = await ctx.get<One>(`/api/admin/inbox/enquiries/${id}`);
  expect(one.entry).toMatchObject({ kind: 'enquiry', id, reference, name: 'Detail Reader', stage: 'new' });
  expect(one.entry.lines.length).toBeGreaterThan(0);
  expect(one.admins.map((a) => a.id)).toEqual([ctx.staffId]);
  // The same entry as the list shows it, with everything done since.
  expect((await ctx.call('POST', `/api/admin/inbox/enquiries/${id}/notes`, { text: 'Rang back.' })).status).toBe(201);
  const [listed] = (await ctx.get<InboxAnswer>(`/api/admin/inbox?q=${reference}`)).entries;
  expect((await ctx.get<One>(`/api/admin/inbox/enquiries/${id}`)).entry).toEqual(listed as One['entry']);

  const message = (await ctx.get<InboxAnswer>('/api/admin/inbox?kind=message')).entries[0];
  const read = await ctx.get<One>(`/api/admin/inbox/messages/${message?.id}`);
  expect(read.entry).toMatchObject({ kind: 'message', name: 'Curious Visitor', subject: 'Hours' });

  for (const url of ['/api/admin/inbox/enquiries/999', '/api/admin/inbox/works/1', '/api/admin/inbox/enquiries/x']) {
    expect((await ctx.call('GET', url)).status).toBe(404);
  }
  expect((await ctx.app.request(`/api/admin/inbox/enquiries/${id}`)).status).toBe(401);
});

test("staff's notification links to the entry's own screen", async () => {
  ctx = openPipelineApp({ env: { MAIL_TO: 'desk@gallery.example' } });
  await ctx.post('/api/send/checkout', validEnquiry());
  await ctx.post('/api/send/contact', validMessage());
  await ctx.post('/api/send/enquiry', { slug: 'the-only-one', name: 'Li Wei', email: 'li@example.com', message: 'Hi' });
  const { entries } = await ctx.get<InboxAnswer>('/api/admin/inbox');
  const staff = ctx.db.orm
    .select()
    .from(mailOutbox)
    .all()
    .filter((m) => m.toAddress === 'desk@gallery.example');
  expect(staff).toHaveLength(3);
  for (const entry of entries) {
    const url = `${ctx.deps.config.publicUrl}/admin/inbox/${entry.kind === 'enquiry' ? 'enquiries' : 'messages'}/${entry.id}`;
    const mail = staff.find((m) => m.text.includes(entry.reference));
    expect(mail?.text).toContain(`Open it in the inbox: ${url}`);
    expect(mail?.html).toContain(`<a href="${url}">Open it in the inbox</a>`);
  }
});
