import { type InfiniteData, infiniteQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';

/**
 * The public lists one page at a time (server: `?limit=&after=`). A list page keeps how many pages the
 * visitor has loaded in its address (`?pages=3`), so a reload, a shared link or the back button shows the
 * same entries, and the router's scroll restoration finds its place again.
 */

/** The size of a list's page, as the server's first screen reads it too. */
export { PAGE_SIZE as LIST_PAGE_SIZE } from '#shared/list-query';

/** The words at the end of every paged list, in one place for translation. */
export const LIST_TEXTS = { more: 'Show more', loading: 'Loading more…' } as const;
/** At most this many pages are restored from an address, whatever it says. */
const MAX_PAGES = 40;

export type PageShape = { next: string | null };

/** A list's whole answer or its page: the typed client gives the union, each use takes its half. */
export type WholeList<T> = Extract<T, readonly unknown[]>;
export type OnePage<T> = Exclude<T, readonly unknown[]>;

/** Whether a list's answer is the whole list (asked plainly) rather than one page (asked with `limit`). */
export const isWholeList = <T>(answer: T): answer is WholeList<T> => Array.isArray(answer);
export const isOnePage = <T>(answer: T): answer is OnePage<T> & PageShape =>
  typeof answer === 'object' &&
  answer !== null &&
  !Array.isArray(answer) &&
  'next' in answer &&
  (answer.next === null || typeof answer.next === 'string');

/** The whole list of an answer asked plainly; a page here is the server not keeping its contract. */
export function wholeList<T>(answer: T): WholeList<T> {
  if (!isWholeList(answer)) throw new Error('The list answered a page where it was asked for the whole list.');
  return answer;
}

/** The page of an answer asked with `limit`; a whole list here is the server not keeping its contract. */
export function onePage<T>(answer: T): OnePage<T> & PageShape {
  if (!isOnePage(answer)) throw new Error('The list answered the whole list where it was asked for a page.');
  return answer;
}

/** The infinite query of a paged list; `fetchPage` asks the page after a position (none for the first). */
export const pagedListQuery = <P extends PageShape>(
  queryKey: QueryKey,
  fetchPage: (after: string | undefined, signal: AbortSignal) => Promise<P>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: P) => last.next ?? undefined,
  });

/** `?pages=` as a route reads it: a whole number from 2 (1 is the plain address), else nothing. */
export function readPages(search: Record<string, unknown>): { pages?: number } {
  const pages = Number(search.pages);
  return Number.isInteger(pages) && pages > 1 ? { pages: Math.min(pages, MAX_PAGES) } : {};
}

/** The `pages` a list's address should carry once `loaded` pages are shown. */
export const pagesParam = (loaded: number) => (loaded > 1 ? loaded : undefined);

export type PagedOptions<P extends PageShape> = ReturnType<typeof pagedListQuery<P>>;

/**
 * A list route's loader: the pages its address asks for, from the cache when they are there (the back
 * button), else from the server. The grid is whole before the router restores the scroll position.
 */
export async function ensurePages<P extends PageShape>(
  client: QueryClient,
  options: PagedOptions<P>,
  wanted = 1,
): Promise<InfiniteData<P, string | undefined>> {
  const data = await client.ensureInfiniteQueryData(options);
  if (data.pages.length >= wanted || data.pages.at(-1)?.next == null) return data;
  // The cached first page is fresh, so ask again with the number of pages wanted.
  return client.fetchInfiniteQuery({ ...options, pages: wanted, staleTime: 0 });
}

type MoreQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<{ data?: { pages: readonly unknown[] } }>;
};

/**
 * What the list's 'Show more' needs; `onLoaded` gets the number of pages shown, for the address. The address
 * is written only if the visitor is still where they asked for more: a page that arrives after they followed
 * a link, or chose another filter, must not take them back.
 */
export function useMore(query: MoreQuery, onLoaded: (pages: number) => void) {
  const router = useRouter();
  return {
    hasMore: query.hasNextPage,
    loading: query.isFetchingNextPage,
    onMore: () => {
      const asked = router.latestLocation.href;
      void query.fetchNextPage().then((result) => {
        if (result.data && router.latestLocation.href === asked) onLoaded(result.data.pages.length);
      });
    },
  };
}
