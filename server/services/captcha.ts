import { randomUUID } from 'node:crypto';
import type { Config } from '../config.ts';

/** Tokens are short; anything longer is not a Turnstile token (DESIGN 'Captcha'). */
export const MAX_CAPTCHA_TOKEN_LENGTH = 2048;
const TIMEOUT_MS = 5000;

export const CAPTCHA_MESSAGES = {
  missing: 'Please complete the captcha.',
  failed: 'The captcha could not be verified. Please try again.',
  unavailable: 'The captcha check is unavailable right now. Please try again in a moment.',
} as const;

export type CaptchaResult = { ok: true } | { ok: false; message: string };

/**
 * Verifies a Turnstile token with siteverify before anything else is done with a request. Tokens are
 * single-use, so a replayed token fails there too. Without keys the captcha is off and every call passes.
 */
export async function verifyCaptcha(
  captcha: Config['captcha'],
  token: unknown,
  remoteIp: string | undefined,
): Promise<CaptchaResult> {
  if (!captcha) return { ok: true };
  if (typeof token !== 'string' || token.length === 0) return { ok: false, message: CAPTCHA_MESSAGES.missing };
  if (token.length > MAX_CAPTCHA_TOKEN_LENGTH) return { ok: false, message: CAPTCHA_MESSAGES.failed };

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
