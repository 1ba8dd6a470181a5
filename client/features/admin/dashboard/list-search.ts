import { queryOptions } from '@tanstack/react-query';
import { type BulkBody, LIST_SORTS, LIST_STATES, type ListSort } from '#shared/admin-lists';
import type { ContentKey } from '#shared/content/catalogue';
import type { PublishState } from '#shared/content/publishing';
import { api, unwrap } from '../../../lib/api.ts';
import { CONTENT_SCREENS, type Screen } from '../screens/registry.ts';

/**
 * The dashboard's list as its address says it (/admin?type=artist&sort=title&page=2), so a list can be
 * shared, reloaded and restored by Back; and its calls. Anything unknown in the address is left out.
 */
export type ListSearch = {
  /** A content type's admin route segment (SPEC 2: 'artist', 'shop'...); the first type when absent. */
  type?: string;
  q?: string;
  sort?: ListSort;
  dir?: 'asc' | 'desc';
  status?: PublishState;
  page?: number;
};

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

export function readListSearch(raw: Record<string, unknown>): ListSearch {
  const page = Number(raw.page);
  const q = typeof raw.q === 'string' ? raw.q.trim().slice(0, 100) : '';
  const search: ListSearch = {
    type: CONTENT_SCREENS.some((s) => s.route === raw.type) ? (raw.type as string) : undefined,
    q: q || undefined,
    sort: oneOf(LIST_SORTS, raw.sort),
    dir: oneOf(['asc', 'desc'] as const, raw.dir),
    status: oneOf(LIST_STATES, raw.status),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
  // Absent keys stay out of the address altogether.
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as ListSearch;
}

/** The listed type's description: the one the address names, else the catalogue's first. */
export const listedScreen = (search: ListSearch): Screen =>
  CONTENT_SCREENS.find((s) => s.route === search.type) ?? (CONTENT_SCREENS[0] as Screen);

export const entryListQuery = (screen: Screen, search: ListSearch) => {
  const query = {
    type: screen.api as ContentKey,
    ...(search.q ? { q: search.q } : {}),
    ...(search.sort ? { sort: search.sort } : {}),
    ...(search.dir ? { dir: search.dir } : {}),
    ...(search.status ? { status: search.status } : {}),
    page: String(search.page ?? 1),
  };
  return queryOptions({
    // Under ['admin', api], so a save of that type marks it stale too (features/admin/freshness.ts).
    queryKey: ['admin', screen.api, { list: query }],
    queryFn: ({ signal }) => unwrap(api.admin.lists.$get({ query }, { init: { signal } })),
    // A delete on its own screen comes back here: the list is asked again, not shown from memory.
    staleTime: 0,
  });
};

export const runBulk = (body: BulkBody) => unwrap(api.admin.lists.bulk.$post({ json: body }));
