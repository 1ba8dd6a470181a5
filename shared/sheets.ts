import { z } from 'zod';
import { LANGS } from './languages.ts';

// Issue 31: what staff's tear sheets and price lists may be asked for; their addresses are ./sheet-paths.ts.

/** A price list is of a selection: a page of the dashboard is 25, and a room will hold no more than this. */
export const MAX_SHEET_WORKS = 100;
/** 'Prices valid until' this many days after the list is made, unless staff name the day. */
export const PRICES_VALID_DAYS = 30;

const lang = z.enum(LANGS, { error: 'Language (lang) is en or zh.' }).default('en');

export const staffTearSheetQuery = z.object({ lang });

export const priceListQuery = z.object({
  lang,
  ids: z
    .string({ error: 'Ids (ids) are the works, comma separated.' })
    .regex(new RegExp(`^\\d{1,12}(,\\d{1,12}){0,${MAX_SHEET_WORKS - 1}}$`), {
      error: `Ids (ids) are 1 to ${MAX_SHEET_WORKS} whole numbers, comma separated.`,
    })
    .transform((value) => [...new Set(value.split(',').map(Number))]),
  until: z.iso.date({ error: 'Valid until (until) is a date, YYYY-MM-DD.' }).optional(),
});
