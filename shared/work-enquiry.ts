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

/**
 * The one-step enquiry about a single work, sent from its page (issue 15 'Enquire in one step'): who asks,
 * how to reach them, what they want to know, and which work. The server looks the work up by its slug and
 * copies its title, artist and price from the catalogue; nothing else the browser says about it counts.
 */

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

export type WorkEnquiryInput = z.input<typeof workEnquirySchema>;
export type WorkEnquiry = z.output<typeof workEnquirySchema>;
