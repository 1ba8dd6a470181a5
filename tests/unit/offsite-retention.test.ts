import { describe, expect, test } from 'vitest';
import { type Copy, copiesToDelete } from '../../server/services/offsite-retention.ts';

const DAY = 86_400_000;
const keep = { daily: 14, weekly: 8, monthly: 12 };
/** A copy a night at 03:00 UTC, `days` of them back from the test clock's day. */
const nightly = (now: Date, days: number): Copy[] =>
  Array.from({ length: days }, (_, i) => {
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 3) - i * DAY);
    return { name: at.toISOString().slice(0, 10), at, complete: true };
  });

describe('which off-site copies retention deletes', () => {
  const now = new Date('2026-11-30T12:00:00Z'); // a Monday

  test('two years of nightly copies leave 14 days, 8 weeks and 12 months', () => {
    const copies = nightly(now, 730);
    const kept = copies.filter((c) => !copiesToDelete(copies, now, keep).includes(c)).map((c) => c.name);
    expect(kept.slice(0, 14)).toEqual(copies.slice(0, 14).map((c) => c.name));
    // The Sundays ending the weeks before (this Monday's copy is this week's), then the months' last days.
    expect(kept.slice(14, 20)).toEqual([
      '2026-11-15',
      '2026-11-08',
      '2026-11-01',
      '2026-10-31',
      '2026-10-25',
      '2026-10-18',
    ]);
    expect(kept.at(-1)).toBe('2025-12-31');
    expect(kept).toHaveLength(14 + 5 + 11); // November's newest is today's
  });

  test('never deletes the newest complete copy, however old', () => {
    const old = nightly(new Date('2023-01-10T00:00:00Z'), 5);
    expect(copiesToDelete(old, now, keep).map((c) => c.name)).toEqual(old.slice(1).map((c) => c.name));
  });

  test('an unfinished copy goes once a newer one is complete, and is never the one kept', () => {
    const [newest, older] = nightly(now, 2) as [Copy, Copy];
    const cutOff = { ...newest, complete: false };
    expect(copiesToDelete([cutOff, older], now, { daily: 1, weekly: 0, monthly: 0 })).toEqual([]);
    const later = { ...newest, name: 'later', at: new Date(newest.at.getTime() + 60_000) };
    expect(copiesToDelete([later, cutOff, older], now, { daily: 1, weekly: 0, monthly: 0 })).toEqual([cutOff, older]);
  });

  test('copies from a clock ahead of this one are kept', () => {
    const ahead = nightly(new Date(now.getTime() + 3 * DAY), 3);
    expect(copiesToDelete(ahead, now, { daily: 1, weekly: 0, monthly: 0 })).toEqual([]);
  });
});
