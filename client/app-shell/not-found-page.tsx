import { useRouterState } from '@tanstack/react-router';
import { isLang, LANG_TAG, type Lang } from '#shared/languages';
import { t } from '#shared/messages/index';
import { NotFound } from '../components/not-found.tsx';
import { pageLang } from '../lib/i18n.ts';
import { listInstead, pageIn, rememberLang } from './language-switch.tsx';
import styles from './not-found-page.module.css';

// An entry public only in other languages is still not found here, but its page says where it is.
// The router's props are not named by its type, which refers to the router this component is part of.
export function NotFoundPage({ data }: { data?: unknown }) {
  const languages = onlyInOf(data);
  return languages ? <OnlyIn lang={languages[0] as Lang} /> : <NotFound />;
}

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
