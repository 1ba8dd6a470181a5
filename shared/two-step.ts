import { z } from 'zod';
import { ALL_FIELDS_REQUIRED, MAX_PASSWORD } from './auth.ts';

/**
 * Two-step sign-in (issue 29, docs/decisions/021): after the password, a code from an authenticator app
 * (RFC 6238: six digits, every 30 seconds) or one of ten recovery codes, each good once.
 */

export const RECOVERY_CODE_COUNT = 10;
const APP_CODE = /^\d{6}$/;

export const TWO_STEP_TEXTS = {
  codeMissing: 'Enter the code from your authenticator app, or a recovery code.',
  codeWrong: 'That code is not right. Enter the current code from your authenticator app, or an unused recovery code.',
  stepExpired: 'Your sign-in has expired. Enter your e-mail and password again.',
  tooMany: (seconds: number) => `Too many failed attempts. Try again in ${seconds} seconds.`,
  setupCodeWrong: 'That code is not right. Check the clock of your phone, then enter the code the app shows now.',
  setupMissing: 'Start the set-up again: it was finished or replaced in another window.',
  alreadyOn: 'Two-step sign-in is already on. Turn it off first to move it to another app.',
  notOn: 'Two-step sign-in is not on for this account.',
  appNotOn: 'The authenticator app is not set up for this account.',
  notOnFor: (email: string) => `Two-step sign-in is not on for ${email}. Reload the list.`,
  wrongPassword: 'The password is not right.',
  requiredCannotTurnOff: 'An owner requires two-step sign-in for every account, so it cannot be turned off.',
  requireOwnFirst: 'Set up two-step sign-in for your own account before requiring it of everyone.',
  setUpFirst: 'Set up two-step sign-in before anything else: an owner requires it for every account.',
  turnedOn: 'Two-step sign-in is on. Keep the recovery codes somewhere safe: each signs you in once.',
  turnedOff: 'Two-step sign-in is off. Your password alone now signs you in.',
  appAdded: 'The authenticator app is set up. Your recovery codes stay as they were.',
  appRemoved: 'The authenticator app is removed. Your passkeys still sign you in after your password.',
  newCodes: 'New recovery codes made. The old ones no longer work.',
  required: 'Every account must now sign in in two steps. Staff without it will set it up at their next click.',
  notRequired: 'Two-step sign-in is now each account’s own choice.',
  reset: (email: string) =>
    `Two-step sign-in of ${email} is off and their sessions have ended. They set it up again at their next sign-in.`,
} as const;

/**
 * What staff type: spaces and capitals as they please; six digits are the app's code, anything else is tried as
 * a recovery code (ten letters and digits of base32 in two groups of five, 50 random bits: `k7m2p-x9q4r`).
 */
export const normaliseCode = (raw: string) => raw.replace(/\s+/g, '').toLowerCase();
export const isAppCode = (code: string) => APP_CODE.test(code);

const code = z
  .string({ error: TWO_STEP_TEXTS.codeMissing })
  .max(64, { error: TWO_STEP_TEXTS.codeWrong })
  .transform(normaliseCode)
  .pipe(z.string().min(1, { error: TWO_STEP_TEXTS.codeMissing }));

/** POST /api/user/login/second-step: the code that finishes a sign-in. */
export const secondStepSchema = z.object({ code });

/** POST /api/admin/two-step/confirm: the app's first code proves it holds the key. */
export const confirmTwoStepSchema = z.object({
  code: code.refine(isAppCode, { error: TWO_STEP_TEXTS.setupCodeWrong }),
});

/** Turning it off and new recovery codes ask for the password again: a session left open is not enough. */
export const passwordAgainSchema = z.object({
  password: z
    .string({ error: ALL_FIELDS_REQUIRED })
    .min(1, { error: ALL_FIELDS_REQUIRED })
    .max(MAX_PASSWORD, { error: TWO_STEP_TEXTS.wrongPassword }),
});

/** PUT /api/admin/two-step/policy (owners). */
export const twoStepPolicySchema = z.object({ required: z.boolean({ error: 'Say whether it is required.' }) });
