import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

export const siteQuery = () =>
  queryOptions({
    queryKey: ['site'],
    queryFn: ({ signal }) => unwrap(api.site.$get(undefined, { init: { signal } })),
    // The key changes only with a redeploy; one read per visit is enough.
    staleTime: Number.POSITIVE_INFINITY,
  });
