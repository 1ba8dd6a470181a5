import { z } from 'zod';
import type { ImageRef } from './image.ts';
import { withoutInvisible } from './visible-text.ts';

// The words and limits live in search-texts.ts, so the header's search box does not load zod.

import { MAX_SEARCH_QUERY, SEARCH_TYPES, type SearchType } from './search-texts.ts';

export {
  MAX_SEARCH_QUERY,
  SEARCH_PAGE_SIZE,
  SEARCH_TEXTS,
  SEARCH_TYPE_LABELS,
  type SearchType,
} from './search-texts.ts';

const QUERY_MESSAGE = `Search text must be 1 to ${MAX_SEARCH_QUERY} characters.`;

export const searchQuerySchema = z.object({
  // NUL and zero-width spaces are no part of a word (a NUL once matched every entry); a query of only them is empty.
  q: z
    .string({ error: QUERY_MESSAGE })
    .transform(withoutInvisible)
    .pipe(z.string().trim().min(1, { error: QUERY_MESSAGE }).max(MAX_SEARCH_QUERY, { error: QUERY_MESSAGE })),
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
  path: string;
  image: ImageRef | null;
  snippet: string;
};

export type SearchAnswer = { results: SearchResult[]; total: number; page: number };
