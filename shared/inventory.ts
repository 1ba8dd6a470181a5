import { DEFAULT_LANG, type Lang } from './languages.ts';
import { activeLang, lazyTexts, t } from './messages/index.ts';

/** After schema.org's Offer.availability: InStock, Reserved, SoldOut. */
export const AVAILABILITIES = ['available', 'on_hold', 'sold', 'not_for_sale'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const AVAILABILITY_LABEL: Record<Availability, string> = lazyTexts({
  available: 'shop.availability.available',
  on_hold: 'shop.availability.onHold',
  sold: 'shop.availability.sold',
  not_for_sale: 'shop.availability.notForSale',
});

export const EDITIONS = ['unique', 'limited', 'open'] as const;
export type Edition = (typeof EDITIONS)[number];

export const EDITION_LABEL: Record<Edition, string> = lazyTexts({
  unique: 'shop.edition.unique',
  limited: 'shop.edition.limited',
  open: 'shop.edition.open',
});

/** Lists staff manage, so that a typo no longer makes a new medium. */
export const TERM_KINDS = ['medium', 'category', 'collection'] as const;
export type TermKind = (typeof TERM_KINDS)[number];

export const TERM_LIST_NAME: Record<TermKind, string> = {
  medium: 'media',
  category: 'categories',
  collection: 'collections',
};

/** English for the staff's inbox and exports; visitors read `priceOnRequest()`. */
export const PRICE_ON_REQUEST = 'Price on request';

export const priceOnRequest = () => t('shop.priceOnRequest');

export const unknownTermMessage = (kind: TermKind, name: string) =>
  `"${name}" is not in the list of ${TERM_LIST_NAME[kind]}. Add it first.`;

export function editionLabel(work: { edition: Edition; edition_size?: number | null }): string {
  if (work.edition === 'limited' && work.edition_size) return t('shop.editionOf', { size: work.edition_size });
  return EDITION_LABEL[work.edition];
}

export function canEnquire(availability: Availability): boolean {
  return availability === 'available' || availability === 'on_hold';
}

export function workAvailability(
  availability: Availability,
  sizes: readonly { availability: Availability }[],
): Availability {
  if (availability === 'available' && sizes.length > 0 && sizes.every((s) => s.availability === 'sold')) {
    return 'sold';
  }
  return availability;
}

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

export const onRequestNote = (count: number) => t('shop.onRequest', { count });

export const CHECKOUT_REFUSAL = {
  sold: (title: string) => t('checkout.refusal.sold', { title }),
  notForSale: (title: string) => t('checkout.refusal.notForSale', { title }),
  sizeSold: (title: string, size: string) => t('checkout.refusal.sizeSold', { title, size }),
  sizeNotForSale: (title: string, size: string) => t('checkout.refusal.sizeNotForSale', { title, size }),
  unique: (title: string) => t('checkout.refusal.unique', { title }),
};
