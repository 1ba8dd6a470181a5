import { INTL_LOCALE, type Lang } from '../../shared/languages.ts';
import type { MessageId, MessageValues } from '../../shared/messages/index.ts';
import { messageIn } from '../i18n/messages.ts';

/**
 * The words, dates and prices of a mail to a visitor, in the language of the page they wrote from (stored
 * with the enquiry). Mails are written when the enquiry is stored but may leave much later, so they take the
 * language as an argument rather than from the request.
 */
export type MailWords = {
  lang: Lang;
  say: (id: MessageId, values?: MessageValues) => string;
  /** '15 January 2026', '2026年1月15日'. */
  date: (at: Date) => string;
  /** Prices stay in euros whatever the language: '€1,250.00'. */
  euros: (cents: number) => string;
};

const cache = new Map<Lang, MailWords>();

export function mailWords(lang: Lang): MailWords {
  const known = cache.get(lang);
  if (known) return known;
  const dates = new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: 'long', timeZone: 'UTC' });
  const money = new Intl.NumberFormat(lang === 'en' ? 'en-IE' : INTL_LOCALE[lang], {
    style: 'currency',
    currency: 'EUR',
  });
  const words: MailWords = {
    lang,
    say: (id, values) => messageIn(lang, id, values),
    date: (at) => dates.format(at),
    euros: (cents) => money.format(cents / 100),
  };
  cache.set(lang, words);
  return words;
}

/** The line staff's notification adds: the visitor's language, so a reply can be written in it. */
export const staffLanguageLine = (lang: Lang) => messageIn('en', 'mail.staff.language', { lang });
