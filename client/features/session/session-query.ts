import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

/**
 * Who is signed in (DESIGN 'Sessions'): POST /api/user/auth with the HttpOnly session cookie, asked once when
 * the app loads and again whenever the window regains focus; no script-readable token, no polling. Between
 * those the answer is kept: signing in sets it, signing out reloads the page, and a 401 from any admin call
 * asks again (client/router.tsx). The header only needs to know whether to show the admin icon, so any
 * failure (network down, a 5xx) counts as signed out rather than as an error.
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
