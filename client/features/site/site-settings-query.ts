import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

export const siteSettingsQuery = () =>
  queryOptions({
    queryKey: ['site-settings'],
    queryFn: ({ signal }) => unwrap(api.site.settings.$get(undefined, { init: { signal } })),
    staleTime: 5 * 60_000,
  });
