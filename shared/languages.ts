/**
 * The site's languages (docs/decisions/012): English at the SPEC's paths and Simplified Chinese under `/zh`,
 * with one ASCII slug for both. English is the catalogue's own language: an entry's columns hold its English
 * values, and every other language is kept beside them (server/db/schema/languages.ts), so adding a language
 * adds a code here and rows there, never a column to every table. Pure data and functions, for server and client.
 */

export const LANGS = ['en', 'zh'] as const;
export type Lang = (typeof LANGS)[number];

/** The language of the SPEC's paths, of `x-default`, and of every entry's own columns. */
export const DEFAULT_LANG: Lang = 'en';

export const isLang = (value: unknown): value is Lang => LANGS.includes(value as Lang);

/** The BCP 47 tag: `<html lang>`, `hreflang`, `Content-Language`. */
export const LANG_TAG: Record<Lang, string> = { en: 'en', zh: 'zh-Hans' };

/** The locale dates and numbers are formatted in. */
export const INTL_LOCALE: Record<Lang, string> = { en: 'en-GB', zh: 'zh-Hans-CN' };

/** Open Graph's `og:locale`. */
export const OG_LOCALE: Record<Lang, string> = { en: 'en_GB', zh: 'zh_CN' };

/** Each language named in itself, as the switcher shows it. */
export const LANG_NAME: Record<Lang, string> = { en: 'English', zh: '中文' };

/** The cookie that remembers the visitor's choice of language (set by the switcher, read at `/` only). */
export const LANG_COOKIE = 'lang';

/** The public API's query parameter: `/api/shop?lang=zh`. Absent means English, as the SPEC's calls are. */
export const LANG_PARAM = 'lang';

/**
 * Whether an entry with no recorded choice is published in a language: in English yes (every entry written
 * before there were languages is English), in any other no, until staff publish it there.
 */
export const PUBLISHED_BY_DEFAULT: Record<Lang, boolean> = { en: true, zh: false };

const PREFIX: Record<Lang, string> = { en: '', zh: '/zh' };

/** A page's language and its path without the language's prefix: '/zh/shop/x' → zh, '/shop/x'; '/zh' → zh, '/'. */
export function splitLangPath(path: string): { lang: Lang; path: string } {
  for (const lang of LANGS) {
    const prefix = PREFIX[lang];
    if (!prefix) continue;
    if (path === prefix || path === `${prefix}/`) return { lang, path: '/' };
    if (path.startsWith(`${prefix}/`)) return { lang, path: path.slice(prefix.length) };
  }
  return { lang: DEFAULT_LANG, path };
}

/** A page's path in a language: ('/shop/x', zh) → '/zh/shop/x'; ('/', zh) → '/zh'. */
export function langPath(path: string, lang: Lang): string {
  const prefix = PREFIX[lang];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}
