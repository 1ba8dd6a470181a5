import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api.ts';

export const accountsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'accounts'],
    queryFn: () => unwrap(api.admin.accounts.$get()),
  });
