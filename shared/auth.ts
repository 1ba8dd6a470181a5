import { z } from 'zod';
import { ROLE_TEXTS, ROLES } from './roles.ts';

// Shared with the client's forms, so nothing server-only here; the signup route adds the common-password check.

export const MIN_PASSWORD = 12;
export const MAX_PASSWORD = 128;
const MAX_EMAIL = 254;
/** Generous enough for any password a person types, small enough that nobody posts megabytes to hash. */
const MAX_LOGIN_PASSWORD = 1024;

export const LOGIN_FAILED = 'Invalid email or password.';
export const LOGIN_MISSING = 'Email and password are required.';
export const ALL_FIELDS_REQUIRED = 'All fields required';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const INVALID_EMAIL = 'Enter a valid e-mail address.';
export const PASSWORD_LENGTH = `The password must be ${MIN_PASSWORD} to ${MAX_PASSWORD} characters.`;
export const PASSWORD_IS_EMAIL = 'The password must not be the e-mail address.';
export const PASSWORD_TOO_COMMON = 'This password is too common. Choose a longer, less predictable one.';

/** The e-mail's format is not checked at login: a malformed one simply matches no account. */
export const loginSchema = z.object({
  email: z
    .string({ error: LOGIN_MISSING })
    .trim()
    .min(1, { error: LOGIN_MISSING })
    .max(MAX_EMAIL, { error: LOGIN_FAILED }),
  password: z
    .string({ error: LOGIN_MISSING })
    .min(1, { error: LOGIN_MISSING })
    .max(MAX_LOGIN_PASSWORD, { error: LOGIN_FAILED }),
  captchaToken: z.string().max(2048, { error: 'The captcha could not be verified. Please try again.' }).optional(),
});

const signupEmail = z
  .string({ error: ALL_FIELDS_REQUIRED })
  .trim()
  .min(1, { error: ALL_FIELDS_REQUIRED, abort: true })
  .max(MAX_EMAIL, { error: INVALID_EMAIL, abort: true })
  .pipe(z.email({ error: INVALID_EMAIL }));

// The length is checked before anything else looks at the password, so an over-long one is never hashed.
const signupPassword = z
  .string({ error: ALL_FIELDS_REQUIRED })
  .min(1, { error: ALL_FIELDS_REQUIRED, abort: true })
  .min(MIN_PASSWORD, { error: PASSWORD_LENGTH, abort: true })
  .max(MAX_PASSWORD, { error: PASSWORD_LENGTH, abort: true });

const notTheEmail = (value: { email: string; password: string }) =>
  value.password.trim().toLowerCase() !== value.email.trim().toLowerCase();

export const roleSchema = z.enum(ROLES, { error: ROLE_TEXTS.invalid });

/**
 * The new account's role is chosen by the owner who adds it (issue 29). A call without one, as SPEC 'Signup'
 * describes it, adds an editor (NEW_ACCOUNT_ROLE): never more than content, until an owner says otherwise.
 */
export const signupSchema = z
  .object({ email: signupEmail, password: signupPassword, role: roleSchema.optional() })
  .refine(notTheEmail, { error: PASSWORD_IS_EMAIL, path: ['password'] });

const required = (schema: z.ZodString) => schema.min(1, { error: ALL_FIELDS_REQUIRED, abort: true });

// SPEC 5 order: empty fields, then a mismatch, then the API's rules; an aborting check stops the later ones piling up.
export const signupFormSchema = z
  .object({
    email: required(z.string().trim()),
    password: required(z.string()),
    verifyPassword: required(z.string()),
    role: roleSchema,
  })
  .refine((form) => form.password === form.verifyPassword, { error: PASSWORDS_DO_NOT_MATCH, path: ['verifyPassword'] })
  .transform(({ email, password, role }): z.input<typeof signupSchema> => ({ email, password, role }))
  .pipe(signupSchema);
