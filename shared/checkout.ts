import { z } from 'zod';
import { captchaTokenField, countryField, emailField, nameField, phoneField } from './contact.ts';
import { t } from './messages/index.ts';
import { formatNumber } from './numbers.ts';

// Price and title from the browser are ignored: the server looks both up (DESIGN 'Money').

export const MAX_NOTES = 2000;
export const MAX_CART_LINES = 50;
export const MAX_QUANTITY = 99;

export const EMPTY_SELECTION = () => t('checkout.emptySelection');
const BAD_QUANTITY = () => t('checkout.badQuantity', { max: formatNumber(MAX_QUANTITY) });
const BAD_LINE = () => t('checkout.badLine');

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
  name: nameField,
  email: emailField,
  phone: phoneField,
  country: countryField,
  notes: z
    .string({ error: () => t('checkout.notesText') })
    .trim()
    .max(MAX_NOTES, { error: () => t('checkout.notesTooLong', { max: formatNumber(MAX_NOTES) }) })
    .optional()
    .default(''),
  cart: z
    .array(checkoutLineSchema, { error: EMPTY_SELECTION })
    .min(1, { error: EMPTY_SELECTION })
    .max(MAX_CART_LINES, { error: () => t('checkout.tooManyLines', { max: formatNumber(MAX_CART_LINES) }) }),
  captchaToken: captchaTokenField,
});
