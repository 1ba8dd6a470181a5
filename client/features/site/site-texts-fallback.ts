import { DEFAULT_SITE_TEXTS } from '#shared/site-texts';
import type { PublicSiteTexts } from './site-texts-query.ts';

/** The gallery's details are left vague when the texts cannot be loaded. */
const fill = (html: string) => html.replaceAll('{email}', 'our e-mail address').replaceAll('{address}', 'Beijing');

export const FALLBACK_SITE_TEXTS: PublicSiteTexts = {
  ...DEFAULT_SITE_TEXTS,
  heroImage: null,
  findUsIn: [],
  hoursNote: '',
  privacyBody: fill(DEFAULT_SITE_TEXTS.privacyBody),
  termsBody: fill(DEFAULT_SITE_TEXTS.termsBody),
};
