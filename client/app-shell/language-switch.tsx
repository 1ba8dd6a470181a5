import { useRouterState } from '@tanstack/react-router';
import { DEFAULT_LANG, LANG_COOKIE, LANG_NAME, LANG_TAG, type Lang, langPath, splitLangPath } from '#shared/languages';
import { t } from '#shared/messages/index';
import { pageLang } from '../lib/i18n.ts';
import styles from './language-switch.module.css';

// Remembered for a year; only `/` reads it (docs/decisions/012). server/assets/first-screen.js writes it too.
const REMEMBER_SECONDS = 365 * 24 * 60 * 60;

export const otherLang = (): Lang => (pageLang() === DEFAULT_LANG ? 'zh' : DEFAULT_LANG);

export function pageIn(lang: Lang, pathname: string, search = '', hash = ''): string {
  const { path } = splitLangPath(pathname);
  return `${langPath(path, lang)}${search}${hash ? `#${hash.replace(/^#/, '')}` : ''}`;
}

export const UNTRANSLATED = 'untranslated';

function switchTarget(lang: Lang, languages: unknown, pathname: string, search: string, hash: string): string {
  if (!Array.isArray(languages) || languages.includes(lang)) return pageIn(lang, pathname, search, hash);
  return listInstead(lang, pathname);
}

// From an entry not published in `lang`, the switch leads to its list there (untranslated-note.tsx).
export function listInstead(lang: Lang, pathname: string): string {
  const { path } = splitLangPath(pathname);
  const cut = path.lastIndexOf('/');
  return `${langPath(path.slice(0, cut), lang)}?${UNTRANSLATED}=${path.slice(cut + 1)}`;
}

export function rememberLang(lang: Lang) {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, read by the server at '/'
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=${REMEMBER_SECONDS}; SameSite=Lax`;
}

// A plain link, a full page load: a document's language is fixed.
export function LanguageSwitch({ className }: { className?: string | undefined }) {
  const location = useRouterState({ select: (s) => s.location });
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
