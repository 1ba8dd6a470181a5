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

/** Message ids by the name code reads them under; a group nests more of them. */
export type TextIds = { readonly [name: string]: MessageId | TextIds };

/** The texts a `TextIds` names: a string for each id, a group for each group. */
export type LazyTexts<Ids extends TextIds> = {
  readonly [Name in keyof Ids]: Ids[Name] extends MessageId
    ? string
    : Ids[Name] extends TextIds
      ? LazyTexts<Ids[Name]>
      : never;
};

/**
 * Texts read from the catalogue each time a property is read, so that they are always in the page's (or the
 * request's) language, never the one current when the module loaded. `more` holds what sits beside them
 * (functions of values, fixed words, getters of their own), added as it is. Spreading the result reads every
 * text once: copy nothing out of it that is to follow the language.
 */
export function lazyTexts<const Ids extends TextIds, More extends object = Record<never, never>>(
  ids: Ids,
  more?: More,
): LazyTexts<Ids> & More {
  const texts = {};
  for (const [name, id] of Object.entries(ids)) {
    Object.defineProperty(
      texts,
      name,
      typeof id === 'string' ? { get: () => t(id), enumerable: true } : { value: lazyTexts(id), enumerable: true },
    );
  }
  // Descriptors, not values: a getter in `more` stays a getter.
  if (more) Object.defineProperties(texts, Object.getOwnPropertyDescriptors(more));
  return texts as LazyTexts<Ids> & More;
}
