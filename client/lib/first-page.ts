import type { QueryClient } from '@tanstack/react-query';

const FIRST_PAGE_DATA_ID = 'first-page-data';

export type FirstPageEntry = { key: unknown[]; data: unknown; pages?: boolean };

/** The first screen renders without a round trip to the API; anything unreadable is ignored. */
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

export function fillQueryCache(queryClient: QueryClient, entries: FirstPageEntry[]): void {
  for (const entry of entries) {
    if (!Array.isArray(entry?.key) || entry.data === undefined) continue;
    const data = entry.pages ? { pages: [entry.data], pageParams: [undefined] } : entry.data;
    queryClient.setQueryData(entry.key, data);
  }
}
