import { DEFAULT_LANG, type Lang } from './languages.ts';
import { activeLang } from './messages/index.ts';

// Apart from ./inventory.ts, whose availability every work's card shows: sizes are read on an artwork's own page.

export type Dimensions = { width_cm: number | null; height_cm: number | null; depth_cm?: number | null };

const CM_PER_INCH = 2.54;
const QUARTERS = ['', '1/4', '1/2', '3/4'];

const cm = (value: number) => String(Math.round(value * 10) / 10);

function inches(valueCm: number): string {
  const quarters = Math.round((valueCm / CM_PER_INCH) * 4);
  const whole = Math.floor(quarters / 4);
  const part = QUARTERS[quarters % 4];
  if (!part) return String(whole);
  return whole === 0 ? part : `${whole} ${part}`;
}

/** Chinese readers measure in centimetres only. */
export function formatDimensions(d: Dimensions, lang: Lang = activeLang()): string {
  if (!d.width_cm || !d.height_cm) return '';
  const figures = [d.width_cm, d.height_cm, ...(d.depth_cm ? [d.depth_cm] : [])];
  const metric = `${figures.map(cm).join(' x ')} cm`;
  return lang === DEFAULT_LANG ? `${metric} / ${figures.map(inches).join(' x ')} in` : metric;
}

/** The inverse of `parseSizeCm`, so a size written this way reads back. */
export function sizeFromDimensions(row: Readonly<Record<string, unknown>>): string {
  const figure = (value: unknown) => {
    const typed = String(value ?? '').trim();
    const n = typed === '' ? Number.NaN : Number(typed);
    return Number.isFinite(n) && n > 0 ? cm(n) : null;
  };
  const width = figure(row.width_cm);
  const height = figure(row.height_cm);
  if (!width || !height) return '';
  const depth = figure(row.depth_cm);
  return `${[width, height, ...(depth ? [depth] : [])].join(' x ')} cm`;
}

export function parseSizeCm(size: string): { width_cm: number; height_cm: number; depth_cm: number | null } | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*[x×]\s*(\d+(?:[.,]\d+)?)(?:\s*[x×]\s*(\d+(?:[.,]\d+)?))?\s*(cm)?\s*$/i.exec(
    size,
  );
  if (!match) return null;
  const num = (s: string | undefined) => (s === undefined ? null : Number(s.replace(',', '.')));
  const width = num(match[1]) ?? 0;
  const height = num(match[2]) ?? 0;
  if (width <= 0 || height <= 0) return null;
  return { width_cm: width, height_cm: height, depth_cm: num(match[3]) || null };
}
