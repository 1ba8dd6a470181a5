import { afterEach, expect, test } from 'bun:test';
import { runPipelineRound } from '../../server/services/pipeline-jobs.ts';
import { type InboxAnswer, openPipelineApp } from './pipeline-fixtures.ts';

/** Reserve and sell: holds set the public state, end by themselves, and never overlap. */

let ctx: ReturnType<typeof openPipelineApp>;
afterEach(() => ctx.close());

const DAY = 24 * 3600_000;
const publicState = async () => {
  const res = await ctx.app.request('/api/shop/the-only-one');
  return ((await res.json()) as { availability: string }).availability;
};
const entry = async (id: number) =>
  (await ctx.get<InboxAnswer>('/api/admin/inbox?kind=enquiry&perPage=100')).entries.find((e) => e.id === id);

test('reserve puts the work on hold publicly; the hold ends by itself on its date', async () => {
  ctx = openPipelineApp();
  const { id } = await ctx.enquireUnique();
  const reserve = await ctx.call('POST', `/api/admin/inbox/enquiries/${id}/reserve`, { days: 3 });
  expect(reserve.status).toBe(200);
  expect(await publicState()).toBe('on_hold');
  expect((await entry(id))?.stage).toBe('reserved');
  expect((await ctx.get<InboxAnswer>('/api/admin/inbox')).counts.holdsEndingSoon).toBe(0);

  ctx.clock.advance(2 * DAY + 3600_000);
  ctx.renew();
  expect((await ctx.get<InboxAnswer>('/api/admin/inbox')).counts.holdsEndingSoon).toBe(1);
  expect(runPipelineRound(ctx.deps).released).toBe(0);
  expect(await publicState()).toBe('on_hold');

  ctx.clock.advance(DAY);
  ctx.renew();
  expect(runPipelineRound(ctx.deps).released).toBe(1);
  expect(await publicState()).toBe('available');
  const after = await entry(id);
  expect(after?.holds[0]).toMatchObject({ releaseReason: 'expired' });
  expect(after?.notes.map((n) => [n.text, n.by])).toEqual([
    ['The hold on "The Only One" ended on its date; the work is available again.', null],
  ]);
  expect(after?.stage).toBe('replied');
});

test('two concurrent reserves of one unique work give one hold and one 409', async () => {
  ctx = openPipelineApp();
  const a = await ctx.enquireUnique('First');
  const b = await ctx.enquireUnique('Second');
  const answers = await Promise.all([
    ctx.call('POST', `/api/admin/inbox/enquiries/${a.id}/reserve`, {}),
    ctx.call('POST', `/api/admin/inbox/enquiries/${b.id}/reserve`, {}),
  ]);
  expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  const refused = answers.find((r) => r.status === 409);
  if (!refused) throw new Error('no 409');
  expect(((await refused.json()) as { error: string }).error).toMatch(
    /^"The Only One" is already on hold for enquiry ENQ-2026-000[12]\. Release that hold first\.$/,
  );
  const holds = [...((await entry(a.id))?.holds ?? []), ...((await entry(b.id))?.holds ?? [])];
  expect(holds).toHaveLength(1);
  expect((await ctx.call('POST', `/api/admin/inbox/enquiries/${a.id}/reserve`, { days: 0 })).status).toBe(400);
});

test('mark sold sets the work sold, keeps the price privately and releases other holds with a note', async () => {
  ctx = openPipelineApp();
  const a = await ctx.enquireUnique('Holder');
  const b = await ctx.enquireUnique('Buyer');
  expect((await ctx.call('POST', `/api/admin/inbox/enquiries/${a.id}/reserve`, {})).status).toBe(200);
  const sold = await ctx.call('POST', `/api/admin/inbox/enquiries/${b.id}/sold`, { salePrice: 2750.5 });
  expect(sold.status).toBe(200);
  expect(await publicState()).toBe('sold');
  const shop = await (await ctx.app.request('/api/shop/the-only-one')).text();
  expect(shop).not.toContain('2750');
  const buyer = await entry(b.id);
  expect(buyer).toMatchObject({ stage: 'sold', salePrice: 2750.5 });
  const holder = await entry(a.id);
  expect(holder?.holds[0]).toMatchObject({ releaseReason: 'sold_elsewhere' });
  expect(holder?.notes[0]?.text).toBe(
    `The hold on "The Only One" ended: the work was sold with enquiry ${b.reference}.`,
  );
  const again = await ctx.call('POST', `/api/admin/inbox/enquiries/${a.id}/sold`, {});
  expect(again.status).toBe(409);
  expect(await again.json()).toEqual({ error: '"The Only One" is already sold.' });
  expect((await ctx.call('POST', `/api/admin/inbox/enquiries/${a.id}/reserve`, {})).status).toBe(409);
});
