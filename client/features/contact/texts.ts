import { lazyTexts } from '#shared/messages/index';

export const CONTACT_TEXTS = lazyTexts({
  phone: 'form.phone',
  country: 'form.country',
});
