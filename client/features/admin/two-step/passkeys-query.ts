import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api.ts';
import { twoStepQuery } from './two-step-query.ts';

/** Under the screen's own key, so every change on the screen reads the list again with the rest. */
export const passkeysQuery = () =>
  queryOptions({
    queryKey: [...twoStepQuery().queryKey, 'passkeys'],
    queryFn: ({ signal }) => unwrap(api.admin['two-step'].passkeys.$get(undefined, { init: { signal } })),
  });
