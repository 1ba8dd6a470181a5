import { LANG_PARAM, type Lang } from './languages.ts';

// Issue 31: where the tear sheets and price lists are; apart from ./sheets.ts, so the artwork page loads no zod.

/** The public tear sheet speaks the language of the page it is linked from, as every public read does. */
export const publicTearSheetPath = (slug: string, language: Lang) =>
  `/api/shop/${encodeURIComponent(slug)}/tear-sheet.pdf${language === 'en' ? '' : `?${LANG_PARAM}=${language}`}`;

export const staffTearSheetPath = (id: number, language: Lang) => `/api/admin/sheets/tear-sheet/${id}?lang=${language}`;

export const priceListPath = (ids: readonly number[], language: Lang) =>
  `/api/admin/sheets/price-list?lang=${language}&ids=${ids.join(',')}`;
