// Apart from the admin's other texts, so the route tree every public page loads carries only these.
export const ADMIN_TITLES = {
  accounts: 'Accounts',
  audit: 'Audit log',
  featured: 'Featured artworks',
  newsletter: 'Newsletter subscribers',
  siteTexts: 'Site texts',
  terms: 'Media, categories and collections',
  twoStep: 'Two-step sign-in',
} as const;
