import { SITE } from '#shared/site';

/** Times in the inbox are the gallery's own, Beijing time, wherever staff open it (as in the records' CSV). */
export const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: SITE.timeZone }).format(
    new Date(iso),
  );

const AGE_UNITS = [
  { unit: 'day', ms: 24 * 3600_000 },
  { unit: 'hour', ms: 3600_000 },
  { unit: 'minute', ms: 60_000 },
] as const;

export function age(iso: string, now: number): string {
  const passed = Math.max(0, now - new Date(iso).getTime());
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const { unit, ms } of AGE_UNITS) {
    if (passed >= ms) return format.format(-Math.floor(passed / ms), unit);
  }
  return format.format(0, 'minute');
}
