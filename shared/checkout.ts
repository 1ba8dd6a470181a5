import { z } from 'zod';
import { captchaTokenField, countryField, emailField, MAX_NAME, phoneField, requiredText } from './contact.ts';

/**
 * The checkout enquiry's body (SPEC 7 'Forms'), shared with the client. A line names an item and a size;
 * whatever price or title the browser adds is ignored, because the server looks both up (DESIGN 'Money').
 */

export const MAX_NOTES = 2000;
export const MAX_CART_LINES = 50;
export const MAX_QUANTITY = 99;

export const EMPTY_SELECTION = 'Please select items from your cart to continue.';
const BAD_QUANTITY = `Each quantity must be a whole number from 1 to ${MAX_QUANTITY}.`;
const BAD_LINE = 'A cart line is not valid. Please remove it and add the item again.';

export const checkoutLineSchema = z.object(
  {
    slug: z.string({ error: BAD_LINE }).trim().min(1, { error: BAD_LINE }).max(200, { error: BAD_LINE }),
    sizeOption: z.string({ error: BAD_LINE }).trim().min(1, { error: BAD_LINE }).max(200, { error: BAD_LINE }),
    quantity: z
      .number({ error: BAD_QUANTITY })
      .int({ error: BAD_QUANTITY })
      .min(1, { error: BAD_QUANTITY })
      .max(MAX_QUANTITY, { error: BAD_QUANTITY }),
  },
  { error: BAD_LINE },
);

export const checkoutSchema = z.object({
  name: requiredText(MAX_NAME, 'Please enter your name.', 'Your name can be at most 200 characters.'),
  email: emailField,
  phone: phoneField,
  country: countryField,
  notes: z
    .string({ error: 'The notes must be text.' })
    .trim()
    .max(MAX_NOTES, { error: 'The notes can be at most 2,000 characters.' })
    .optional()
    .default(''),
  cart: z
    .array(checkoutLineSchema, { error: EMPTY_SELECTION })
    .min(1, { error: EMPTY_SELECTION })
    .max(MAX_CART_LINES, { error: `An enquiry can hold at most ${MAX_CART_LINES} lines.` }),
  captchaToken: captchaTokenField,
});

export type CheckoutInput = z.input<typeof checkoutSchema>;
export type CheckoutEnquiry = z.output<typeof checkoutSchema>;
