import type { ReactNode } from 'react';
import { LANG_TAG } from '#shared/languages';
import { t } from '#shared/messages/index';
import { pageLang } from '../lib/i18n.ts';
import styles from './in-english.module.css';

/**
 * Whether a detail answer shows `field` in English on a page in another language: the server lists such fields
 * in the answer's `fallback` (server/i18n/translations.ts fallbackFields) when the entry has no value of its
 * own in the page's language.
 */
export const isFallback = (entry: object, field: string): boolean => {
  const fallback = (entry as { fallback?: unknown }).fallback;
  return Array.isArray(fallback) && fallback.includes(field);
};

/** `lang` for an element showing `field` of `entry`: English where the entry has no value in the page's language. */
export const langOf = (entry: object, field: string): string | undefined =>
  isFallback(entry, field) ? LANG_TAG.en : undefined;

/**
 * A text shown in English inside a page in another language: marked `lang="en"` for screen readers and
 * search engines, under a short note in the page's language so a reader knows why. Otherwise its children as
 * they are.
 */
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
