import { z } from 'zod';

/**
 * The contact form's body (SPEC 7 'Forms'), shared with the client's form, so nothing server-only may be
 * imported here. Limits are the issue's; the captcha token is checked by the route before this schema runs.
 */

export const MAX_NAME = 200;
export const MAX_SUBJECT = 200;
export const MAX_MESSAGE = 5000;
export const MAX_EMAIL = 254;
export const MAX_CAPTCHA_TOKEN = 2048;

export const INVALID_EMAIL = 'Enter a valid e-mail address.';

/** A required line of text: trimmed, not blank, at most `max` characters. */
export const requiredText = (max: number, missing: string, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: tooLong });

// 254 is the longest address SMTP can deliver to (RFC 5321 path limit).
export const emailField = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .max(MAX_EMAIL, { error: INVALID_EMAIL, abort: true })
  .pipe(z.email({ error: INVALID_EMAIL }));

export const MAX_PHONE = 60;
export const MAX_COUNTRY = 100;

/** Optional: a phone number or a WeChat ID, whichever the visitor prefers to be reached on. */
export const phoneField = z
  .string({ error: 'The phone number or WeChat ID must be text.' })
  .trim()
  .max(MAX_PHONE, { error: `The phone number or WeChat ID can be at most ${MAX_PHONE} characters.`, abort: true })
  // 'WeChat: liwei_art', '+86 (10) 6543-2100 #12': what people write, but no markup and one line only.
  .regex(/^[\p{L}\p{N} +().\-_/:@#,]*$/u, {
    error: 'The phone number or WeChat ID can hold letters, digits, spaces and + ( ) . - _ / : @ # , only.',
  })
  .optional()
  .default('');

/** Optional: the country the visitor writes from (or wants a work shipped to). */
export const countryField = z
  .string({ error: 'The country must be text.' })
  .trim()
  .max(MAX_COUNTRY, { error: `The country can be at most ${MAX_COUNTRY} characters.`, abort: true })
  .regex(/^[^\p{Cc}]*$/u, { error: 'The country can be one line of text only.' })
  .optional()
  .default('');

export const captchaTokenField = z
  .string()
  .max(MAX_CAPTCHA_TOKEN, { error: 'The captcha could not be verified. Please try again.' })
  .optional();

export const contactSchema = z.object({
  name: requiredText(MAX_NAME, 'Please enter your name.', 'Your name can be at most 200 characters.'),
  email: emailField,
  subject: requiredText(MAX_SUBJECT, 'Please enter a subject.', 'The subject can be at most 200 characters.'),
  message: requiredText(MAX_MESSAGE, 'Please enter a message.', 'The message can be at most 5,000 characters.'),
  phone: phoneField,
  country: countryField,
  captchaToken: captchaTokenField,
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
