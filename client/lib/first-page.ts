import type { QueryClient } from '@tanstack/react-query';

/** The element the server writes the first screen's data into (server/services/first-page-html.ts). */
const FIRST_PAGE_DATA_ID = 'first-page-data';

/** `pages`: the first page of a paged list, held as an infinite query's first page. */
export type FirstPageEntry = { key: unknown[]; data: unknown; pages?: boolean };

/**
 * Puts the data the server sent with the page into the query cache, under the keys the pages' queries use,
 * before the router asks for it: the first screen renders without a round trip to the API. The data counts
 * as fetched now, so it is as fresh as the queries' own staleTime says. Anything unreadable is ignored and
 * the pages ask the API as usual.
 */
export function adoptFirstPageData(queryClient: QueryClient): void {
  const element = document.getElementById(FIRST_PAGE_DATA_ID);
  if (!element?.textContent) return;
  element.remove();
  let entries: unknown;
  try {
    entries = JSON.parse(element.textContent);
  } catch {
    return;
  }
  if (Array.isArray(entries)) fillQueryCache(queryClient, entries as FirstPageEntry[]);
}

/** The entries' data in the query cache, each under its key. */
export function fillQueryCache(queryClient: QueryClient, entries: FirstPageEntry[]): void {
  for (const entry of entries) {
    if (!Array.isArray(entry?.key) || entry.data === undefined) continue;
    const data = entry.pages ? { pages: [entry.data], pageParams: [undefined] } : entry.data;
    queryClient.setQueryData(entry.key, data);
  }
}
