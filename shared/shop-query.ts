import { z } from 'zod';
import { SHOP_SORTS } from './shop-order.ts';

/**
 * The shop's public query parameters. `/api/shop` answers the SPEC's list as before when called plainly;
 * `?sort=` and `?available=1` order and narrow it the way the shop page does. `/api/shop/lines?slug=a&slug=b`
 * answers the current facts of the works in a cart.
 */

export const MAX_LINE_SLUGS = 50;

const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item)]).transform((value) => (Array.isArray(value) ? value : [value]));

export const shopListQuery = z.object({
  sort: z.enum(SHOP_SORTS, { error: `sort must be one of ${SHOP_SORTS.join(', ')}.` }).optional(),
  available: z
    .enum(['1', '0', 'true', 'false'], { error: 'available must be 1 or 0.' })
    .transform((value) => value === '1' || value === 'true')
    .optional(),
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
