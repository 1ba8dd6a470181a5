import { describe, expect, test } from 'vitest';
import {
  byStatus,
  calendarDay,
  exhibitionStatus,
  formatDateRange,
  groupByStatus,
} from '../../shared/exhibition-dates.ts';

const show = (name: string, starts_on: string | null, ends_on: string | null) => ({ name, starts_on, ends_on });

describe('calendarDay', () => {
  test('is the date in the gallery’s time zone, not in UTC', () => {
    // 20:30 UTC on 14 March is already 15 March in Beijing (UTC+8).
    const moment = new Date('2026-03-14T20:30:00Z');
    expect(calendarDay(moment, 'Asia/Shanghai')).toBe('2026-03-15');
    expect(calendarDay(moment, 'UTC')).toBe('2026-03-14');
  });
});

describe('exhibitionStatus', () => {
  const today = '2026-03-15';
  test('the first and the last day both count as current', () => {
    expect(exhibitionStatus(show('a', '2026-03-15', '2026-04-30'), today)).toBe('current');
    expect(exhibitionStatus(show('a', '2026-02-01', '2026-03-15'), today)).toBe('current');
  });

  test('upcoming before the first day, past after the last', () => {
    expect(exhibitionStatus(show('a', '2026-03-16', '2026-04-30'), today)).toBe('upcoming');
    expect(exhibitionStatus(show('a', '2026-01-01', '2026-03-14'), today)).toBe('past');
  });

  test('an open end runs on; no dates at all is the archive', () => {
    expect(exhibitionStatus(show('a', '2026-01-01', null), today)).toBe('current');
    expect(exhibitionStatus(show('a', '2026-05-01', null), today)).toBe('upcoming');
    expect(exhibitionStatus(show('a', null, '2026-03-20'), today)).toBe('current');
    expect(exhibitionStatus(show('a', null, null), today)).toBe('past');
  });
});

describe('byStatus and groupByStatus', () => {
  test('current first (closing soonest), then upcoming (opening soonest), then past (latest first)', () => {
    const list = [
      show('old', '2024-01-01', '2024-02-01'),
      show('undated', null, null),
      show('later', '2026-09-01', '2026-10-01'),
      show('long-run', '2026-01-01', '2026-12-31'),
      show('recent', '2025-11-01', '2026-01-31'),
      show('soon', '2026-04-01', '2026-05-01'),
      show('closing', '2026-02-01', '2026-03-20'),
    ];
    const sorted = byStatus(list, '2026-03-15');
    expect(sorted.map((e) => `${e.status}:${e.name}`)).toEqual([
      'current:closing',
      'current:long-run',
      'upcoming:soon',
      'upcoming:later',
      'past:recent',
      'past:old',
      'past:undated',
    ]);
    expect(groupByStatus(sorted).map((g) => [g.status, g.exhibitions.length])).toEqual([
      ['current', 2],
      ['upcoming', 2],
      ['past', 3],
    ]);
  });

  test('a current show with an open end comes after those that close', () => {
    const list = [show('open-ended', '2026-01-01', null), show('closing', '2026-02-01', '2026-03-20')];
    expect(byStatus(list, '2026-03-15').map((e) => e.name)).toEqual(['closing', 'open-ended']);
  });

  test('a group with nothing in it is left out', () => {
    const sorted = byStatus([show('old', '2024-01-01', '2024-02-01')], '2026-03-15');
    expect(groupByStatus(sorted).map((g) => g.status)).toEqual(['past']);
  });
});

describe('formatDateRange', () => {
  test('says the month and year once when they are shared', () => {
    expect(formatDateRange(show('a', '2026-03-12', '2026-04-30'))).toBe('12 March – 30 April 2026');
    expect(formatDateRange(show('a', '2026-03-02', '2026-03-30'))).toBe('2–30 March 2026');
    expect(formatDateRange(show('a', '2025-12-28', '2026-01-04'))).toBe('28 December 2025 – 4 January 2026');
    expect(formatDateRange(show('a', '2026-03-12', '2026-03-12'))).toBe('12 March 2026');
  });

  test('an open range says so, and no dates give nothing', () => {
    expect(formatDateRange(show('a', '2026-03-12', null))).toBe('From 12 March 2026');
    expect(formatDateRange(show('a', null, '2026-04-30'))).toBe('Until 30 April 2026');
    expect(formatDateRange(show('a', null, null))).toBeNull();
  });
});
