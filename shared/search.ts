import { z } from 'zod';
import type { ImageRef } from './image.ts';

/**
 * Site search (GET /api/search, GET /api/admin/search): what a query may be, what an answer holds, and the
 * words the search box, the results page and the dashboard show, kept here in one place.
 */

export const SEARCH_TYPES = ['work', 'artist', 'collection', 'exhibition', 'film', 'publication', 'post'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Results in one page of answers. */
export const SEARCH_PAGE_SIZE = 20;
export const MAX_SEARCH_QUERY = 100;

export const SEARCH_TEXTS = {
  label: 'Search',
  /** The header's and the menu's box, named apart from any search of the page it sits on (the inbox's). */
  siteLabel: 'Search the site',
  placeholder: 'Works, artists…',
  submit: 'Search',
  heading: 'Search',
  intro: 'Search the works, artists, exhibitions, films, publications and the blog.',
  empty: 'Nothing matches your search. Try another spelling or fewer words.',
  prompt: 'Type a name, a title or a word to search the site.',
  resultsFor: (count: number, q: string) => (count === 1 ? `1 result for “${q}”` : `${count} results for “${q}”`),
  previous: 'Previous page',
  next: 'Next page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  loadError: 'Could not load search results. Refresh the page and try again.',
  adminHeading: 'Search everything',
  adminNote: 'Find any entry by a word of its title, names or text, and open its form.',
  adminNone: 'No entry matches.',
} as const;

/** A type's name as a result's label. */
export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  work: 'Work',
  artist: 'Artist',
  collection: 'Collection',
  exhibition: 'Exhibition',
  film: 'Film',
  publication: 'Publication',
  post: 'Blog post',
};

const QUERY_MESSAGE = `Search text must be 1 to ${MAX_SEARCH_QUERY} characters.`;

export const searchQuerySchema = z.object({
  q: z
    .string({ error: QUERY_MESSAGE })
    .trim()
    .min(1, { error: QUERY_MESSAGE })
    .max(MAX_SEARCH_QUERY, { error: QUERY_MESSAGE }),
  type: z.enum(SEARCH_TYPES, { error: `Type must be one of: ${SEARCH_TYPES.join(', ')}.` }).optional(),
  page: z.coerce
    .number({ error: 'Page must be a whole number from 1.' })
    .int({ error: 'Page must be a whole number from 1.' })
    .min(1, { error: 'Page must be a whole number from 1.' })
    .max(500, { error: 'Page must be a whole number from 1 to 500.' })
    .default(1),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

export type SearchResult = {
  type: SearchType;
  title: string;
  slug: string;
  /** The public page (or, in the admin's answer, the entry's form). */
  path: string;
  image: ImageRef | null;
  /** Plain text around the first match, or the start of the entry's text. */
  snippet: string;
};

export type SearchAnswer = { results: SearchResult[]; total: number; page: number };
