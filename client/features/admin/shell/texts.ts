import { ADMIN_TITLES } from '#shared/admin-titles';
import { FEATURED_TEXTS } from '#shared/featured';
import { SITE_TEXTS_SCREEN } from '../site-texts/texts.ts';

export const SHELL_TEXTS = {
  skip: 'Skip to content',
  brand: 'Gallery admin',
  navLabel: 'Admin',
  menu: 'Menu',
  contentGroup: 'Content',
  siteGroup: 'Site',
  dashboard: 'Dashboard',
  images: 'Images',
  inbox: 'Inbox',
  newCount: 'new',
  featured: FEATURED_TEXTS.heading,
  siteTexts: SITE_TEXTS_SCREEN.dashboardHeading,
  staticImages: 'Static images',
  settings: 'Site settings',
  accounts: 'Accounts',
  audit: ADMIN_TITLES.audit,
  yourAccount: 'Your account',
  newsletter: 'Newsletter',
  terms: 'Media, categories and collections',
  viewSite: 'View the site',
  signedInAs: (email: string) => `Signed in as ${email}`,
} as const;
