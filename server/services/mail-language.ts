import { INTL_LOCALE, type Lang } from '../../shared/languages.ts';
import type { MessageId, MessageValues } from '../../shared/messages/index.ts';
import { messageIn } from '../i18n/messages.ts';

// Mails may leave long after the enquiry is stored, so they take its language as an argument, not from the request.
export type MailWords = {
  lang: Lang;
  say: (id: MessageId, values?: MessageValues) => string;
  date: (at: Date) => string;
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

export const staffLanguageLine = (lang: Lang) => messageIn('en', 'mail.staff.language', { lang });
