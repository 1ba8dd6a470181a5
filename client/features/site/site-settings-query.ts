import { queryOptions } from '@tanstack/react-query';
import { SITE_SETTINGS_KEY } from '#shared/query-keys';
import { api, unwrap } from '../../lib/api.ts';

export const siteSettingsQuery = () =>
  queryOptions({
    queryKey: SITE_SETTINGS_KEY,
    queryFn: ({ signal }) => unwrap(api.site.settings.$get(undefined, { init: { signal } })),
    staleTime: 5 * 60_000,
  });
