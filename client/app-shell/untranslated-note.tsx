import { useRouterState } from '@tanstack/react-router';
import { LANG_TAG } from '#shared/languages';
import { t } from '#shared/messages/index';
import { otherLang, pageIn, rememberLang, UNTRANSLATED } from './language-switch.tsx';
import styles from './untranslated-note.module.css';

// The lists render it themselves, so its code travels with them and not with the home page.
export function UntranslatedNote() {
  const location = useRouterState({ select: (s) => s.location });
  const slug = (location.search as Record<string, unknown>)[UNTRANSLATED];
  if ((typeof slug !== 'string' && typeof slug !== 'number') || slug === '') return null;
  const other = otherLang();
  const entry = pageIn(other, `${location.pathname}/${encodeURIComponent(slug)}`);
  return (
    <p className={styles.note} role="note">
      {t('untranslated.note')}{' '}
      <a href={entry} hrefLang={LANG_TAG[other]} onClick={() => rememberLang(other)}>
        {t('untranslated.read')}
      </a>
    </p>
  );
}
