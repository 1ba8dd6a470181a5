// Written by `npm run content:index` (docs/decisions/018): do not edit.

import { api } from './api.ts';
import { contentQueries } from './content-queries.ts';

/** Each public list, its pages and its entries, keyed by the description (shared/query-keys.ts). */
export const CONTENT_QUERIES = {
  artists: contentQueries(['artists'], api.artists),
  collections: contentQueries(['explore', 'collections'], api.explore.collections),
  exhibitions: contentQueries(['explore', 'exhibitions'], api.explore.exhibitions),
  films: contentQueries(['explore', 'films'], api.explore.films),
  publications: contentQueries(['explore', 'publications'], api.explore.publications),
  blog: contentQueries(['blog'], api.blog),
};
