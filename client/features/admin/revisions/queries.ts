import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { contentClient, contentKey } from '../content-client.ts';

/** Keyed under the entry's id, which stays the same when its slug changes. */

const calls = (apiPath: string) => contentClient(contentKey(apiPath));

export const revisionsKey = (apiPath: string, id: number) => ['admin', apiPath, 'revisions', id] as const;

export const revisionPagesQuery = (apiPath: string, id: number) =>
  infiniteQueryOptions({
    queryKey: revisionsKey(apiPath, id),
    queryFn: ({ pageParam, signal }) => calls(apiPath).revisions(id, pageParam, { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });

/** The names of what a revision refers to change, so it is asked again on each visit. */
export const revisionQuery = (apiPath: string, id: number, rev: number) =>
  queryOptions({
    queryKey: [...revisionsKey(apiPath, id), rev],
    queryFn: ({ signal }) => calls(apiPath).revision(id, rev, { signal }),
    staleTime: 0,
  });

export const restoreRevision = (apiPath: string, id: number, rev: number) => calls(apiPath).restore(id, rev);
