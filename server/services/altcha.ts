import { createHmac } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import { lazyTexts } from '../../shared/messages/index.ts';
import type { Config } from '../config.ts';
import { usedCaptchaChallenges } from '../db/schema/index.ts';
import type { AppDeps } from '../lib/env.ts';

// Signed challenges, so nothing is kept until a solution arrives; bench/altcha-solve.ts measures the work.

export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';
export const COUNTER_RANGE = { min: 400, max: 1200 } as const;
// Enough to fill in a form, short for a stockpile.
export const CHALLENGE_LIFETIME_MS = 10 * 60_000;

export const ALTCHA_MESSAGES = lazyTexts({
  malformed: 'gaps.altcha.malformed',
  expired: 'gaps.altcha.expired',
  used: 'gaps.altcha.used',
  failed: 'gaps.altcha.failed',
});

// Signs each challenge's expected key, so a solution is checked without redoing the work.
const keySecretOf = (hmacKey: string) => createHmac('sha256', hmacKey).update('derived-secret').digest('hex');

export type AltchaSettings = NonNullable<Config['captcha']>['altcha'];

export async function issueChallenge({ hmacKey, cost }: AltchaSettings, now: Date): Promise<Challenge> {
  return createChallenge({
    algorithm: ALTCHA_ALGORITHM,
    cost,
    counter: randomInt(COUNTER_RANGE.max, COUNTER_RANGE.min),
    deriveKey,
    expiresAt: Math.floor((now.getTime() + CHALLENGE_LIFETIME_MS) / 1000),
    hmacSignatureSecret: hmacKey,
    hmacKeySignatureSecret: keySecretOf(hmacKey),
  });
}

const hex = z.string().regex(/^[0-9a-f]+$/i);

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(ALTCHA_ALGORITHM),
        nonce: hex.max(128),
        salt: hex.max(128),
        cost: z.number().int().positive(),
        keyLength: z.number().int().min(1).max(64),
        keyPrefix: hex.max(128),
        keySignature: hex.max(256).optional(),
        expiresAt: z.number().int().positive(),
      })
      .loose(),
    signature: hex.max(256),
  }),
  solution: z.object({ counter: z.number().int().min(0), derivedKey: hex.max(256) }).loose(),
});

export function parsePayload(token: string) {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export const looksLikeAltcha = (token: string) => /^eyJ[A-Za-z0-9+/=]+$/.test(token);

export type AltchaResult = { ok: true } | { ok: false; message: string };

// Only an accepted challenge is written down, so a refusal writes nothing.
export async function verifyAltcha(
  deps: AppDeps,
  { hmacKey, cost }: AltchaSettings,
  token: string,
): Promise<AltchaResult> {
  const payload = parsePayload(token);
  // A challenge of another cost was not issued by this server as it runs now.
  if (!payload || payload.challenge.parameters.cost !== cost) return { ok: false, message: ALTCHA_MESSAGES.malformed };
  const nowMs = deps.now().getTime();
  if (payload.challenge.parameters.expiresAt * 1000 < nowMs) return { ok: false, message: ALTCHA_MESSAGES.expired };

  let verified = false;
  try {
    const result = await verifySolution({
      challenge: payload.challenge as Challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: hmacKey,
      hmacKeySignatureSecret: keySecretOf(hmacKey),
    });
    if (result.expired) return { ok: false, message: ALTCHA_MESSAGES.expired };
    verified = result.verified;
  } catch {
    verified = false;
  }
  if (!verified) return { ok: false, message: ALTCHA_MESSAGES.failed };

  const { orm } = deps.db;
  const fresh = orm.transaction((tx) => {
    tx.delete(usedCaptchaChallenges)
      .where(lt(usedCaptchaChallenges.expiresAt, new Date(nowMs)))
      .run();
    const inserted = tx
      .insert(usedCaptchaChallenges)
      .values({
        signature: payload.challenge.signature.toLowerCase(),
        expiresAt: new Date(payload.challenge.parameters.expiresAt * 1000),
      })
      .onConflictDoNothing()
      .returning({ signature: usedCaptchaChallenges.signature })
      .all();
    return inserted.length === 1;
  });
  return fresh ? { ok: true } : { ok: false, message: ALTCHA_MESSAGES.used };
}
