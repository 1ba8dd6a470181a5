import { z } from 'zod';
import { TWO_STEP_TEXTS } from './two-step.ts';

/**
 * Passkeys (WebAuthn) as the second step of sign-in (issue 29, docs/decisions/021): the names staff give them,
 * and the browser's answers to a ceremony as @simplewebauthn/browser sends them, checked for shape only; the
 * server verifies what they prove.
 */

export const MAX_PASSKEY_NAME = 60;

export const PASSKEY_TEXTS = {
  nameMissing: 'Give the passkey a name, such as the device or the password manager that holds it.',
  nameTooLong: `A passkey’s name has at most ${MAX_PASSKEY_NAME} characters.`,
  answerUnreadable: 'The browser’s answer could not be read. Try again.',
  addExpired: 'Adding the passkey took too long, or was started again in another window. Try again.',
  addRefused: 'The passkey could not be checked, so it was not added. Try again.',
  alreadyAdded: 'That passkey is already added to an account.',
  added: (name: string) => `The passkey “${name}” is added: it signs you in after your password.`,
  addedWithCodes: (name: string) =>
    `The passkey “${name}” is added: it signs you in after your password. Keep the recovery codes somewhere safe: each signs you in once.`,
  renamed: (name: string) => `The passkey is now called “${name}”.`,
  removed: (name: string) => `The passkey “${name}” is removed.`,
  notFound: 'That passkey is not on your account. Reload the page.',
  lastRequired:
    'An owner requires two-step sign-in for every account, so your last passkey cannot be removed. Set up the authenticator app or add another passkey first.',
  noPasskey: 'This account has no passkey. Enter a code instead.',
  passkeyWrong: 'That passkey was not accepted. Try it again, or use a recovery code.',
  stepExpired: TWO_STEP_TEXTS.stepExpired,
} as const;

/** What staff call a passkey on the Two-step screen: the device or password manager it lives in. */
export const passkeyNameSchema = z
  .string({ error: PASSKEY_TEXTS.nameMissing })
  .trim()
  .min(1, { error: PASSKEY_TEXTS.nameMissing })
  .max(MAX_PASSKEY_NAME, { error: PASSKEY_TEXTS.nameTooLong });

/** A credential id is at most 1023 bytes; a key or signature a few thousand: 8000 characters is room enough. */
const base64url = (max = 8000) =>
  z
    .string({ error: PASSKEY_TEXTS.answerUnreadable })
    .max(max, { error: PASSKEY_TEXTS.answerUnreadable })
    .regex(/^[A-Za-z0-9_-]+$/, { error: PASSKEY_TEXTS.answerUnreadable });

const credentialId = base64url(1400);

const transports = z
  .array(z.string().max(32, { error: PASSKEY_TEXTS.answerUnreadable }))
  .max(10, { error: PASSKEY_TEXTS.answerUnreadable });

const common = {
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', { error: PASSKEY_TEXTS.answerUnreadable }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** `navigator.credentials.create()`'s answer, as JSON. */
const registrationResponse = z.object({
  ...common,
  response: z.object({
    clientDataJSON: base64url(),
    attestationObject: base64url(),
    transports: transports.optional(),
  }),
});

/** `navigator.credentials.get()`'s answer, as JSON. */
const authenticationResponse = z.object({
  ...common,
  response: z.object({
    clientDataJSON: base64url(),
    authenticatorData: base64url(),
    signature: base64url(),
    userHandle: base64url(1400).optional(),
  }),
});

/** POST /api/admin/two-step/passkeys: the new passkey, and its name. */
export const addPasskeySchema = z.object({
  name: passkeyNameSchema,
  credential: registrationResponse,
});

/** PUT /api/admin/two-step/passkeys/:id. */
export const renamePasskeySchema = z.object({ name: passkeyNameSchema });

/** POST /api/user/login/passkey: the passkey's signature over the sign-in's challenge. */
export const passkeySignInSchema = z.object({ credential: authenticationResponse });

/** Calls that take nothing still take a JSON object, so that a stray body is refused at the edge. */
export const noInputSchema = z.object({}).strict();
