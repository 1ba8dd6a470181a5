import { queryOptions } from '@tanstack/react-query';
import type { BulkBody } from '#shared/admin-lists';
import { api, unwrap } from '../../../lib/api.ts';
import { contentKey } from '../content-client.ts';
import { CONTENT_SCREENS, type Screen } from '../screens/registry.ts';
import { type ListSearch, readListSearch } from './list-address.ts';

export { type ListSearch, readListSearch } from './list-address.ts';

export function knownListSearch(raw: Record<string, unknown>): ListSearch {
  const { type, ...search } = readListSearch(raw);
  return type !== undefined && CONTENT_SCREENS.some((s) => s.route === type) ? { type, ...search } : search;
}

export const listedScreen = (search: ListSearch): Screen =>
  CONTENT_SCREENS.find((s) => s.route === search.type) ?? (CONTENT_SCREENS[0] as Screen);

export const entryListQuery = (screen: Screen, search: ListSearch) => {
  const query = {
    type: contentKey(screen.api),
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
