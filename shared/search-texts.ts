/**
 * Site search's words and limits, apart from the query's schema (shared/search.ts), so the header's search
 * box does not bring the validation library into every page's first download.
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
