import { formatDate, isoDay } from '../../../lib/dates.ts';

/** A post's date, readable for people and for machines: <time dateTime="2025-03-14">14 March 2025</time>. */
export function PostDate({ date }: { date: string }) {
  const text = formatDate(date);
  if (!text) return null;
  return <time dateTime={isoDay(date) ?? undefined}>{text}</time>;
}
