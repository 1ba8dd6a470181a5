import { queryOptions } from '@tanstack/react-query';
import type { hc } from 'hono/client';
import type { ContentKey } from '#shared/content/catalogue';
import type { AnyContentRoutes } from '../../../../server/app.ts';
import { api, unwrap } from '../../../lib/api.ts';

/**
 * An entry's revisions through the typed client: GET /api/admin/{api}/{id}/revisions, one revision, and its
 * restore. Keyed under the entry's id, which stays the same when its slug changes.
 */

type ContentCalls = ReturnType<typeof hc<AnyContentRoutes>>;
const calls = (apiPath: string) => (api.admin[apiPath as ContentKey] as unknown as ContentCalls)[':id'].revisions;

export const revisionsKey = (apiPath: string, id: number) => ['admin', apiPath, 'revisions', id] as const;

export const revisionsQuery = (apiPath: string, id: number) =>
  queryOptions({
    queryKey: revisionsKey(apiPath, id),
    queryFn: ({ signal }) => unwrap(calls(apiPath).$get({ param: { id: String(id) } }, { init: { signal } })),
    staleTime: 0,
  });

export const revisionQuery = (apiPath: string, id: number, rev: number) =>
  queryOptions({
    queryKey: [...revisionsKey(apiPath, id), rev],
    queryFn: ({ signal }) =>
      unwrap(calls(apiPath)[':rev'].$get({ param: { id: String(id), rev: String(rev) } }, { init: { signal } })),
    // A revision never changes once kept.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const restoreRevision = (apiPath: string, id: number, rev: number) =>
  unwrap(calls(apiPath)[':rev'].restore.$post({ param: { id: String(id), rev: String(rev) } }));
