import { z } from 'zod';
import {
  captchaTokenField,
  countryField,
  emailField,
  MAX_MESSAGE,
  MESSAGE_MISSING,
  messageTooLong,
  nameField,
  phoneField,
  requiredText,
} from './contact.ts';
import { t } from './messages/index.ts';

// Issue 15. The server copies title, artist and price from the catalogue; nothing the browser says about the work counts.

const CHOOSE_WORK = () => t('form.error.work');

export const workEnquirySchema = z.object({
  slug: z.string({ error: CHOOSE_WORK }).trim().min(1, { error: CHOOSE_WORK }).max(200, { error: CHOOSE_WORK }),
  name: nameField,
  email: emailField,
  phone: phoneField,
  country: countryField,
  message: requiredText(MAX_MESSAGE, MESSAGE_MISSING, messageTooLong),
  captchaToken: captchaTokenField,
});
