import { INTL_LOCALE, type Lang } from './languages.ts';
import { activeLang } from './messages/index.ts';

// Dates in UTC, so no visitor west of Greenwich sees the day before. Call when rendering: the language is known then.

export function parseIsoDate(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value?.trim() ?? '');
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2025-02-30 over into March; a date that does not exist is no date.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

export function isoDay(value: string | null | undefined): string | null {
  return parseIsoDate(value)?.toISOString().slice(0, 10) ?? null;
}

const cache = new Map<string, Intl.DateTimeFormat>();

function dates(lang: Lang, style: 'day' | 'month'): Intl.DateTimeFormat {
  const key = `d:${lang}:${style}`;
  let format = cache.get(key);
  if (!format) {
    const day = style === 'day' ? ({ day: 'numeric' } as const) : {};
    format = new Intl.DateTimeFormat(INTL_LOCALE[lang], { ...day, month: 'long', year: 'numeric', timeZone: 'UTC' });
    cache.set(key, format);
  }
  return format;
}

export function formatDate(value: string | null | undefined, lang: Lang = activeLang()): string | null {
  const date = parseIsoDate(value);
  return date ? dates(lang, 'day').format(date) : null;
}

export function formatMonth(value: string | null | undefined, lang: Lang = activeLang()): string | null {
  const date = parseIsoDate(value);
  return date ? dates(lang, 'month').format(date) : null;
}

type Parts = { year: number; month: number; day: number; date: Date };
const partsOf = (date: Date): Parts => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth(),
  day: date.getUTCDate(),
  date,
});

export function formatDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
  lang: Lang = activeLang(),
): string | null {
  const from = parseIsoDate(start);
  const to = parseIsoDate(end);
  if (!from || !to) return null;
  const a = partsOf(from);
  const b = partsOf(to);
  const full = (p: Parts) => dates(lang, 'day').format(p.date);
  if (a.date.getTime() === b.date.getTime()) return full(a);
  const monthName = (p: Parts) =>
    dates(lang, 'month')
      .formatToParts(p.date)
      .find((x) => x.type === 'month')?.value;
  if (lang === 'zh') {
    if (a.year !== b.year) return `${full(a)}至${full(b)}`;
    if (a.month !== b.month) return `${full(a)}至${b.month + 1}月${b.day}日`;
    return `${full(a)}至${b.day}日`;
  }
  if (a.year !== b.year) return `${full(a)} – ${full(b)}`;
  if (a.month !== b.month) return `${a.day} ${monthName(a)} – ${full(b)}`;
  return `${a.day}–${full(b)}`;
}
