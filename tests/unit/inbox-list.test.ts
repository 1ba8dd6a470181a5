import { describe, expect, test } from 'vitest';
import { readInboxSearch } from '../../client/features/admin/inbox/inbox-search.ts';
import { age, when } from '../../client/features/admin/inbox/when.ts';

/** What the inbox's list says of an entry's age and address, and the exact time its detail gives. */

const NOW = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('age', () => {
  test('says how long ago, in the largest whole unit', () => {
    expect(age(ago(20_000), NOW)).toBe('this minute');
    expect(age(ago(5 * 60_000), NOW)).toBe('5 minutes ago');
    expect(age(ago(3 * 3600_000 + 59 * 60_000), NOW)).toBe('3 hours ago');
    expect(age(ago(30 * 3600_000), NOW)).toBe('yesterday');
    expect(age(ago(9 * 24 * 3600_000), NOW)).toBe('9 days ago');
  });

  test('an entry stamped a little ahead of this computer’s clock is new, not from the future', () => {
    expect(age(ago(-90_000), NOW)).toBe('this minute');
  });

  test('the exact time is Beijing time', () => {
    expect(when('2026-03-10T17:30:00Z')).toBe('11 Mar 2026, 01:30');
  });
});

describe('readInboxSearch', () => {
  test('keeps what the list can show and drops the rest', () => {
    expect(
      readInboxSearch({ kind: 'message', stage: 'replied', owner: '3', overdue: '1', q: '  Wang  ', page: '2' }),
    ).toEqual({ kind: 'message', stage: 'replied', owner: 3, overdue: true, q: 'Wang', page: 2 });
    expect(readInboxSearch({ kind: 'letter', stage: 'paid', owner: '-1', overdue: '0', q: ' ', page: '1.5' })).toEqual({
      kind: undefined,
      stage: undefined,
      owner: undefined,
      overdue: undefined,
      q: undefined,
      page: undefined,
    });
  });
});
