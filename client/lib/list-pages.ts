import { type InfiniteData, infiniteQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';

/** `?pages=` in the address, so a reload, a shared link or Back shows the same entries and scroll position. */

export { PAGE_SIZE as LIST_PAGE_SIZE } from '#shared/list-pages';

export const LIST_TEXTS = { more: 'Show more', loading: 'Loading more…' } as const;
/** At most this many pages are restored from an address, whatever it says. */
const MAX_PAGES = 40;

export type PageShape = { next: string | null };

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
