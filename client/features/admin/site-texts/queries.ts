import { queryOptions } from '@tanstack/react-query';
import type { SiteTextsSave } from '#shared/site-texts';
import { api, unwrap } from '../../../lib/api.ts';

export const adminSiteTextsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'site-texts'],
    queryFn: ({ signal }) => unwrap(api.admin['site-texts'].$get(undefined, { init: { signal } })),
    // The form starts from what is stored now, with the version it saves against.
    staleTime: 0,
  });

export const saveSiteTexts = (body: SiteTextsSave) => unwrap(api.admin['site-texts'].$put({ json: body }));
