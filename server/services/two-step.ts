import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import { RECOVERY_CODE_COUNT } from '../../shared/two-step.ts';
import { messageIn } from '../i18n/messages.ts';

/**
 * The authenticator app's side of two-step sign-in (issue 29, docs/decisions/021): RFC 6238 with the settings
 * every app reads from a QR code (SHA-1, six digits, 30 seconds). A code is accepted from one step before to one
 * step after the server's clock, for a phone whose clock is a little off; the caller keeps the step it matched,
 * and refuses that step and every earlier one next time, so a code is good once.
 */

const PERIOD_SECONDS = 30;
const WINDOW_STEPS = 1;

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: messageIn('en', 'shell.siteName'),
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new key of 160 bits, the size RFC 4226 recommends, in base32 as apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** What the account screen shows to set the app up: the key as text, and the same as a QR code, made here. */
export function totpSetup(secret: string, email: string): { key: string; uri: string; qrSvg: string } {
  const uri = totpOf(secret, email).toString();
  return { key: secret.replace(/(.{4})(?=.)/g, '$1 '), uri, qrSvg: renderSVG(uri, { border: 2, pixelSize: 6 }) };
}

/** The time step the code belongs to, or undefined when it matches none of the steps around `now`. */
export function matchingStep(secret: string, code: string, now: Date): number | undefined {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW_STEPS });
  if (delta === null) return undefined;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

function recoveryCode(): string {
  const letters = Array.from({ length: 10 }, () => BASE32[randomInt(BASE32.length)]);
  return `${letters.slice(0, 5).join('')}-${letters.slice(5).join('')}`;
}

/** Ten new codes, shown once; only their hashes are stored. Fifty random bits each need no slow hash. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

/** The same for `k7m2p-x9q4r`, `K7M2P X9Q4R` and `k7m2px9q4r`. */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z2-7]/g, ''))
    .digest('hex');
