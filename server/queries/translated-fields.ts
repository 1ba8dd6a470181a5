import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Orm } from '../db/client.ts';
import { fallbackFields, translated } from '../i18n/translations.ts';

/**
 * The fields of each content type a public answer reads in the request's language (docs/decisions/012), by
 * the content type's API name and the field's name in its schema (which is also its key in a detail answer).
 * A detail answer names those of them it shows in English in `fallback`.
 */
export const TRANSLATED_FIELDS = {
  shop: ['title', 'category', 'description', 'metaDescription', 'signed', 'framed'],
  artists: ['name', 'bio', 'metaDescription'],
  collections: ['title', 'short_description', 'long_description', 'metaDescription'],
  exhibitions: ['title', 'subtitle', 'venue', 'introduction', 'body', 'metaDescription'],
  films: [
    'title',
    'subtitle',
    'short_description',
    'introduction',
    'synopsis',
    'language',
    'subtitles',
    'metaDescription',
  ],
  publications: ['title', 'subtitle', 'short_description', 'long_description', 'publisher', 'metaDescription'],
  blog: ['title', 'subtitle', 'body', 'metaDescription'],
} as const;

export type TranslatedType = keyof typeof TRANSLATED_FIELDS;

/**
 * A column in the request's language, for a select: `tr('shop', shopItems, 'title')`. Call it while
 * answering a request (never at module load): the language is the request's.
 */
export function tr<T extends TranslatedType, K extends string>(
  type: T,
  table: { id: SQLiteColumn } & Record<K, SQLiteColumn>,
  field: (typeof TRANSLATED_FIELDS)[T][number],
  column: K,
) {
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
