import { DEFAULT_LANG, INTL_LOCALE, type Lang } from '../languages.ts';
import type EN from './en.json';

export type MessageId = keyof typeof EN;
export type MessageValues = Record<string, string | number>;
type Translate = (id: MessageId, values?: MessageValues) => string;

let translate: Translate = (id) => id;
let langNow: () => Lang = () => DEFAULT_LANG;

export function setTranslator(next: Translate, lang: () => Lang) {
  translate = next;
  langNow = lang;
}

export const activeLang = (): Lang => langNow();

/** Prices stay in euros whatever the language. */
export const activeLocale = (): string => INTL_LOCALE[langNow()];

export const t = (id: MessageId, values?: MessageValues): string => translate(id, values);

export type TextIds = { readonly [name: string]: MessageId | TextIds };

export type LazyTexts<Ids extends TextIds> = {
  readonly [Name in keyof Ids]: Ids[Name] extends MessageId
    ? string
    : Ids[Name] extends TextIds
      ? LazyTexts<Ids[Name]>
      : never;
};

/** Read on each access, so always in the current language, not the one at module load; a spread reads them once. */
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
