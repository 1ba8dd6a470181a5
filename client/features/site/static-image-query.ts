import { queryOptions } from '@tanstack/react-query';
import { STATIC_IMAGES_KEY } from '#shared/query-keys';
import { api, unwrap } from '../../lib/api.ts';

export type StaticImageName =
  | 'bonnerImg'
  | 'collectionsImg'
  | 'exhibitionsImg'
  | 'filmsImg'
  | 'publicationsImg'
  | 'contactBanner'
  | 'contactMap';

/** Read from the answer that carries all seven, so a page showing five asks once. */
export const staticImageQuery = (name: StaticImageName) =>
  queryOptions({
    queryKey: STATIC_IMAGES_KEY,
    queryFn: ({ signal }) => unwrap(api['static-images'].$get({}, { init: { signal } })),
    select: (slots) => slots.find((slot) => slot.name === name)?.img ?? null,
    // Staff change these rarely; five minutes saves a request on every page visit.
    staleTime: 5 * 60_000,
  });
