import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api.ts';

export const twoStepQuery = () =>
  queryOptions({
    queryKey: ['admin', 'two-step'],
    queryFn: ({ signal }) => unwrap(api.admin['two-step'].$get(undefined, { init: { signal } })),
  });
