import { getTableColumns, getTableName } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { RowsStore } from '../content/field-stores.ts';
import { ROMAN_FOLDS } from '../queries/search-text.ts';

export const OTHER = 'zh';

export const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

export const stripped = (html: string) =>
  `replace(replace(replace(replace(replace(replace((SELECT group_concat(CASE WHEN j.key = 0 THEN j.value ELSE substr(j.value, instr(j.value, '>') + 1) END, ' ') FROM json_each('[' || replace(json_quote(${html}), '<', '","') || ']') AS j), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&nbsp;', ' '), '&amp;', '&')`;

export const folded = (name: string) =>
  ROMAN_FOLDS.reduce((acc, [from, to]) => `replace(${acc}, ${quote(from)}, ${quote(to)})`, `lower(${name})`);

export const spaced = (parts: readonly string[]) => parts.join(` || ' ' || `);
export const summaryOf = (parts: readonly string[]) =>
  parts.length === 0 ? `''` : parts.length === 1 ? (parts[0] ?? `''`) : `trim(${spaced(parts)})`;
export const bodyOf = (parts: readonly string[]) => (parts.length === 0 ? `''` : spaced(parts));
export const trimmed = (parts: readonly string[]) => (parts.length === 0 ? `''` : `trim(${spaced(parts)})`);

export const columnName = (table: SQLiteTable, key: string): string => {
  const column = (getTableColumns(table) as Record<string, SQLiteColumn>)[key];
  if (!column) throw new Error(`${getTableName(table)} has no column ${key}.`);
  return column.name;
};

export function valueColumn(store: RowsStore): string {
  const probe = '\u0000';
  const row = (store.toRow as (entry: unknown) => Record<string, unknown>)(probe);
  const key = Object.keys(row).find((k) => row[k] === probe);
  if (key === undefined) throw new Error(`${getTableName(store.table)} keeps no value of a list of texts.`);
  return columnName(store.table, key);
}

export const namesOf = (api: string, id: string) =>
  `coalesce((SELECT group_concat(n.value, ' ') FROM entry_names AS n WHERE n.type = ${quote(api)} AND n.entry_id = ${id} AND n.form IN ('hangul', 'hanja')), '')`;
export const revisedOf = (api: string, id: string) =>
  folded(
    `coalesce((SELECT n.value FROM entry_names AS n WHERE n.type = ${quote(api)} AND n.entry_id = ${id} AND n.form = 'revised'), '')`,
  );
export const translationOf = (api: string, id: string, field: string) =>
  `coalesce((SELECT t.value FROM entry_translations AS t WHERE t.type = ${quote(api)} AND t.entry_id = ${id} AND t.lang = '${OTHER}' AND t.field = ${quote(field)}), '')`;
export const translationsOf = (api: string, id: string, fields: readonly string[]) =>
  `coalesce((SELECT group_concat(t.value, ' ') FROM entry_translations AS t WHERE t.type = ${quote(api)} AND t.entry_id = ${id} AND t.lang = '${OTHER}' AND t.field IN (${fields.map(quote).join(', ')})), '')`;
