/**
 * Site search's words and limits, apart from the query's schema (shared/search.ts), so the header's search
 * box does not bring the validation library into every page's first download.
 */

import { t } from './messages/index.ts';

export const SEARCH_TYPES = ['work', 'artist', 'collection', 'exhibition', 'film', 'publication', 'post'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Results in one page of answers. */
export const SEARCH_PAGE_SIZE = 20;
export const MAX_SEARCH_QUERY = 100;

/** The search's words in the language of the page (or the request), read when shown. */
export const SEARCH_TEXTS = {
  get label() {
    return t('search.label');
  },
  /** The header's and the menu's box, named apart from any search of the page it sits on (the inbox's). */
  get siteLabel() {
    return t('search.siteLabel');
  },
  get placeholder() {
    return t('search.placeholder');
  },
  get submit() {
    return t('search.submit');
  },
  get heading() {
    return t('search.heading');
  },
  get intro() {
    return t('search.intro');
  },
  get empty() {
    return t('search.empty');
  },
  get prompt() {
    return t('search.prompt');
  },
  resultsFor: (count: number, q: string) => t('search.resultsFor', { count, q }),
  get previous() {
    return t('search.previous');
  },
  get next() {
    return t('search.next');
  },
  pageOf: (page: number, pages: number) => t('search.pageOf', { page, pages }),
  get loadError() {
    return t('search.loadError');
  },
  get adminHeading() {
    return t('search.adminHeading');
  },
  get adminNote() {
    return t('search.adminNote');
  },
  get adminNone() {
    return t('search.adminNone');
  },
};

/** A type's name as a result's label. */
export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  get work() {
    return t('search.type.work');
  },
  get artist() {
    return t('search.type.artist');
  },
  get collection() {
    return t('search.type.collection');
  },
  get exhibition() {
    return t('search.type.exhibition');
  },
  get film() {
    return t('search.type.film');
  },
  get publication() {
    return t('search.type.publication');
  },
  get post() {
    return t('search.type.post');
  },
};
