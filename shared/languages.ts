// docs/decisions/012: other languages sit in rows beside English (server/db/schema/languages.ts), never in columns.

export const LANGS = ['en', 'zh'] as const;
export type Lang = (typeof LANGS)[number];

export const DEFAULT_LANG: Lang = 'en';

export const isLang = (value: unknown): value is Lang => LANGS.includes(value as Lang);

export const LANG_TAG: Record<Lang, string> = { en: 'en', zh: 'zh-Hans' };

export const INTL_LOCALE: Record<Lang, string> = { en: 'en-GB', zh: 'zh-Hans-CN' };

export const OG_LOCALE: Record<Lang, string> = { en: 'en_GB', zh: 'zh_CN' };

export const LANG_NAME: Record<Lang, string> = { en: 'English', zh: '中文' };

export const LANG_COOKIE = 'lang';

/** Absent means English, as the SPEC's calls are. */
export const LANG_PARAM = 'lang';

/** Every entry written before there were languages is English. */
export const PUBLISHED_BY_DEFAULT: Record<Lang, boolean> = { en: true, zh: false };

const PREFIX: Record<Lang, string> = { en: '', zh: '/zh' };

export function splitLangPath(path: string): { lang: Lang; path: string } {
  for (const lang of LANGS) {
    const prefix = PREFIX[lang];
    if (!prefix) continue;
    if (path === prefix || path === `${prefix}/`) return { lang, path: '/' };
    if (path.startsWith(`${prefix}/`)) return { lang, path: path.slice(prefix.length) };
  }
  return { lang: DEFAULT_LANG, path };
}

export function langPath(path: string, lang: Lang): string {
  const prefix = PREFIX[lang];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}
