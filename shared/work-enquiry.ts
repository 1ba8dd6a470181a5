import { z } from 'zod';
import {
  captchaTokenField,
  countryField,
  emailField,
  MAX_MESSAGE,
  MAX_NAME,
  phoneField,
  requiredText,
} from './contact.ts';

/**
 * The one-step enquiry about a single work, sent from its page (issue 15 'Enquire in one step'): who asks,
 * how to reach them, what they want to know, and which work. The server looks the work up by its slug and
 * copies its title, artist and price from the catalogue; nothing else the browser says about it counts.
 */

export const workEnquirySchema = z.object({
  slug: z
    .string({ error: 'Choose the work to enquire about.' })
    .trim()
    .min(1, { error: 'Choose the work to enquire about.' })
    .max(200, { error: 'Choose the work to enquire about.' }),
  name: requiredText(MAX_NAME, 'Please enter your name.', 'Your name can be at most 200 characters.'),
  email: emailField,
  phone: phoneField,
  country: countryField,
  message: requiredText(MAX_MESSAGE, 'Please enter a message.', 'The message can be at most 5,000 characters.'),
  captchaToken: captchaTokenField,
});

export type WorkEnquiryInput = z.input<typeof workEnquirySchema>;
export type WorkEnquiry = z.output<typeof workEnquirySchema>;
