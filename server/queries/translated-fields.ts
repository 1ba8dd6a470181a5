import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { CATALOGUE, type ContentKey } from '../../shared/content/catalogue.ts';
import { DEFAULT_LANG, LANGS, type Lang } from '../../shared/languages.ts';
import type { Orm } from '../db/client.ts';
import { currentLang } from '../i18n/context.ts';
import { fallbackFields, languagesOf, readTranslationsOf, translated } from '../i18n/translations.ts';

/**
 * The fields of each content type a public answer reads in the request's language (docs/decisions/012), by
 * the content type's API name and the field's name in its schema (which is also its key in a detail answer):
 * those the content catalogue declares `translatable`, the same ones staff edit in Chinese. A detail answer
 * names those of them it shows in English in `fallback`.
 */
export const TRANSLATED_FIELDS = {} as Record<ContentKey, readonly string[]>;
for (const type of CATALOGUE) {
  TRANSLATED_FIELDS[type.api] = type.fields
    .filter((field) => 'translatable' in field && field.translatable)
    .map((field) => field.name);
}

export type TranslatedType = ContentKey;

/**
 * A column in the request's language, for a select: `tr('shop', shopItems, 'title')`. Call it while
 * answering a request (never at module load): the language is the request's.
 */
export function tr<K extends string>(
  type: TranslatedType,
  table: { id: SQLiteColumn } & Record<K, SQLiteColumn>,
  field: string,
  column: K,
) {
  if (!TRANSLATED_FIELDS[type].includes(field)) throw new Error(`${type}.${field} is not declared translatable.`);
  return translated(type, table.id, field, table[column]);
}

/** `{ fallback }` for a detail answer whose translatable fields partly show in English; `{}` when none do. */
export function fallbackOf(
  orm: Orm,
  type: TranslatedType,
  entryId: number,
  answer: Record<string, unknown>,
): { fallback?: string[] } {
  const fallback = fallbackFields(orm, type, entryId, answer, TRANSLATED_FIELDS[type]);
  return fallback.length > 0 ? { fallback } : {};
}

/**
 * `{ languages }` for a detail answer: the languages the entry is published in, so a page's language switch
 * leads only to a page that exists (docs/decisions/012).
 */
export function languagesAnswer(orm: Orm, type: TranslatedType, entryId: number): { languages: Lang[] } {
  const published = languagesOf(orm, type, entryId);
  return { languages: LANGS.filter((lang) => published[lang]) };
}

/**
 * A list answer's items, each with `fallback` naming the `fields` it shows in English on a page in another
 * language (a text and no value of its own there), as a detail answer does; one query for the whole list.
 * Unchanged in English and outside a request.
 */
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
