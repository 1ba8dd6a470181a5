import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { CATALOGUE, type ContentKey } from '../../shared/content/catalogue.ts';
import { DEFAULT_LANG, LANGS, type Lang } from '../../shared/languages.ts';
import type { Orm } from '../db/client.ts';
import { currentLang } from '../i18n/context.ts';
import { fallbackFields, languagesOf, readTranslationsOf, translated } from '../i18n/translations.ts';

export const TRANSLATED_FIELDS = {} as Record<ContentKey, readonly string[]>;
for (const type of CATALOGUE) {
  TRANSLATED_FIELDS[type.api] = type.fields
    .filter((field) => 'translatable' in field && field.translatable)
    .map((field) => field.name);
}

export type TranslatedType = ContentKey;

/** Call it while answering a request, never at module load: the language is the request's. */
export function tr<K extends string>(
  type: TranslatedType,
  table: { id: SQLiteColumn } & Record<K, SQLiteColumn>,
  field: string,
  column: K,
) {
  if (!TRANSLATED_FIELDS[type].includes(field)) throw new Error(`${type}.${field} is not declared translatable.`);
  return translated(type, table.id, field, table[column]);
}

export function fallbackOf(
  orm: Orm,
  type: TranslatedType,
  entryId: number,
  answer: Record<string, unknown>,
): { fallback?: string[] } {
  const fallback = fallbackFields(orm, type, entryId, answer, TRANSLATED_FIELDS[type]);
  return fallback.length > 0 ? { fallback } : {};
}

/** So a page's language switch leads only to a page that exists (docs/decisions/012). */
export function languagesAnswer(orm: Orm, type: TranslatedType, entryId: number): { languages: Lang[] } {
  const published = languagesOf(orm, type, entryId);
  return { languages: LANGS.filter((lang) => published[lang]) };
}

export function withListFallback<T extends { _id: number }>(
  orm: Orm,
  type: TranslatedType,
  items: T[],
  fields: readonly (keyof T & string)[],
): (T & { fallback?: string[] })[] {
  const lang = currentLang();
  if (lang === undefined || lang === DEFAULT_LANG || items.length === 0) return items;
  const own = readTranslationsOf(
    orm,
    type,
    items.map((item) => item._id),
    lang,
  );
  return items.map((item) => {
    const values = own.get(item._id) ?? {};
    const fallback = fields.filter((field) => {
      const shown = item[field];
      return typeof shown === 'string' && shown.trim() !== '' && !(field in values);
    });
    return fallback.length > 0 ? { ...item, fallback } : item;
  });
}
