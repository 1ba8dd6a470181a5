import type { ReactNode } from 'react';
import { LANG_TAG } from '#shared/languages';
import { t } from '#shared/messages/index';
import { pageLang } from '../lib/i18n.ts';
import styles from './in-english.module.css';

// The server lists the fields it filled in English in `fallback` (server/i18n/translations.ts).
export const isFallback = (entry: object, field: string): boolean => {
  const fallback = (entry as { fallback?: unknown }).fallback;
  return Array.isArray(fallback) && fallback.includes(field);
};

export const langOf = (entry: object, field: string): string | undefined =>
  isFallback(entry, field) ? LANG_TAG.en : undefined;

// lang="en" lets screen readers and search engines read the English text as English.
export function InEnglish({ when, children }: { when: boolean; children: ReactNode }) {
  if (!when) return children;
  return (
    <div lang="en">
      <p className={styles.note} lang={LANG_TAG[pageLang()]}>
        {t('lang.englishText')}
      </p>
      {children}
    </div>
  );
}
