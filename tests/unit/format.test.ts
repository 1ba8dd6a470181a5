import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatMonth } from '../../shared/format.ts';
import { formatNumber, formatPrice } from '../../shared/numbers.ts';

describe('dates and numbers per language', () => {
  it('writes a calendar date in each language', () => {
    expect(formatDate('2026-03-12', 'en')).toBe('12 March 2026');
    expect(formatDate('2026-03-12', 'zh')).toBe('2026年3月12日');
    expect(formatDate('2026-03-12T23:30:00Z', 'en')).toBe('12 March 2026');
    expect(formatDate('2025-02-30', 'en')).toBeNull();
    expect(formatMonth('2026-03-12', 'zh')).toBe('2026年3月');
  });

  it('says each part of a range once', () => {
    expect(formatDateRange('2026-03-12', '2026-03-30', 'en')).toBe('12–30 March 2026');
    expect(formatDateRange('2026-03-12', '2026-04-30', 'en')).toBe('12 March – 30 April 2026');
    expect(formatDateRange('2025-12-28', '2026-01-04', 'en')).toBe('28 December 2025 – 4 January 2026');
    expect(formatDateRange('2026-03-12', '2026-03-30', 'zh')).toBe('2026年3月12日至30日');
    expect(formatDateRange('2026-03-12', '2026-04-30', 'zh')).toBe('2026年3月12日至4月30日');
    expect(formatDateRange('2025-12-28', '2026-01-04', 'zh')).toBe('2025年12月28日至2026年1月4日');
    expect(formatDateRange('2026-03-12', null, 'en')).toBeNull();
  });

  it('keeps prices in euros in both languages', () => {
    expect(formatPrice(1250, 'en')).toBe('€1,250.00');
    expect(formatPrice(1250, 'zh')).toBe('€1,250.00');
    expect(formatNumber(12345, 'zh')).toBe('12,345');
  });
});
