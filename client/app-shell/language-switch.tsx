import { useRouterState } from '@tanstack/react-router';
import { DEFAULT_LANG, LANG_COOKIE, LANG_NAME, LANG_TAG, type Lang, langPath, splitLangPath } from '#shared/languages';
import { t } from '#shared/messages/index';
import { pageLang } from '../lib/i18n.ts';
import styles from './language-switch.module.css';

/**
 * The choice is remembered for a year, for the whole site; only `/` reads it (docs/decisions/012). The
 * server-rendered page's starter (server/assets/first-screen.js) writes the same cookie for a click that comes
 * before the app has started.
 */
const REMEMBER_SECONDS = 365 * 24 * 60 * 60;

/** The language the switcher leads to: the one this page is not in. */
export const otherLang = (): Lang => (pageLang() === DEFAULT_LANG ? 'zh' : DEFAULT_LANG);

/** The same page in another language, keeping its query and fragment: ('/zh/shop/x', '?a=1', en) → '/shop/x?a=1'. */
export function pageIn(lang: Lang, pathname: string, search = '', hash = ''): string {
  const { path } = splitLangPath(pathname);
  return `${langPath(path, lang)}${search}${hash ? `#${hash.replace(/^#/, '')}` : ''}`;
}

/** The search parameter naming the entry a list was reached from, which has no page in the list's language. */
export const UNTRANSLATED = 'untranslated';

/**
 * Where the switch leads from a page: the same page in the other language or, from an entry not published in
 * it (its answer's `languages`), the list the entry belongs to there, naming the entry for the list's note.
 */
function switchTarget(lang: Lang, languages: unknown, pathname: string, search: string, hash: string): string {
  if (!Array.isArray(languages) || languages.includes(lang)) return pageIn(lang, pathname, search, hash);
  return listInstead(lang, pathname);
}

/**
 * The list an entry's page belongs to, in `lang`, naming the entry for the list's note (untranslated-note.tsx):
 * where an entry not published in `lang` is shown instead ('/shop/x', zh) → '/zh/shop?untranslated=x'.
 */
export function listInstead(lang: Lang, pathname: string): string {
  const { path } = splitLangPath(pathname);
  const cut = path.lastIndexOf('/');
  return `${langPath(path.slice(0, cut), lang)}?${UNTRANSLATED}=${path.slice(cut + 1)}`;
}

/** Stores the visitor's choice, as the page loads in the other language. */
export function rememberLang(lang: Lang) {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, read by the server at '/'
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=${REMEMBER_SECONDS}; SameSite=Lax`;
}

/**
 * '中文 / English': a plain link to this page in the other language (or, from an entry only in this one, to
 * its list there) (a full page load: a document's language
 * is fixed), in the header and in the phone's menu. The staff's screens have one language and no switcher.
 */
export function LanguageSwitch({ className }: { className?: string | undefined }) {
  const location = useRouterState({ select: (s) => s.location });
  // An entry's page knows the languages it is published in; other pages exist in every language.
  const languages = useRouterState({
    select: (s) => (s.matches.at(-1)?.loaderData as { languages?: unknown } | undefined)?.languages,
  });
  if (location.pathname.startsWith('/admin') || location.pathname === '/login') return null;
  const other = otherLang();
  const name = LANG_NAME[other];
  return (
    <a
      className={[styles.switch, className].filter(Boolean).join(' ')}
      href={switchTarget(other, languages, location.pathname, location.searchStr, location.hash)}
      hrefLang={LANG_TAG[other]}
      lang={LANG_TAG[other]}
      aria-label={t('shell.switchTo', { name })}
      onClick={() => rememberLang(other)}
      // Read by the server-rendered page's starter (server/assets/first-screen.js) until the app has started.
      data-remember-lang={other}
    >
      {name}
    </a>
  );
}
