import { lazyTexts } from '#shared/messages/index';

/** The contact form's added labels, read in the page's language when shown. */
export const CONTACT_TEXTS = lazyTexts({
  phone: 'form.phone',
  country: 'form.country',
});
