import { queryOptions } from '@tanstack/react-query';

/**
 * Who is signed in (DESIGN 'Sessions'): POST /api/user/auth with the HttpOnly session cookie, once on load and
 * again when the window regains focus. The header only needs to know whether to show the admin icon, so any
 * failure (no route yet, network down, 401) counts as signed out rather than as an error.
 */

export type SessionUser = { _id: number | string; email: string };

async function fetchSession(signal: AbortSignal): Promise<SessionUser | null> {
  try {
    const res = await fetch('/api/user/auth', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
      signal,
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { user?: SessionUser | null };
    return body.user ?? null;
  } catch {
    return null;
  }
}

export const sessionQuery = () =>
  queryOptions({
    queryKey: ['session'],
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    retry: false,
  });
