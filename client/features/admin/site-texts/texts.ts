import { ADMIN_TITLES } from '#shared/admin-titles';
import type { SiteTextGroup } from '#shared/site-texts';

export const SITE_TEXTS_SCREEN = {
  title: ADMIN_TITLES.siteTexts,
  intro: 'The texts of the public pages, grouped by page. Each shows on the site as soon as it is saved.',
  saved: 'The site texts are saved.',
  loadFailed: 'Could not load the site texts. Refresh the page and try again.',
  pressEntry: 'Press entry',
  pressName: 'Name',
  pressLogo: 'Logo',
  pressLink: 'Link',
  dashboardHeading: 'Site texts',
  dashboardNote:
    'The hero, founder and About texts, hours notes, Privacy, Terms and Shipping pages and the press strip.',
  dashboardHidden: ' site texts',
  chineseOf: (label: string) => `${label} in Chinese`,
  zhDefaultHint: 'Empty: the Chinese default text is shown.',
  zhEnglishHint: 'Empty: the English text is shown on Chinese pages.',
} as const;

export const GROUP_NOTES: Record<SiteTextGroup, string> = {
  Home: 'The home page: its hero and the founder block.',
  About: 'The About page. The section headings are fixed; their texts are yours.',
  Hours: 'The sentences around the opening hours set in the site settings.',
  Privacy: 'The Privacy Policy page.',
  Terms: 'The Terms of Sale and Use page.',
  Shipping: 'The Shipping, export and payment page, linked from every artwork page and the cart.',
  'Find us in': "The home page's strip of press names, logos and links.",
};
