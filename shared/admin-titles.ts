/**
 * The titles of the admin's screens: the one part of their words the route tree needs (each screen's head),
 * kept apart from the rest so the route tree every public page loads carries no more of the admin's texts.
 */
export const ADMIN_TITLES = {
  accounts: 'Accounts',
  featured: 'Featured artworks',
  newsletter: 'Newsletter subscribers',
  siteTexts: 'Site texts',
  terms: 'Media, categories and collections',
} as const;
