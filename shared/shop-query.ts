import { z } from 'zod';
import { pageParams } from './list-query.ts';
import { SHOP_SORTS } from './shop-order.ts';

// `/api/shop` answers the SPEC's whole list; `/api/shop/pages` a page at a time, filtered by `q`, medium or artist.

export const MAX_LINE_SLUGS = 50;

const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item)]).transform((value) => (Array.isArray(value) ? value : [value]));

const order = {
  sort: z.enum(SHOP_SORTS, { error: `sort must be one of ${SHOP_SORTS.join(', ')}.` }).optional(),
  available: z
    .enum(['1', '0', 'true', 'false'], { error: 'available must be 1 or 0.' })
    .transform((value) => value === '1' || value === 'true')
    .optional(),
};

export const shopListQuery = z.object(order);

export const shopPagesQuery = z.object({
  ...order,
  q: z.string().max(200, { error: 'q is at most 200 characters.' }).optional(),
  medium: z
    .string()
    .trim()
    .min(1, { error: 'medium cannot be empty.' })
    .max(200, { error: 'medium is at most 200 characters.' })
    .optional(),
  artist: z
    .string()
    .trim()
    .min(1, { error: 'artist cannot be empty: send an artist slug.' })
    .max(200, { error: 'artist is at most 200 characters.' })
    .optional(),
  ...pageParams,
});

export const MAX_MEDIUM_SAMPLES = 6;

export const mediumSamplesQuery = z.object({
  samples: z
    .string()
    .regex(/^[1-6]$/, { error: `samples must be a whole number from 1 to ${MAX_MEDIUM_SAMPLES}.` })
    .transform(Number),
});

export const cartLinesQuery = z.object({
  slug: oneOrMany(
    z
      .string()
      .trim()
      .min(1, { error: 'A slug cannot be empty.' })
      .max(200, { error: 'A slug is at most 200 characters.' }),
  ).refine((slugs) => slugs.length <= MAX_LINE_SLUGS, {
    error: `Ask for at most ${MAX_LINE_SLUGS} works at once.`,
  }),
});
