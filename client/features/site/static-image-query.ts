import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

/** The seven fixed image spots staff fill in the admin (SPEC 2 'Static images screen'). */
export type StaticImageName =
  | 'bonnerImg'
  | 'collectionsImg'
  | 'exhibitionsImg'
  | 'filmsImg'
  | 'publicationsImg'
  | 'contactBanner'
  | 'contactMap';

export const staticImageQuery = (name: StaticImageName) =>
  queryOptions({
    queryKey: ['static-images', name],
    queryFn: ({ signal }) => unwrap(api['static-images'][':name'].$get({ param: { name } }, { init: { signal } })),
    // Staff change these rarely; five minutes saves a request on every page visit.
    staleTime: 5 * 60_000,
  });
