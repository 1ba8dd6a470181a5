import type { ContentKey } from '../../shared/content/catalogue.ts';
import { SEARCH_KIND_OF } from '../../shared/content-names.gen.ts';
import type { SearchType } from '../../shared/search.ts';
import type { ContentType } from '../content/define.ts';
import { CONTENT_TYPES } from '../content/registry.ts';

export type SearchSource = { kind: SearchType; type: ContentType };

export const SEARCH_SOURCES: readonly SearchSource[] = CONTENT_TYPES.map((type) => ({
  kind: SEARCH_KIND_OF[type.path as ContentKey],
  type,
}));
