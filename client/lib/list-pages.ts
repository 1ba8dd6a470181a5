import { type InfiniteData, infiniteQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';

/** `?pages=` in the address, so a reload, a shared link or Back shows the same entries and scroll position. */

export { PAGE_SIZE as LIST_PAGE_SIZE } from '#shared/list-query';

export const LIST_TEXTS = { more: 'Show more', loading: 'Loading more…' } as const;
/** At most this many pages are restored from an address, whatever it says. */
const MAX_PAGES = 40;

export type PageShape = { next: string | null };

export type WholeList<T> = Extract<T, readonly unknown[]>;
export type OnePage<T> = Exclude<T, readonly unknown[]>;

export const isWholeList = <T>(answer: T): answer is WholeList<T> => Array.isArray(answer);
export const isOnePage = <T>(answer: T): answer is OnePage<T> & PageShape =>
  typeof answer === 'object' &&
  answer !== null &&
  !Array.isArray(answer) &&
  'next' in answer &&
  (answer.next === null || typeof answer.next === 'string');

/** A page here is the server not keeping its contract. */
export function wholeList<T>(answer: T): WholeList<T> {
  if (!isWholeList(answer)) throw new Error('The list answered a page where it was asked for the whole list.');
  return answer;
}

/** A whole list here is the server not keeping its contract. */
export function onePage<T>(answer: T): OnePage<T> & PageShape {
  if (!isOnePage(answer)) throw new Error('The list answered the whole list where it was asked for a page.');
  return answer;
}

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

/** A whole number from 2: 1 is the plain address. */
export function readPages(search: Record<string, unknown>): { pages?: number } {
  const pages = Number(search.pages);
  return Number.isInteger(pages) && pages > 1 ? { pages: Math.min(pages, MAX_PAGES) } : {};
}

export const pagesParam = (loaded: number) => (loaded > 1 ? loaded : undefined);

export type PagedOptions<P extends PageShape> = ReturnType<typeof pagedListQuery<P>>;

/** The grid is whole before the router restores the scroll position. */
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

/** The address is written only if the visitor is still there: a late page must not take them back. */
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
