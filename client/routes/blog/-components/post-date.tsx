import { formatDate, isoDay } from '#shared/format';

export function PostDate({ date }: { date: string }) {
  const text = formatDate(date);
  if (!text) return null;
  return <time dateTime={isoDay(date) ?? undefined}>{text}</time>;
}
