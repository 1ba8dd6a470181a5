import { z } from 'zod';
import { t } from './messages/index.ts';
import { formatNumber } from './numbers.ts';
import { hasInvisible } from './visible-text.ts';

// Limits are the issue's; the route checks the captcha token before this schema runs.

export const MAX_NAME = 200;
export const MAX_SUBJECT = 200;
export const MAX_MESSAGE = 5000;
export const MAX_EMAIL = 254;
export const MAX_CAPTCHA_TOKEN = 2048;

type Message = () => string;

export const INVALID_EMAIL: Message = () => t('form.error.email');

export const requiredText = (max: number, missing: Message, tooLong: Message) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: tooLong });

const limit =
  (id: Parameters<typeof t>[0], max: number): Message =>
  () =>
    t(id, { max: formatNumber(max) });

export const NAME_MISSING: Message = () => t('form.error.nameMissing');
export const nameTooLong = limit('form.error.nameTooLong', MAX_NAME);
export const MESSAGE_MISSING: Message = () => t('form.error.messageMissing');
export const messageTooLong = limit('form.error.messageTooLong', MAX_MESSAGE);

export const nameField = requiredText(MAX_NAME, NAME_MISSING, nameTooLong).refine((value) => !hasInvisible(value), {
  error: () => t('form.error.nameChars'),
});

// 254 is the longest address SMTP can deliver to (RFC 5321 path limit).
export const emailField = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .max(MAX_EMAIL, { error: INVALID_EMAIL, abort: true })
  .pipe(z.email({ error: INVALID_EMAIL }));

export const MAX_PHONE = 60;
export const MAX_COUNTRY = 100;

export const phoneField = z
  .string({ error: () => t('form.error.phoneText') })
  .trim()
  .max(MAX_PHONE, { error: limit('form.error.phoneTooLong', MAX_PHONE), abort: true })
  // 'WeChat: liwei_art', '+86 (10) 6543-2100 #12': what people write, but no markup and one line only.
  .regex(/^[\p{L}\p{N} +().\-_/:@#,]*$/u, {
    error: () => t('form.error.phoneChars'),
  })
  .optional()
  .default('');

export const countryField = z
  .string({ error: () => t('form.error.countryText') })
  .trim()
  .max(MAX_COUNTRY, { error: limit('form.error.countryTooLong', MAX_COUNTRY), abort: true })
  .regex(/^[^\p{Cc}]*$/u, { error: () => t('form.error.countryLine') })
  .optional()
  .default('');

export const captchaTokenField = z
  .string()
  .max(MAX_CAPTCHA_TOKEN, { error: () => t('form.error.captcha') })
  .optional();

export const contactSchema = z.object({
  name: nameField,
  email: emailField,
  subject: requiredText(
    MAX_SUBJECT,
    () => t('form.error.subjectMissing'),
    limit('form.error.subjectTooLong', MAX_SUBJECT),
  ),
  message: requiredText(MAX_MESSAGE, MESSAGE_MISSING, messageTooLong),
  phone: phoneField,
  country: countryField,
  captchaToken: captchaTokenField,
});
