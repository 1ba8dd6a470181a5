/** The contact form's added labels, in one place for translation. */
export const CONTACT_TEXTS = {
  phone: 'Phone or WeChat ID (optional)',
  country: 'Country (optional)',
} as const;
