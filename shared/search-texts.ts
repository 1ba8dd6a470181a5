/** Apart from shared/search.ts, so the header's search box does not bring zod into every page's first download. */

import { SEARCH_TYPES } from './content-names.gen.ts';
import { lazyTexts, t } from './messages/index.ts';

export { SEARCH_TYPES };
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_PAGE_SIZE = 20;
export const MAX_SEARCH_QUERY = 100;

export const SEARCH_TEXTS = lazyTexts(
  {
    label: 'search.label',
    /** Named apart from any search of the page it sits on (the inbox's). */
    siteLabel: 'search.siteLabel',
    placeholder: 'search.placeholder',
    submit: 'search.submit',
    heading: 'search.heading',
    intro: 'search.intro',
    empty: 'search.empty',
    prompt: 'search.prompt',
    previous: 'search.previous',
    next: 'search.next',
    loadError: 'search.loadError',
    adminHeading: 'search.adminHeading',
    adminNote: 'search.adminNote',
    adminNone: 'search.adminNone',
  },
  {
    resultsFor: (count: number, q: string) => t('search.resultsFor', { count, q }),
    pageOf: (page: number, pages: number) => t('search.pageOf', { page, pages }),
  },
);

export const SEARCH_TYPE_LABELS: Record<SearchType, string> = lazyTexts(
  Object.fromEntries(SEARCH_TYPES.map((kind) => [kind, `search.type.${kind}` as const])) as Record<
    SearchType,
    `search.type.${SearchType}`
  >,
);
