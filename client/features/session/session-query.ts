import { queryOptions } from '@tanstack/react-query';

/**
 * Who is signed in (DESIGN 'Sessions'): POST /api/user/auth with the HttpOnly session cookie, asked once when
 * the app loads and again whenever the window regains focus; no script-readable token, no polling. Between
 * those the answer is kept: signing in sets it, signing out reloads the page, and a 401 from any admin call
 * asks again (client/router.tsx). The header only needs to know whether to show the admin icon, so any
 * failure (network down, a 5xx) counts as signed out rather than as an error.
 */

export type SessionUser = { _id: number | string; email: string };

export const SESSION_KEY = ['session'] as const;

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
    queryKey: SESSION_KEY,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: 'always',
    retry: false,
  });
