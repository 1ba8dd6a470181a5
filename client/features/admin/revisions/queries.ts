import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { contentClient, contentKey } from '../content-client.ts';

/**
 * An entry's revisions through the typed client: GET /api/admin/{api}/{id}/revisions a page at a time, one
 * revision, and its restore. Keyed under the entry's id, which stays the same when its slug changes.
 */

const calls = (apiPath: string) => contentClient(contentKey(apiPath));

export const revisionsKey = (apiPath: string, id: number) => ['admin', apiPath, 'revisions', id] as const;

/** The history newest first, a page at a time: each further page is older than the last one shown. */
export const revisionPagesQuery = (apiPath: string, id: number) =>
  infiniteQueryOptions({
    queryKey: revisionsKey(apiPath, id),
    queryFn: ({ pageParam, signal }) => calls(apiPath).revisions(id, pageParam, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });

/** A revision never changes once kept, but the names of what it refers to do: it is asked again on each visit. */
export const revisionQuery = (apiPath: string, id: number, rev: number) =>
  queryOptions({
    queryKey: [...revisionsKey(apiPath, id), rev],
    queryFn: ({ signal }) => calls(apiPath).revision(id, rev, { signal }),
    staleTime: 0,
  });

export const restoreRevision = (apiPath: string, id: number, rev: number) => calls(apiPath).restore(id, rev);
