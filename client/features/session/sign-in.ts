import { type JsonResponse, readAnswer, UnreadableAnswer } from '../../lib/api.ts';
import { apiErrorTexts } from '../../lib/api-errors.ts';
import type { SessionUser } from './session-query.ts';

/**
 * Reads the answer to POST /api/user/login the way SPEC 8 says: the server's error or message is shown as
 * it is, and an answer that is not JSON shows 'Invalid JSON response from server'.
 */

export type SignInOutcome = { ok: true; user: SessionUser } | { ok: false; error: string };

export const INVALID_JSON = 'Invalid JSON response from server';
export const UNREACHABLE = 'Could not reach the server. Check your connection and try again.';

/** The signed-in user a body names, when it says the sign-in succeeded. */
function signedIn(body: object): SessionUser | undefined {
  if (!('success' in body) || body.success !== true || !('user' in body)) return undefined;
  const { user } = body;
  if (typeof user !== 'object' || user === null || !('_id' in user) || !('email' in user)) return undefined;
  const { _id, email } = user;
  return typeof _id === 'number' && typeof email === 'string' ? { ...user, _id, email } : undefined;
}

/** `send` makes the request (the typed client's `$post`), so a failed fetch is answered here too. */
export async function signIn(send: () => Promise<JsonResponse>): Promise<SignInOutcome> {
  let body: unknown;
  let status: number;
  try {
    const answer = await readAnswer(send());
    body = answer.ok ? answer.data : answer.body;
    status = answer.status;
  } catch (error) {
    return { ok: false, error: error instanceof UnreadableAnswer ? INVALID_JSON : UNREACHABLE };
  }
  if (typeof body !== 'object' || body === null) return { ok: false, error: INVALID_JSON };
  const user = signedIn(body);
  if (user) return { ok: true, user };
  const fallback = `Signing in failed (error ${status}). Please try again.`;
  return { ok: false, error: apiErrorTexts(body, { fallback }).join(' ') };
}
