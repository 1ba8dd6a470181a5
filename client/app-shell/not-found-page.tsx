import { useRouterState } from '@tanstack/react-router';
import { isLang, LANG_TAG, type Lang } from '#shared/languages';
import { t } from '#shared/messages/index';
import { NotFound } from '../components/not-found.tsx';
import { pageLang } from '../lib/i18n.ts';
import { listInstead, pageIn, rememberLang } from './language-switch.tsx';
import styles from './not-found-page.module.css';

/**
 * The router's not-found page. An entry public in other languages only (its read's 404 says which,
 * client/lib/api.ts loadEntry) is still not found in this one, but its page says where it is: a link to it
 * in its language, and to the list it belongs to here, which the language switch leads to as well.
 */
// The router's props are not named by its type, which refers to the router this component is part of.
export function NotFoundPage({ data }: { data?: unknown }) {
  const languages = onlyInOf(data);
  return languages ? <OnlyIn lang={languages[0] as Lang} /> : <NotFound />;
}

/** The languages an entry is in, when the not-found's data names them. */
export function onlyInOf(data: unknown): Lang[] | undefined {
  const onlyIn = (data as { onlyIn?: unknown } | null | undefined)?.onlyIn;
  const languages = Array.isArray(onlyIn) ? onlyIn.filter(isLang) : [];
  return languages.length > 0 ? languages : undefined;
}

function OnlyIn({ lang }: { lang: Lang }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const language = t(`onlyIn.language.${lang}`);
  return (
    <div className={`page ${styles.wrap}`}>
      <h1>{t('onlyIn.title', { language })}</h1>
      <p className={styles.text}>{t('onlyIn.text', { language })}</p>
      <p className={styles.links}>
        <a
          className="button"
          href={pageIn(lang, pathname)}
          hrefLang={LANG_TAG[lang]}
          onClick={() => rememberLang(lang)}
        >
          {t('untranslated.read')}
        </a>
        <a className="button button-quiet" href={listInstead(pageLang(), pathname)}>
          {t('onlyIn.list')}
        </a>
      </p>
    </div>
  );
}
