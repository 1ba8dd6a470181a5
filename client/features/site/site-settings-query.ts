import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

/** The gallery's details staff edit in the admin (address, phone, hours, social links, map point). */
export const siteSettingsQuery = () =>
  queryOptions({
    queryKey: ['site-settings'],
    queryFn: ({ signal }) => unwrap(api.site.settings.$get(undefined, { init: { signal } })),
    staleTime: 5 * 60_000,
  });
