import { afterAll, describe, expect, test } from 'vitest';
import { formatDate, isoDay } from '../../shared/format.ts';

// Far from UTC on both sides in turn, where a local-time reading of a calendar date slips by a day.
const zone = process.env.TZ;
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('formatDate', () => {
  test('shows a calendar date as day, month name and year', () => {
    expect(formatDate('2025-03-14', 'en')).toBe('14 March 2025');
    expect(formatDate('2019-10-02', 'en')).toBe('2 October 2019');
  });

  test.each(['Pacific/Honolulu', 'Pacific/Kiritimati'])('keeps the calendar day in %s', (tz) => {
    process.env.TZ = tz;
    expect(formatDate('2024-01-01', 'en')).toBe('1 January 2024');
    expect(formatDate('2024-12-31', 'en')).toBe('31 December 2024');
    expect(formatDate('2024-12-31T23:30:00.000Z', 'en')).toBe('31 December 2024');
  });

  test('a missing, malformed or impossible date gives null', () => {
    for (const value of [null, undefined, '', 'soon', '14/03/2025', '2025-3-14', '2025-02-30', '2025-13-01']) {
      expect(formatDate(value, 'en')).toBeNull();
    }
  });
});

describe('isoDay', () => {
  test('gives the date alone, for the dateTime attribute', () => {
    expect(isoDay('2025-03-14')).toBe('2025-03-14');
    expect(isoDay('2025-03-14T08:00:00Z')).toBe('2025-03-14');
    expect(isoDay('never')).toBeNull();
  });
});
