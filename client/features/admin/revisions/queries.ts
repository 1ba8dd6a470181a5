import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { hc } from 'hono/client';
import type { ContentKey } from '#shared/content/catalogue';
import type { AnyContentRoutes } from '../../../../server/app.ts';
import { api, unwrap } from '../../../lib/api.ts';

/**
 * An entry's revisions through the typed client: GET /api/admin/{api}/{id}/revisions a page at a time, one
 * revision, and its restore. Keyed under the entry's id, which stays the same when its slug changes.
 */

type ContentCalls = ReturnType<typeof hc<AnyContentRoutes>>;
const calls = (apiPath: string) => (api.admin[apiPath as ContentKey] as unknown as ContentCalls)[':id'].revisions;

export const revisionsKey = (apiPath: string, id: number) => ['admin', apiPath, 'revisions', id] as const;

/** The history newest first, a page at a time: each further page is older than the last one shown. */
export const revisionPagesQuery = (apiPath: string, id: number) =>
  infiniteQueryOptions({
    queryKey: revisionsKey(apiPath, id),
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        calls(apiPath).$get(
          { param: { id: String(id) }, query: pageParam ? { after: pageParam } : {} },
          { init: { signal } },
        ),
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });

/** A revision never changes once kept, but the names of what it refers to do: it is asked again on each visit. */
export const revisionQuery = (apiPath: string, id: number, rev: number) =>
  queryOptions({
    queryKey: [...revisionsKey(apiPath, id), rev],
    queryFn: ({ signal }) =>
      unwrap(calls(apiPath)[':rev'].$get({ param: { id: String(id), rev: String(rev) } }, { init: { signal } })),
    staleTime: 0,
  });

export const restoreRevision = (apiPath: string, id: number, rev: number) =>
  unwrap(calls(apiPath)[':rev'].restore.$post({ param: { id: String(id), rev: String(rev) } }));
