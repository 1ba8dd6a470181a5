import { formatDate, isoDay } from '#shared/format';

/**
 * A post's date, readable for people (in the page's language) and for machines:
 * <time dateTime="2025-03-14">14 March 2025</time>, <time dateTime="2025-03-14">2025年3月14日</time>.
 */
export function PostDate({ date }: { date: string }) {
  const text = formatDate(date);
  if (!text) return null;
  return <time dateTime={isoDay(date) ?? undefined}>{text}</time>;
}
