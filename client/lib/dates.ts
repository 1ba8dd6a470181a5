/**
 * Dates as the site shows them: '14 March 2025'. Entries store calendar dates (ISO 'yyyy-mm-dd') with no
 * time of day, so they are read and written in UTC: a visitor west of Greenwich must not see the day before.
 */
const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The calendar date of an ISO date ('2025-03-14', or a full timestamp), or null when there is none. */
export function parseIsoDate(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value?.trim() ?? '');
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2025-02-30 over into March; a date that does not exist is no date.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

export function formatDate(value: string | null | undefined): string | null {
  const date = parseIsoDate(value);
  return date ? LONG_DATE.format(date) : null;
}

/** The machine-readable value for <time dateTime>: the calendar date alone. */
export function isoDay(value: string | null | undefined): string | null {
  return parseIsoDate(value)?.toISOString().slice(0, 10) ?? null;
}
