/**
 * Which browser download each message travels in (vite.messages.ts, client/lib/i18n.ts):
 * - `first`: with every page, before it first renders: the frame (header, menu, footer), the home page with
 *   its title and description, the load errors, and what the shop's cards say;
 * - `rest`: every other page's own words, loaded before any page but the home page renders (the root route);
 * - `server`: what only the server says (e-mails, its answers' sentences, the unsubscribe page, the blog's
 *   feed title), which no page downloads.
 * tests/unit/message-parts.test.ts checks the home page's code against `first`, and that no browser code
 * names a `server` message.
 */

export type MessagePart = 'first' | 'rest' | 'server';

const SERVER_PREFIXES = ['mail.', 'gaps.altcha.', 'gaps.captcha.', 'send.unsubscribe.'];
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
/**
 * The home page's own title and description, the header's search box, and a word of the artwork page its
 * cards also show.
 */
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

export function messagePart(id: string): MessagePart {
  if (SERVER_IDS.has(id) || SERVER_PREFIXES.some((prefix) => id.startsWith(prefix))) return 'server';
  if (FIRST_IDS.has(id)) return 'first';
  if (REST_PREFIXES.some((prefix) => id.startsWith(prefix))) return 'rest';
  if (FIRST_PREFIXES.some((prefix) => id.startsWith(prefix))) return 'first';
  return 'rest';
}

/** The one path whose page needs only the `first` messages (the router's path, without the language). */
export const FIRST_ONLY_PATH = '/';
