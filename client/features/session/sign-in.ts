import { isLang } from '#shared/languages';
import { isRole } from '#shared/roles';
import { type JsonOf, type JsonResponse, readAnswer, UnreadableAnswer } from '../../lib/api.ts';
import { apiErrorTexts } from '../../lib/api-errors.ts';
import type { SessionUser } from './session-query.ts';

/** SPEC 8: the server's error or message as it is; a non-JSON answer shows 'Invalid JSON response from server'. */

/**
 * `second-step`: the password matched, and the account's second factor is asked next (issue 29): a passkey, the
 * app's code, or both; a recovery code always works.
 */
export type SecondStepOffer = { passkey: boolean; app: boolean };
export type SignInOutcome =
  | { ok: true; user: SessionUser }
  | ({ ok: 'second-step' } & SecondStepOffer)
  | { ok: false; error: string; restart?: true };

export const INVALID_JSON = 'Invalid JSON response from server';
export const UNREACHABLE = 'Could not reach the server. Check your connection and try again.';

function signedIn(body: object): SessionUser | undefined {
  if (!('success' in body) || body.success !== true || !('user' in body)) return undefined;
  const { user } = body;
  if (typeof user !== 'object' || user === null) return undefined;
  if (!('_id' in user) || !('email' in user) || !('role' in user)) return undefined;
  if (!('twoStep' in user) || !('mustSetUpTwoStep' in user) || !('language' in user)) return undefined;
  const { _id, email, role, language, twoStep, mustSetUpTwoStep } = user;
  return typeof _id === 'number' &&
    typeof email === 'string' &&
    isRole(role) &&
    isLang(language) &&
    typeof twoStep === 'boolean' &&
    typeof mustSetUpTwoStep === 'boolean'
    ? { ...user, _id, email, role, language, twoStep, mustSetUpTwoStep }
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
  if ('secondStep' in body && body.secondStep === true && 'success' in body && body.success === true) {
    const passkey = 'passkey' in body && body.passkey === true;
    // An answer that names neither asks for a code, which a recovery code always answers.
    return { ok: 'second-step', passkey, app: !passkey || ('app' in body && body.app === true) };
  }
  const fallback = `Signing in failed (error ${status}). Please try again.`;
  const error = apiErrorTexts(body, { fallback }).join(' ');
  // The second step expired or its account is gone: the sign-in starts again from the password.
  return 'restart' in body && body.restart === true ? { ok: false, error, restart: true } : { ok: false, error };
}

type Refusal = { ok: false; error: string; restart?: true };

/** The server's options for the passkey step, or why there are none (the step expired: start again). */
export async function passkeyStepOptions<R extends JsonResponse>(
  send: () => Promise<R>,
): Promise<{ ok: true; options: JsonOf<R> } | Refusal> {
  try {
    const answer = await readAnswer(send());
    if (answer.ok) return { ok: true, options: answer.data };
    const error = apiErrorTexts(answer.body, { fallback: `Signing in failed (error ${answer.status}).` }).join(' ');
    const restart = typeof answer.body === 'object' && answer.body !== null && 'restart' in answer.body;
    return restart ? { ok: false, error, restart: true } : { ok: false, error };
  } catch (error) {
    return { ok: false, error: error instanceof UnreadableAnswer ? INVALID_JSON : UNREACHABLE };
  }
}
