import { apiErrorTexts } from '../../lib/api-errors.ts';
import type { SessionUser } from './session-query.ts';

/**
 * Reads the answer to POST /api/user/login the way SPEC 8 says: the server's error or message is shown as
 * it is, and an answer that is not JSON shows 'Invalid JSON response from server'.
 */

export type SignInOutcome = { ok: true; user: SessionUser } | { ok: false; error: string };

type Answer = { status: number; json(): Promise<unknown> };

export const INVALID_JSON = 'Invalid JSON response from server';
export const UNREACHABLE = 'Could not reach the server. Check your connection and try again.';

/** `send` makes the request, so a failed fetch is answered here too. */
export async function signIn(send: () => Promise<Answer>): Promise<SignInOutcome> {
  let res: Answer;
  try {
    res = await send();
  } catch {
    return { ok: false, error: UNREACHABLE };
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    return { ok: false, error: INVALID_JSON };
  }
  if (typeof body !== 'object' || body === null) return { ok: false, error: INVALID_JSON };
  const answer = body as Record<string, unknown>;
  const user = answer.user as SessionUser | null | undefined;
  if (answer.success === true && user && typeof user.email === 'string') return { ok: true, user };
  const fallback = `Signing in failed (error ${res.status}). Please try again.`;
  return { ok: false, error: apiErrorTexts(answer, { fallback }).join(' ') };
}
