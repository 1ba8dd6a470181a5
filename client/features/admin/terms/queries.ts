import { queryOptions } from '@tanstack/react-query';
import type { TermKind } from '#shared/term-kinds';
import { api, unwrap } from '../../../lib/api.ts';

export const termsQuery = (kind: TermKind) =>
  queryOptions({
    queryKey: ['admin', 'terms', kind],
    queryFn: ({ signal }) => unwrap(api.admin.terms.$get({ query: { kind } }, { init: { signal } })),
  });

export const addTerm = (kind: TermKind, name: string) => unwrap(api.admin.terms.new.$post({ json: { kind, name } }));
