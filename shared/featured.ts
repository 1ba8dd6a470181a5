import { z } from 'zod';

import { FEATURED_COUNT, FEATURED_TEXTS } from './featured-texts.ts';

export { FEATURED_COUNT, FEATURED_TEXTS };

/** The query names the list, so a work whose slug is 'featured' keeps its own address. */
export const featuredQuery = z.object({ for: z.literal('home', { error: 'for must be home.' }) });

export const featuredSchema = z.object({
  ids: z
    .array(z.number({ error: 'Each featured work must be a shop item id.' }).int().positive(), {
      error: 'Featured works must be a list of shop item ids.',
    })
    .max(FEATURED_COUNT, { error: FEATURED_TEXTS.tooMany })
    .refine((ids) => new Set(ids).size === ids.length, { error: FEATURED_TEXTS.twice }),
});

export type FeaturedInput = z.infer<typeof featuredSchema>;
