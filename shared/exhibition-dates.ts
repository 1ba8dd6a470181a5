import { EXHIBITION_TEXTS } from './exhibition-texts.ts';
import { formatDate, formatDateRange as formatRange } from './format.ts';

/**
 * When an exhibition runs, worked out from its calendar dates (yyyy-mm-dd, no time of day) and today's date
 * in the gallery's own time zone, so every visitor sees the same grouping whatever their clock says. Pure
 * functions: the server passes its clock, tests pass theirs.
 */

export const EXHIBITION_STATUSES = ['current', 'upcoming', 'past'] as const;
export type ExhibitionStatus = (typeof EXHIBITION_STATUSES)[number];

export type Dated = { starts_on: string | null; ends_on: string | null };

/** Today's calendar date (yyyy-mm-dd) in a time zone, for a moment given by the caller's clock. */
export function calendarDay(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Upcoming before its first day, past after its last, current in between (both days included). An open end
 * runs on; an exhibition without any date is kept with the past ones, as the archive it most likely is.
 */
export function exhibitionStatus({ starts_on, ends_on }: Dated, today: string): ExhibitionStatus {
  if (starts_on === null && ends_on === null) return 'past';
  if (starts_on !== null && starts_on > today) return 'upcoming';
  if (ends_on !== null && ends_on < today) return 'past';
  return 'current';
}

// ISO dates compare as text, by code unit: a missing one sorts after every date ('~' follows the digits).
// Not localeCompare, whose collation puts punctuation such as '~' before the digits.
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const asc = (a: string | null, b: string | null) => byCodeUnit(a ?? '~', b ?? '~');
const desc = (a: string | null, b: string | null) => byCodeUnit(b ?? '', a ?? '');

/** Within a group: current ones closing soonest first, upcoming ones opening soonest, past ones latest first. */
const ORDER: Record<ExhibitionStatus, (a: Dated, b: Dated) => number> = {
  current: (a, b) => asc(a.ends_on, b.ends_on) || desc(a.starts_on, b.starts_on),
  upcoming: (a, b) => asc(a.starts_on, b.starts_on) || asc(a.ends_on, b.ends_on),
  past: (a, b) => desc(a.ends_on ?? a.starts_on, b.ends_on ?? b.starts_on) || desc(a.starts_on, b.starts_on),
};

/**
 * Each exhibition with its status, current first, then upcoming, then past. The sort is stable, so entries
 * that tie keep the order they came in (newest first from the database).
 */
export function byStatus<T extends Dated>(
  exhibitions: readonly T[],
  today: string,
): (T & { status: ExhibitionStatus })[] {
  const withStatus = exhibitions.map((e) => ({ ...e, status: exhibitionStatus(e, today) }));
  const rank = (status: ExhibitionStatus) => EXHIBITION_STATUSES.indexOf(status);
  return withStatus.sort((a, b) => rank(a.status) - rank(b.status) || ORDER[a.status](a, b));
}

/** Consecutive runs of one status, in the order given: the list page's sections. */
export function groupByStatus<T extends { status: ExhibitionStatus }>(exhibitions: readonly T[]) {
  return EXHIBITION_STATUSES.map((status) => ({
    status,
    exhibitions: exhibitions.filter((e) => e.status === status),
  })).filter((group) => group.exhibitions.length > 0);
}

/**
 * The run of an exhibition as people write it, in the active language, saying each part once:
 * '12–30 March 2026', '12 March – 30 April 2026', '28 December 2025 – 4 January 2026' ('2026年3月12日至30日'),
 * or one day alone. An open end reads 'From 12 March 2026' ('2026年3月12日起'); no dates at all give null.
 */
export function formatDateRange({ starts_on, ends_on }: Dated): string | null {
  const start = formatDate(starts_on);
  const end = formatDate(ends_on);
  if (start && !end) return EXHIBITION_TEXTS.from(start);
  if (!start && end) return EXHIBITION_TEXTS.until(end);
  return formatRange(starts_on, ends_on);
}
