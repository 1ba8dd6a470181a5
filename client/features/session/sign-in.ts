import { isRole } from '#shared/roles';
import { type JsonResponse, readAnswer, UnreadableAnswer } from '../../lib/api.ts';
import { apiErrorTexts } from '../../lib/api-errors.ts';
import type { SessionUser } from './session-query.ts';

/** SPEC 8: the server's error or message as it is; a non-JSON answer shows 'Invalid JSON response from server'. */

export type SignInOutcome = { ok: true; user: SessionUser } | { ok: false; error: string };

export const INVALID_JSON = 'Invalid JSON response from server';
export const UNREACHABLE = 'Could not reach the server. Check your connection and try again.';

function signedIn(body: object): SessionUser | undefined {
  if (!('success' in body) || body.success !== true || !('user' in body)) return undefined;
  const { user } = body;
  if (typeof user !== 'object' || user === null || !('_id' in user) || !('email' in user) || !('role' in user)) {
    return undefined;
  }
  const { _id, email, role } = user;
  return typeof _id === 'number' && typeof email === 'string' && isRole(role)
    ? { ...user, _id, email, role }
    : undefined;
}

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
