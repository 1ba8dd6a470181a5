import { z } from 'zod';

/**
 * The home page's featured artworks (SPEC 9: the home page shows 4 featured items), chosen and ordered by
 * staff. The texts of the admin screen and of the API's refusals live here, in one place.
 */

export const FEATURED_COUNT = 4;

export const FEATURED_TEXTS = {
  heading: 'Featured artworks',
  dashboardNote: 'The four works the home page shows, in your order.',
  intro:
    'The works the home page shows, in this order. Fewer than four, or a work that is deleted, leaves its place to the newest works.',
  pickLabel: 'Add a work',
  pickPlaceholder: 'Type to find a work',
  empty: 'No works chosen: the home page shows the newest four.',
  full: 'Four works are chosen. Remove one to add another.',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved. The home page shows these works.',
  viewHome: 'View the home page',
  loadFailed: 'Could not load the featured artworks. Refresh the page and try again.',
  tooMany: `Choose at most ${FEATURED_COUNT} works.`,
  twice: 'Each work can be featured only once.',
  sold: 'Sold',
  removeButton: 'Remove',
  moveUp: (title: string) => `Move "${title}" up`,
  moveDown: (title: string) => `Move "${title}" down`,
  remove: (title: string) => `Remove "${title}"`,
  missing: (count: number) =>
    count === 1 ? 'One of the chosen works no longer exists.' : `${count} of the chosen works no longer exist.`,
} as const;

/**
 * GET /api/shop/featured?for=home: the query names the list, so a work whose slug is 'featured' keeps its own
 * address at /api/shop/featured (as /api/shop/lines does for the cart).
 */
export const featuredQuery = z.object({ for: z.literal('home', { error: 'for must be home.' }) });

/** PUT /api/admin/featured: the chosen shop items' ids, first shown first. */
export const featuredSchema = z.object({
  ids: z
    .array(z.number({ error: 'Each featured work must be a shop item id.' }).int().positive(), {
      error: 'Featured works must be a list of shop item ids.',
    })
    .max(FEATURED_COUNT, { error: FEATURED_TEXTS.tooMany })
    .refine((ids) => new Set(ids).size === ids.length, { error: FEATURED_TEXTS.twice }),
});

export type FeaturedInput = z.infer<typeof featuredSchema>;
