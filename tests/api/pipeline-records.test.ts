import { afterEach, expect, test } from 'bun:test';
import { runPipelineRound } from '../../server/services/pipeline-jobs.ts';
import { parseCsv } from './csv-reader.ts';
import { type InboxAnswer, openPipelineApp } from './pipeline-fixtures.ts';
import { validEnquiry, validMessage } from './send-fixtures.ts';

/** The records: the CSV export of enquiries, and erasure of personal data after the privacy period. */

let ctx: ReturnType<typeof openPipelineApp>;
afterEach(() => ctx.close());

test('the CSV export of a date range is valid and escapes formulas', async () => {
  ctx = openPipelineApp();
  await ctx.post('/api/send/checkout', validEnquiry({ name: '=HYPERLINK("http://evil.example")', notes: '' }));
  const { id } = await ctx.enquireUnique('@SUM(A1), "Kim"');
  await ctx.call('POST', `/api/admin/inbox/enquiries/${id}/sold`, { salePrice: 2900 });
  ctx.clock.advance(3 * 24 * 3600_000);
  ctx.renew();
  await ctx.post('/api/send/checkout', validEnquiry({ name: 'Later' }));

  const res = await ctx.call('GET', '/api/admin/inbox/export.csv?from=2026-01-15&to=2026-01-15');
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
  const rows = parseCsv(await res.text());
  expect(rows[0]?.[0]).toBe('Reference');
  expect(rows.slice(1).map((r) => [r[0], r[2], r[3], r[9], r[10]])).toEqual([
    ['ENQ-2026-0001', 'New', `'=HYPERLINK("http://evil.example")`, '2589.99', ''],
    ['ENQ-2026-0002', 'Sold', `'@SUM(A1), "Kim"`, '3000.00', '2900.00'],
  ]);
  expect(rows[1]?.[7]).toBe('2 × Mount Paektu at Sunrise (50 x 70 cm); 1 × Harvest Song (A2 print)');
  expect((await ctx.call('GET', '/api/admin/inbox/export.csv?from=2026-01-20&to=2026-01-15')).status).toBe(400);
  expect((await ctx.call('GET', '/api/admin/inbox/export.csv?from=yesterday&to=2026-01-15')).status).toBe(400);
});

test('erasure after the period removes personal data of closed and spam entries and keeps the totals', async () => {
  ctx = openPipelineApp({ env: { ERASE_AFTER_MONTHS: '24' } });
  const { id } = await ctx.enquireUnique('Closed Collector');
  await ctx.call('POST', `/api/admin/inbox/enquiries/${id}/sold`, { salePrice: 2900 });
  await ctx.post('/api/send/checkout', validEnquiry({ name: 'Open Collector' }));
  await ctx.post('/api/send/contact', validMessage({ name: 'Spammer' }));
  const listed = await ctx.get<InboxAnswer>('/api/admin/inbox');
  const open = listed.entries.find((e) => e.name === 'Open Collector');
  const spam = listed.entries.find((e) => e.name === 'Spammer');
  await ctx.call('POST', `/api/admin/inbox/enquiries/${open?.id}/stage`, { stage: 'closed' });
  await ctx.call('POST', `/api/admin/inbox/messages/${spam?.id}/stage`, { stage: 'spam' });
  await ctx.call('POST', `/api/admin/inbox/enquiries/${open?.id}/notes`, { text: 'Lives at 1 Example Street.' });

  ctx.clock.advance(700 * 24 * 3600_000);
  expect(runPipelineRound(ctx.deps).erased).toEqual({ enquiries: 0, messages: 0 });
  ctx.clock.advance(40 * 24 * 3600_000);
  ctx.renew();
  expect(runPipelineRound(ctx.deps).erased).toEqual({ enquiries: 1, messages: 1 });

  const after = await ctx.get<InboxAnswer>('/api/admin/inbox');
  const erased = after.entries.find((e) => e.id === open?.id && e.kind === 'enquiry');
  expect(erased).toMatchObject({ name: '(erased)', email: '(erased)', reference: 'ENQ-2026-0002', stage: 'closed' });
  expect(erased?.lines.map((l) => l.title)).toEqual(['Mount Paektu at Sunrise', 'Harvest Song']);
  expect(erased?.notes.map((n) => n.text)).toEqual(['(erased)']);
  expect(JSON.stringify(after)).not.toContain('Open Collector');
  expect(JSON.stringify(after)).not.toContain('Spammer');
  // The sold enquiry is not closed or spam: it stays whole, for the records.
  expect(after.entries.find((e) => e.id === id && e.kind === 'enquiry')?.name).toBe('Closed Collector');
  const csv = parseCsv(
    await (await ctx.call('GET', '/api/admin/inbox/export.csv?from=2026-01-01&to=2026-12-31')).text(),
  );
  expect(csv.slice(1).map((r) => [r[0], r[9], r[10]])).toEqual([
    ['ENQ-2026-0001', '3000.00', '2900.00'],
    ['ENQ-2026-0002', '2589.99', ''],
  ]);
});
