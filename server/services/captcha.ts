import { randomUUID } from 'node:crypto';
import { lazyTexts } from '../../shared/messages/index.ts';
import type { Config } from '../config.ts';
import type { AppDeps } from '../lib/env.ts';
import { looksLikeAltcha, verifyAltcha } from './altcha.ts';

// DESIGN 'Captcha': anything longer is not a Turnstile token.
export const MAX_CAPTCHA_TOKEN_LENGTH = 2048;
const TIMEOUT_MS = 5000;

type Refusal = 'missing' | 'failed' | 'unavailable';
export const CAPTCHA_MESSAGES: Record<Refusal, string> = lazyTexts({
  missing: 'gaps.captcha.missing',
  failed: 'gaps.captcha.failed',
  unavailable: 'gaps.captcha.unavailable',
});

// 400: the visitor's to fix; 503: the check's own outage, for them to retry.
export type CaptchaResult = { ok: true } | { ok: false; message: string; status: 400 | 503 };

const refused = (reason: Refusal): CaptchaResult => ({
  ok: false,
  message: CAPTCHA_MESSAGES[reason],
  status: reason === 'unavailable' ? 503 : 400,
});

// Before anything else is done with the request; both proofs are single-use.
export async function verifyCaptcha(
  deps: AppDeps,
  token: unknown,
  remoteIp: string | undefined,
): Promise<CaptchaResult> {
  const captcha = deps.config.captcha;
  if (!captcha) return { ok: true };
  if (typeof token !== 'string' || token.length === 0) return refused('missing');
  if (token.length > MAX_CAPTCHA_TOKEN_LENGTH) return refused('failed');
  if (!captcha.turnstile || looksLikeAltcha(token)) {
    const result = await verifyAltcha(deps, captcha.altcha, token);
    return result.ok ? result : { ok: false, message: result.message, status: 400 };
  }
  const result = await verifyTurnstile(captcha.turnstile, token, remoteIp);
  return result.ok ? result : refused(result.reason);
}

type TurnstileKeys = NonNullable<NonNullable<Config['captcha']>['turnstile']>;

async function verifyTurnstile(
  captcha: TurnstileKeys,
  token: string,
  remoteIp: string | undefined,
): Promise<{ ok: true } | { ok: false; reason: Refusal }> {
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
    return { ok: false, reason: 'unavailable' };
  }
  if (!response.ok) return { ok: false, reason: 'unavailable' };
  try {
    const outcome = (await response.json()) as { success?: unknown };
    return outcome.success === true ? { ok: true } : { ok: false, reason: 'failed' };
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
}
