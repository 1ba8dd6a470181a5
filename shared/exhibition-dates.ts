import { EXHIBITION_TEXTS } from './exhibition-texts.ts';
import { formatDate, formatDateRange as formatRange } from './format.ts';

// In the gallery's time zone, so every visitor sees the same grouping whatever their clock says.

export const EXHIBITION_STATUSES = ['current', 'upcoming', 'past'] as const;
export type ExhibitionStatus = (typeof EXHIBITION_STATUSES)[number];

export type Dated = { starts_on: string | null; ends_on: string | null };

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

/** An exhibition without any date is kept with the past ones, as the archive it most likely is. */
export function exhibitionStatus({ starts_on, ends_on }: Dated, today: string): ExhibitionStatus {
  if (starts_on === null && ends_on === null) return 'past';
  if (starts_on !== null && starts_on > today) return 'upcoming';
  if (ends_on !== null && ends_on < today) return 'past';
  return 'current';
}

// By code unit, not localeCompare (which puts '~' before the digits): a missing date ('~') sorts last.
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const asc = (a: string | null, b: string | null) => byCodeUnit(a ?? '~', b ?? '~');
const desc = (a: string | null, b: string | null) => byCodeUnit(b ?? '', a ?? '');

const ORDER: Record<ExhibitionStatus, (a: Dated, b: Dated) => number> = {
  current: (a, b) => asc(a.ends_on, b.ends_on) || desc(a.starts_on, b.starts_on),
  upcoming: (a, b) => asc(a.starts_on, b.starts_on) || asc(a.ends_on, b.ends_on),
  past: (a, b) => desc(a.ends_on ?? a.starts_on, b.ends_on ?? b.starts_on) || desc(a.starts_on, b.starts_on),
};

export function byStatus<T extends Dated>(
  exhibitions: readonly T[],
  today: string,
): (T & { status: ExhibitionStatus })[] {
  const withStatus = exhibitions.map((e) => ({ ...e, status: exhibitionStatus(e, today) }));
  const rank = (status: ExhibitionStatus) => EXHIBITION_STATUSES.indexOf(status);
  return withStatus.sort((a, b) => rank(a.status) - rank(b.status) || ORDER[a.status](a, b));
}

export function groupByStatus<T extends { status: ExhibitionStatus }>(exhibitions: readonly T[]) {
  return EXHIBITION_STATUSES.map((status) => ({
    status,
    exhibitions: exhibitions.filter((e) => e.status === status),
  })).filter((group) => group.exhibitions.length > 0);
}

export function formatDateRange({ starts_on, ends_on }: Dated): string | null {
  const start = formatDate(starts_on);
  const end = formatDate(ends_on);
  if (start && !end) return EXHIBITION_TEXTS.from(start);
  if (!start && end) return EXHIBITION_TEXTS.until(end);
  return formatRange(starts_on, ends_on);
}
