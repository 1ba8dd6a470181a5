import { queryOptions } from '@tanstack/react-query';
import { HOME_EXHIBITION_KEY } from '#shared/query-keys';
import { api, unwrap } from '../../lib/api.ts';

const fetchExhibition = (signal: AbortSignal) =>
  unwrap(api.explore.exhibitions.current.$get({ query: { for: 'home' } }, { init: { signal } }));

// Under the exhibitions' key so their edits refresh it too; an object, so no exhibition's slug can name it.
export const homeExhibitionQuery = () =>
  queryOptions({
    queryKey: HOME_EXHIBITION_KEY,
    queryFn: ({ signal }) => fetchExhibition(signal),
  });
