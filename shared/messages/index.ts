import { DEFAULT_LANG, INTL_LOCALE, type Lang } from '../languages.ts';
import type EN from './en.json';

/**
 * The interface's words (docs/decisions/012): one message catalogue per language, `en.json` and `zh.json`, in
 * ICU MessageFormat and compiled by Lingui (client/lib/i18n.ts in the browser, server/i18n/messages.ts on the
 * server, which picks the request's language). Code names a message by its id; the English catalogue is the
 * list of ids, so an unknown id does not compile, and tests/unit/messages.test.ts fails on a message one
 * language lacks.
 */

export type MessageId = keyof typeof EN;
export type MessageValues = Record<string, string | number>;
type Translate = (id: MessageId, values?: MessageValues) => string;

let translate: Translate = (id) => id;
let langNow: () => Lang = () => DEFAULT_LANG;

/**
 * Installed once where the catalogue is loaded: the browser's at start (the page's language), the server's
 * at start (each request's language).
 */
export function setTranslator(next: Translate, lang: () => Lang) {
  translate = next;
  langNow = lang;
}

/** The language words are shown in now: the page's in the browser, the request's on the server. */
export const activeLang = (): Lang => langNow();

/** The locale to format dates and numbers in now (prices stay in euros whatever the language). */
export const activeLocale = (): string => INTL_LOCALE[langNow()];

/** A message in the language of the page (or of the request, on the server). */
export const t = (id: MessageId, values?: MessageValues): string => translate(id, values);
