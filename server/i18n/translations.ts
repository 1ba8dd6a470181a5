import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { DEFAULT_LANG, type Lang, PUBLISHED_BY_DEFAULT } from '../../shared/languages.ts';
import type { Orm } from '../db/client.ts';
import { entryPublication, entryTranslations } from '../db/schema/languages.ts';
import { currentLang } from './context.ts';

// docs/decisions/012: the English value stands in where a language has none, and the page marks it `lang="en"`.

const typeOfTable = new WeakMap<object, string>();

export function registerEntryTable(table: SQLiteTable, type: string) {
  typeOfTable.set(table, type);
}

export const entryTypeOf = (table: object): string | undefined => typeOfTable.get(table);

// Without a recorded choice the language's default holds (English yes, Chinese no).
export function publishedIn(type: string, id: SQLiteColumn, lang: Lang): SQL {
  const fallback = PUBLISHED_BY_DEFAULT[lang] ? 1 : 0;
  return sql`coalesce((select ${entryPublication.published} from ${entryPublication} where ${entryPublication.type} = ${type} and ${entryPublication.entryId} = ${id} and ${entryPublication.lang} = ${lang}), ${fallback}) = 1`;
}

export function publishedInCurrent(table: object): SQL | undefined {
  const lang = currentLang();
  const type = entryTypeOf(table);
  if (lang === undefined || type === undefined) return undefined;
  return publishedIn(type, (table as { id: SQLiteColumn }).id, lang);
}

export function translated(type: string, id: SQLiteColumn, field: string, column: SQLiteColumn, lang = currentLang()) {
  if (lang === undefined || lang === DEFAULT_LANG) return sql<string>`${column}`;
  return sql<string>`coalesce(nullif((select ${entryTranslations.value} from ${entryTranslations} where ${entryTranslations.type} = ${type} and ${entryTranslations.entryId} = ${id} and ${entryTranslations.lang} = ${lang} and ${entryTranslations.field} = ${field}), ''), ${column})`;
}

export function readTranslations(orm: Orm, type: string, entryId: number, lang: Lang): Record<string, string> {
  const rows = orm
    .select({ field: entryTranslations.field, value: entryTranslations.value })
    .from(entryTranslations)
    .where(
      and(eq(entryTranslations.type, type), eq(entryTranslations.entryId, entryId), eq(entryTranslations.lang, lang)),
    )
    .all();
  return Object.fromEntries(rows.filter((row) => row.value !== '').map((row) => [row.field, row.value]));
}

export function readTranslationsOf(orm: Orm, type: string, entryIds: number[], lang: Lang) {
  const byEntry = new Map<number, Record<string, string>>();
  if (entryIds.length === 0) return byEntry;
  const rows = orm
    .select()
    .from(entryTranslations)
    .where(
      and(
        eq(entryTranslations.type, type),
        inArray(entryTranslations.entryId, entryIds),
        eq(entryTranslations.lang, lang),
      ),
    )
    .all();
  for (const row of rows) {
    if (row.value === '') continue;
    const fields = byEntry.get(row.entryId) ?? {};
    fields[row.field] = row.value;
    byEntry.set(row.entryId, fields);
  }
  return byEntry;
}

// An empty string removes a value; a field not named keeps it.
export function writeTranslations(orm: Orm, type: string, entryId: number, lang: Lang, values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) {
    const where = and(
      eq(entryTranslations.type, type),
      eq(entryTranslations.entryId, entryId),
      eq(entryTranslations.lang, lang),
      eq(entryTranslations.field, field),
    );
    if (value === '') orm.delete(entryTranslations).where(where).run();
    else
      orm
        .insert(entryTranslations)
        .values({ type, entryId, lang, field, value })
        .onConflictDoUpdate({
          target: [entryTranslations.type, entryTranslations.entryId, entryTranslations.lang, entryTranslations.field],
          set: { value },
        })
        .run();
  }
}

export function languagesOf(orm: Orm, type: string, entryId: number): Record<Lang, boolean> {
  const rows = orm
    .select({ lang: entryPublication.lang, published: entryPublication.published })
    .from(entryPublication)
    .where(and(eq(entryPublication.type, type), eq(entryPublication.entryId, entryId)))
    .all();
  const chosen = { ...PUBLISHED_BY_DEFAULT };
  for (const row of rows) chosen[row.lang] = row.published;
  return chosen;
}

export function setLanguages(orm: Orm, type: string, entryId: number, languages: Partial<Record<Lang, boolean>>) {
  for (const [lang, published] of Object.entries(languages) as [Lang, boolean][]) {
    orm
      .insert(entryPublication)
      .values({ type, entryId, lang, published })
      .onConflictDoUpdate({
        target: [entryPublication.type, entryPublication.entryId, entryPublication.lang],
        set: { published },
      })
      .run();
  }
}

export function forgetEntry(orm: Orm, type: string, entryId: number) {
  orm
    .delete(entryTranslations)
    .where(and(eq(entryTranslations.type, type), eq(entryTranslations.entryId, entryId)))
    .run();
  orm
    .delete(entryPublication)
    .where(and(eq(entryPublication.type, type), eq(entryPublication.entryId, entryId)))
    .run();
}

export function fallbackFields(
  orm: Orm,
  type: string,
  entryId: number,
  english: Record<string, unknown>,
  fields: readonly string[],
  lang = currentLang(),
): string[] {
  if (lang === undefined || lang === DEFAULT_LANG) return [];
  const own = readTranslations(orm, type, entryId, lang);
  return fields.filter((field) => typeof english[field] === 'string' && english[field] !== '' && !(field in own));
}
