/**
 * A message's download (vite.messages.ts): `first` with every page, `rest` for all but home, `admin` with the
 * admin's screens only, in the language of the account signed in, `server` never sent.
 */

export type MessagePart = 'first' | 'rest' | 'admin' | 'server';

const SERVER_PREFIXES = ['mail.', 'pdf.', 'gaps.altcha.', 'gaps.captcha.', 'send.unsubscribe.'];
const SERVER_IDS = new Set([
  'gaps.tooLarge',
  'meta.blog.feedTitle',
  'send.bodyTooLarge',
  'send.enquirySent',
  'send.itemGone',
  'send.messageSent',
  'send.sizeGone',
  'send.subscribed',
  'send.workEnquirySent',
  'send.workGone',
  'send.workNotForSale',
  'send.workSold',
]);

const FIRST_PREFIXES = ['common.', 'error.', 'explore.', 'home.', 'lang.', 'newsletter.', 'page.', 'shell.', 'shop.'];
const FIRST_IDS = new Set([
  'meta.homeTitle',
  'meta.gallery',
  'search.label',
  'search.siteLabel',
  'search.placeholder',
  'search.submit',
  'artwork.listSeparator',
  // The home page's own load error (its featured works).
  'error.load.shop',
]);

/** Under the prefixes above, but other pages' words: the sign-in, the shop's own page, its lists' load errors. */
const REST_PREFIXES = ['page.login.', 'page.shop.', 'error.load.'];
/** Likewise: the carousel and films of an entry's page, its 'In English' note, the checkout's dialog, Explore's own page. */
const REST_IDS = new Set([
  'common.close',
  'common.nextImage',
  'common.opensFullImage',
  'common.play',
  'common.previousImage',
  'common.slideOf',
  'explore.back',
  'explore.eyebrow',
  'explore.lede',
  'lang.englishText',
]);

/** The admin's screens that read in the account's language (docs/decisions/023); their words are theirs alone. */
const ADMIN_PREFIXES = [
  'admin.accounts.',
  'admin.audit.',
  'admin.backups.',
  'admin.heldMail.',
  'admin.roles.',
  'admin.sheets.',
  'admin.twoStep.',
];

export function messagePart(id: string): MessagePart {
  if (ADMIN_PREFIXES.some((prefix) => id.startsWith(prefix))) return 'admin';
  if (SERVER_IDS.has(id) || SERVER_PREFIXES.some((prefix) => id.startsWith(prefix))) return 'server';
  if (FIRST_IDS.has(id)) return 'first';
  if (REST_IDS.has(id) || REST_PREFIXES.some((prefix) => id.startsWith(prefix))) return 'rest';
  if (FIRST_PREFIXES.some((prefix) => id.startsWith(prefix))) return 'first';
  return 'rest';
}

export const FIRST_ONLY_PATH = '/';
