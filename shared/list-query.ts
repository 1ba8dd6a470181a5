import { z } from 'zod';

/** Pages at `<list>/pages?limit=&after=` are in keyset order; the plain list answers the whole list, as in the SPEC. */

export const PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 48;
/** Long enough for the keys of any entry (an artist order carries its name and title). */
export const MAX_CURSOR_LENGTH = 2000;

export const pageParams = {
  limit: z
    .string()
    .regex(/^\d+$/, { error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_PAGE_SIZE, {
      error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
    })
    .optional(),
  after: z
    .string()
    .min(1, { error: 'after cannot be empty: send the next value of the previous page.' })
    .max(MAX_CURSOR_LENGTH, { error: 'after is not a position this list gave.' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'after is not a position this list gave.' })
    .optional(),
};

export const pageQuery = z.object(pageParams);

/** The word a list's pages are under, so no entry may take it as its slug (docs/decisions/016). */
export const PAGES_SEGMENT = 'pages';
