import { and, eq, inArray } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { translatableFields } from '../../shared/catalogue/languages.ts';
import { type Lang, PUBLISHED_BY_DEFAULT } from '../../shared/languages.ts';
import type { ContentType } from '../content/define.ts';
import type { FieldStore } from '../content/field-stores.ts';
import type { Orm } from '../db/client.ts';
import { entryPublication } from '../db/schema/index.ts';
import { readTranslationsOf } from '../i18n/translations.ts';

/** Behind: published in English, with a translatable field written in English and not in Chinese. */
export function languagesOfEntries(
  orm: Orm,
  type: ContentType,
  ids: number[],
): Map<number, { languages: Record<Lang, boolean>; chineseMissing: boolean }> {
  const answer = new Map<number, { languages: Record<Lang, boolean>; chineseMissing: boolean }>();
  if (ids.length === 0) return answer;
  const chosen = orm
    .select()
    .from(entryPublication)
    .where(and(eq(entryPublication.type, type.path), inArray(entryPublication.entryId, ids)))
    .all();
  const columns: Record<string, SQLiteColumn> = {};
  for (const field of translatableFields(type.description)) {
    const store = (type.fields as Record<string, FieldStore>)[field.name];
    if (store?.kind !== 'column') continue;
    const column = (type.table as unknown as Record<string, SQLiteColumn>)[store.key];
    if (column) columns[field.name] = column;
  }
  const english = orm
    .select({ id: type.table.id, ...columns })
    .from(type.table)
    .where(inArray(type.table.id, ids))
    .all() as ({ id: number } & Record<string, unknown>)[];
  const chinese = readTranslationsOf(orm, type.path, ids, 'zh');
  for (const row of english) {
    const languages = { ...PUBLISHED_BY_DEFAULT };
    for (const choice of chosen) if (choice.entryId === row.id) languages[choice.lang] = choice.published;
    const own = chinese.get(row.id) ?? {};
    const written = (value: unknown) => typeof value === 'string' && value.replace(/<[^>]*>|\s/g, '') !== '';
    const behind = Object.keys(columns).some((field) => written(row[field]) && !(field in own));
    answer.set(row.id, { languages, chineseMissing: languages.en && behind });
  }
  return answer;
}
