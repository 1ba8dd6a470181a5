import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

/**
 * DESIGN 'Sessions': asked on load and when the window regains focus, no polling.
 * Any failure counts as signed out: the header only needs to know whether to show the admin icon.
 */

const fetchAuth = (signal: AbortSignal) => unwrap(api.user.auth.$post(undefined, { init: { signal } }));

export type SessionUser = NonNullable<Awaited<ReturnType<typeof fetchAuth>>['user']>;

export const SESSION_KEY = ['session'] as const;

async function fetchSession(signal: AbortSignal): Promise<SessionUser | null> {
  try {
    return (await fetchAuth(signal)).user;
  } catch {
    return null;
  }
}

export const sessionQuery = () =>
  queryOptions({
    queryKey: SESSION_KEY,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: 'always',
    retry: false,
  });
