import { ADMIN_TITLES } from './admin-titles.ts';

// Apart from shared/featured.ts so the admin title does not bring the validation library into the first download.

export const FEATURED_COUNT = 4;

export const FEATURED_TEXTS = {
  heading: ADMIN_TITLES.featured,
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
