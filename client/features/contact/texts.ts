import { t } from '#shared/messages/index';

/** The contact form's added labels, read in the page's language when shown. */
export const CONTACT_TEXTS = {
  get phone() {
    return t('form.phone');
  },
  get country() {
    return t('form.country');
  },
};
