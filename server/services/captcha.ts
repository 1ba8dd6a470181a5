import { randomUUID } from 'node:crypto';
import type { Config } from '../config.ts';
import type { AppDeps } from '../lib/env.ts';
import { looksLikeAltcha, verifyAltcha } from './altcha.ts';

/** Tokens are short; anything longer is not a Turnstile token (DESIGN 'Captcha'). */
export const MAX_CAPTCHA_TOKEN_LENGTH = 2048;
const TIMEOUT_MS = 5000;

export const CAPTCHA_MESSAGES = {
  missing: 'Please complete the captcha.',
  failed: 'The captcha could not be verified. Please try again.',
  unavailable: 'The captcha check is unavailable right now. Please try again in a moment.',
} as const;

/**
 * The one mapping of a captcha refusal to an answer: the visitor's to fix (400), or the check's own outage
 * for them to retry (503). Routes answer `status` with `message` in their own body shape.
 */
export type CaptchaResult = { ok: true } | { ok: false; message: string; status: 400 | 503 };

const refused = (message: string): CaptchaResult => ({
  ok: false,
  message,
  status: message === CAPTCHA_MESSAGES.unavailable ? 503 : 400,
});

/**
 * Verifies whichever proof a form sent before anything else is done with the request: an ALTCHA payload
 * (the self-hosted fallback, or the only check with CAPTCHA=altcha) against our own signature and the list
 * of spent challenges, or a Turnstile token through siteverify. Both are single-use. With the captcha off
 * every call passes.
 */
export async function verifyCaptcha(
  deps: AppDeps,
  token: unknown,
  remoteIp: string | undefined,
): Promise<CaptchaResult> {
  const captcha = deps.config.captcha;
  if (!captcha) return { ok: true };
  if (typeof token !== 'string' || token.length === 0) return refused(CAPTCHA_MESSAGES.missing);
  if (token.length > MAX_CAPTCHA_TOKEN_LENGTH) return refused(CAPTCHA_MESSAGES.failed);
  if (!captcha.turnstile || looksLikeAltcha(token)) {
    const result = await verifyAltcha(deps, captcha.altcha.hmacKey, token);
    return result.ok ? result : refused(result.message);
  }
  const result = await verifyTurnstile(captcha.turnstile, token, remoteIp);
  return result.ok ? result : refused(result.message);
}

type TurnstileKeys = NonNullable<NonNullable<Config['captcha']>['turnstile']>;

async function verifyTurnstile(
  captcha: TurnstileKeys,
  token: string,
  remoteIp: string | undefined,
): Promise<{ ok: true } | { ok: false; message: string }> {
  let response: Response;
  try {
    response = await fetch(captcha.verifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        secret: captcha.secretKey,
        response: token,
        ...(remoteIp && remoteIp !== 'unknown' ? { remoteip: remoteIp } : {}),
        idempotency_key: randomUUID(),
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { ok: false, message: CAPTCHA_MESSAGES.unavailable };
  }
  if (!response.ok) return { ok: false, message: CAPTCHA_MESSAGES.unavailable };
  try {
    const outcome = (await response.json()) as { success?: unknown };
    return outcome.success === true ? { ok: true } : { ok: false, message: CAPTCHA_MESSAGES.failed };
  } catch {
    return { ok: false, message: CAPTCHA_MESSAGES.unavailable };
  }
}
