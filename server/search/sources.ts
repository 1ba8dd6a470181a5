import type { ContentKey } from '../../shared/content/catalogue.ts';
import type { SearchType } from '../../shared/search.ts';
import type { ContentType } from '../content/define.ts';
import { CONTENT_TYPES } from '../content/registry.ts';

export type SearchSource = { kind: SearchType; type: ContentType };

/** Each type's name in search answers (SPEC: 'work' for a shop item, 'post' for a blog post). */
const KIND_OF = {
  shop: 'work',
  artists: 'artist',
  collections: 'collection',
  exhibitions: 'exhibition',
  films: 'film',
  publications: 'publication',
  blog: 'post',
} as const satisfies Record<ContentKey, SearchType>;

export const SEARCH_SOURCES: readonly SearchSource[] = CONTENT_TYPES.map((type) => ({
  kind: KIND_OF[type.path as ContentKey],
  type,
}));
