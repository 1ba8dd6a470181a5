import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { CATALOGUE, type ContentKey } from '../../shared/content/catalogue.ts';
import { LANGS, type Lang } from '../../shared/languages.ts';
import type { Orm } from '../db/client.ts';
import { fallbackFields, languagesOf, translated } from '../i18n/translations.ts';

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
