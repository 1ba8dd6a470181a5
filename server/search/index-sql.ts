import { getTableName } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { FieldDef, Searchable, SearchColumn } from '../../shared/catalogue/define.ts';
import { NAMED_TYPES } from '../../shared/catalogue/languages.ts';
import type { ContentType } from '../content/define.ts';
import type { FieldStore } from '../content/field-stores.ts';
import type { SearchSource } from './sources.ts';
import {
  bodyOf,
  columnName,
  folded,
  namesOf,
  OTHER,
  quote,
  revisedOf,
  spaced,
  stripped,
  summaryOf,
  translationOf,
  translationsOf,
  trimmed,
  valueColumn,
} from './sql-parts.ts';

// A row's id is the entry's id times a power-of-two stride plus the type's code, so a trigger reaches it without a
// scan. Names are folded for romanisation as server/queries/search-text.ts folds queries.

export type IndexObject = { type: 'view' | 'trigger'; name: string; sql: string; kind: string };

export type IndexSql = { objects: IndexObject[]; fill: Map<string, string[]> };

type Part = { column: SearchColumn; order: number; at: number; sql: string; translated?: string };
type Reference = { field: string; key: string; table: string; title: string; alias: string; named?: NamedTarget };
type NamedTarget = { api: string; titleField: string };
type ChildRows = { field: string; table: string; owner: string };

type Plan = {
  kind: string;
  api: string;
  table: string;
  rowid: (id: string) => string;
  en: { title: string; summary: string; body: string; key: string };
  i18n?: { title: string; summary: string; body: string; names: string; key: string };
  references: Reference[];
  rows: ChildRows[];
};

const placeOf = (searchable: Searchable) =>
  typeof searchable === 'string' ? { column: searchable, order: Number.MAX_SAFE_INTEGER } : searchable;

function targetOf(table: SQLiteTable, types: readonly ContentType[]): NamedTarget | undefined {
  const target = types.find((type) => type.table === table);
  if (!target || !NAMED_TYPES.includes(target.path)) return undefined;
  return { api: target.path, titleField: target.description.titleField };
}

function planOf(source: SearchSource, code: number, stride: number, types: readonly ContentType[]): Plan {
  const { type, kind } = source;
  if (!/^[a-z][a-z0-9_]*$/.test(kind)) throw new Error(`Search kind ${kind} must be a lower-case word.`);
  const table = getTableName(type.table);
  const parts: Part[] = [];
  const references: Reference[] = [];
  const rows: ChildRows[] = [];
  type.description.fields.forEach((field: FieldDef, at) => {
    if (!field.searchable) return;
    const place = { ...placeOf(field.searchable), at };
    const store = (type.fields as Record<string, FieldStore>)[field.name];
    const where = `${type.path}.${field.name}`;
    if (!store) throw new Error(`${where} is searchable but not stored.`);
    if (store.kind === 'column') {
      const column = `e.${columnName(type.table, store.key)}`;
      const translated =
        (field.kind === 'text' || field.kind === 'rich') && field.translatable ? field.name : undefined;
      parts.push({ ...place, sql: field.kind === 'rich' ? stripped(column) : column, translated });
    } else if (store.kind === 'reference') {
      const alias = `r${references.length + 1}`;
      const title = (store.title as SQLiteColumn).name;
      const reference: Reference = {
        field: field.name,
        key: columnName(type.table, store.key),
        table: getTableName(store.table),
        title,
        alias,
        named: targetOf(store.table, types),
      };
      references.push(reference);
      parts.push({ ...place, sql: `coalesce(${alias}.${title}, '')` });
    } else if (store.kind === 'rows') {
      const child = getTableName(store.table);
      const owner = (store.owner as SQLiteColumn).name;
      rows.push({ field: field.name, table: child, owner });
      parts.push({
        ...place,
        sql: `coalesce((SELECT group_concat(m.${valueColumn(store)}, ' ') FROM ${child} AS m WHERE m.${owner} = e.id), '')`,
      });
    } else {
      throw new Error(`${where} is searchable, but only a column, a list of texts or a reference can be.`);
    }
  });
  parts.sort((a, b) => a.order - b.order || a.at - b.at);
  const of = (column: SearchColumn) => parts.filter((part) => part.column === column);
  const translated = (column: SearchColumn) => of(column).flatMap((part) => part.translated ?? []);

  const ownNamed = NAMED_TYPES.includes(type.path);
  const namedReferences = references.filter((reference) => reference.named);
  const keys = [
    ...(ownNamed ? [folded(`e.${(type.title as SQLiteColumn).name}`)] : []),
    ...namedReferences.map((reference) => folded(`coalesce(${reference.alias}.${reference.title}, '')`)),
  ];
  const en = {
    title: summaryOf(of('title').map((part) => part.sql)),
    summary: summaryOf(of('summary').map((part) => part.sql)),
    body: bodyOf(of('body').map((part) => part.sql)),
    key: keys.length === 0 ? `''` : spaced(keys),
  };

  const titles = translated('title');
  const names = [
    ...(ownNamed ? [namesOf(type.path, 'e.id')] : []),
    ...namedReferences.flatMap((reference) => {
      const id = `e.${reference.key}`;
      const named = reference.named as NamedTarget;
      return [namesOf(named.api, id), translationOf(named.api, id, named.titleField)];
    }),
  ];
  const revised = [
    ...(ownNamed ? [revisedOf(type.path, 'e.id')] : []),
    ...namedReferences.map((reference) => revisedOf((reference.named as NamedTarget).api, `e.${reference.key}`)),
  ];
  const grouped = (fields: readonly string[]) =>
    fields.length === 0 ? `''` : `trim(${stripped(translationsOf(type.path, 'e.id', fields))})`;
  const i18n = {
    title:
      titles.length === 0
        ? `''`
        : titles.length === 1
          ? translationOf(type.path, 'e.id', titles[0] ?? '')
          : `trim(${translationsOf(type.path, 'e.id', titles)})`,
    summary: grouped(translated('summary')),
    body: grouped(translated('body')),
    names: trimmed(names),
    key: trimmed(revised),
  };
  const hasI18n = Object.values(i18n).some((value) => value !== `''`);
  return {
    kind,
    api: type.path,
    table,
    rowid: (id) => `${id} * ${stride} + ${code}`,
    en,
    i18n: hasI18n ? i18n : undefined,
    references,
    rows,
  };
}

const ANY_TEXT = `(title <> '' OR summary <> '' OR body <> '' OR names <> '' OR key <> '')`;

export function indexSql(sources: readonly SearchSource[], types: readonly ContentType[]): IndexSql {
  const stride = 2 ** Math.ceil(Math.log2(sources.length + 1));
  const known = [...new Set([...sources.map((source) => source.type), ...types])];
  const objects: IndexObject[] = [];
  const fill = new Map<string, string[]>();
  sources.forEach((source, i) => {
    const made = objectsOf(planOf(source, i + 1, stride, known));
    objects.push(...made.objects);
    fill.set(source.kind, made.fill);
  });
  return { objects, fill };
}

function objectsOf(plan: Plan): { objects: IndexObject[]; fill: string[] } {
  const { kind, table, rowid, en, i18n } = plan;
  const view = `search_source_${kind}`;
  const i18nView = `search_i18n_source_${kind}`;
  const keys = plan.references.map((reference) => `e.${reference.key} AS ${reference.key}, `).join('');
  const joins = plan.references
    .map((r) => ` LEFT JOIN ${r.table} AS ${r.alias} ON ${r.alias}.id = e.${r.key}`)
    .join('');
  const objects: IndexObject[] = [
    {
      type: 'view',
      name: view,
      kind,
      sql: `CREATE VIEW ${view} AS SELECT e.id AS ref_id, ${keys}${en.title} AS title, ${en.summary} AS summary, ${en.body} AS body, ${en.key} AS key FROM ${table} AS e${joins}`,
    },
  ];
  if (i18n)
    objects.push({
      type: 'view',
      name: i18nView,
      kind,
      sql: `CREATE VIEW ${i18nView} AS SELECT e.id AS ref_id, ${keys}${i18n.title} AS title, ${i18n.summary} AS summary, ${i18n.body} AS body, ${i18n.names} AS names, ${i18n.key} AS key FROM ${table} AS e`,
    });

  const addEn = (where: string) =>
    `INSERT INTO search_index(rowid, kind, ref_id, title, summary, body, key) SELECT ${rowid('ref_id')}, '${kind}', ref_id, title, summary, body, key FROM ${view} WHERE ${where};`;
  const dropEn = (id: string) => `DELETE FROM search_index WHERE rowid = ${rowid(id)};`;
  const refreshEn = (id: string) => [dropEn(id), addEn(`ref_id = ${id}`)];
  const addI18n = (where: string) =>
    `INSERT INTO search_i18n(rowid, kind, ref_id, title, summary, body, names, key) SELECT ${rowid('ref_id')}, '${kind}', ref_id, title, summary, body, names, key FROM ${i18nView} WHERE ${where} AND ${ANY_TEXT};`;
  const dropI18n = (id: string, when = '') => `DELETE FROM search_i18n WHERE ${when}rowid = ${rowid(id)};`;
  const refreshI18n = (id: string, when = '') => [dropI18n(id, when), addI18n(`${when}ref_id = ${id}`)];

  const trigger = (name: string, event: string, statements: string[]) =>
    objects.push({
      type: 'trigger',
      name: `search_${kind}_${name}`,
      kind,
      sql: `CREATE TRIGGER search_${kind}_${name} ${event} BEGIN\n  ${statements.join('\n  ')}\nEND`,
    });

  // An entry's own Chinese values are written after it, but a work carries its artist's, which exist already.
  const followsOwnRow = i18n !== undefined && plan.references.some((reference) => reference.named);
  trigger('insert', `AFTER INSERT ON ${table}`, [
    addEn('ref_id = NEW.id'),
    ...(followsOwnRow ? refreshI18n('NEW.id') : []),
  ]);
  trigger('update', `AFTER UPDATE ON ${table}`, [dropEn('OLD.id'), addEn('ref_id = NEW.id')]);
  trigger('delete', `AFTER DELETE ON ${table}`, [dropEn('OLD.id'), ...(i18n ? [dropI18n('OLD.id')] : [])]);

  for (const rows of plan.rows) {
    const on = (event: string) => `AFTER ${event} ON ${rows.table}`;
    trigger(`${rows.field}_insert`, on('INSERT'), refreshEn(`NEW.${rows.owner}`));
    trigger(`${rows.field}_update`, on('UPDATE'), [
      ...refreshEn(`OLD.${rows.owner}`),
      ...refreshEn(`NEW.${rows.owner}`),
    ]);
    trigger(`${rows.field}_delete`, on('DELETE'), refreshEn(`OLD.${rows.owner}`));
  }

  for (const reference of plan.references) {
    trigger(`${reference.field}_rename`, `AFTER UPDATE OF ${reference.title} ON ${reference.table}`, [
      `DELETE FROM search_index WHERE rowid IN (SELECT ${rowid('id')} FROM ${table} WHERE ${reference.key} = NEW.id);`,
      addEn(`${reference.key} = NEW.id`),
    ]);
  }
  const fill = [addEn('1'), ...(i18n ? [addI18n('1')] : [])];
  if (!i18n) return { objects, fill };

  const language = (row: string, on: string) => (on === 'entry_translations' ? ` AND ${row}.lang = '${OTHER}'` : '');
  const follow = (on: string, label: string) => {
    const mine = (row: string) => `${row}.type = ${quote(plan.api)}${language(row, on)}`;
    trigger(`${label}_insert`, `AFTER INSERT ON ${on} WHEN ${mine('NEW')}`, refreshI18n('NEW.entry_id'));
    trigger(`${label}_update`, `AFTER UPDATE ON ${on} WHEN (${mine('OLD')}) OR (${mine('NEW')})`, [
      ...refreshI18n('OLD.entry_id', `OLD.type = ${quote(plan.api)} AND `),
      ...refreshI18n('NEW.entry_id', `NEW.type = ${quote(plan.api)} AND `),
    ]);
    trigger(`${label}_delete`, `AFTER DELETE ON ${on} WHEN ${mine('OLD')}`, refreshI18n('OLD.entry_id'));
  };
  follow('entry_translations', 'translation');
  if (NAMED_TYPES.includes(plan.api)) follow('entry_names', 'name');

  // A named entry's Chinese name and other forms are in every entry that refers to it.
  for (const reference of plan.references) {
    const named = reference.named;
    if (!named) continue;
    trigger(`${reference.field}_change`, `AFTER UPDATE OF ${reference.key} ON ${table}`, [
      dropI18n('OLD.id'),
      ...refreshI18n('NEW.id'),
    ]);
    const reread = (id: string, when: string) => [
      `DELETE FROM search_i18n WHERE ${when}rowid IN (SELECT ${rowid('id')} FROM ${table} WHERE ${reference.key} = ${id});`,
      addI18n(`${when}${reference.key} = ${id}`),
    ];
    for (const [on, label] of [
      ['entry_translations', 'translation'],
      ['entry_names', 'name'],
    ] as const) {
      const theirs = (row: string) => `${row}.type = ${quote(named.api)}${language(row, on)}`;
      const name = `${reference.field}_${label}`;
      trigger(`${name}_insert`, `AFTER INSERT ON ${on} WHEN ${theirs('NEW')}`, reread('NEW.entry_id', ''));
      trigger(`${name}_update`, `AFTER UPDATE ON ${on} WHEN (${theirs('OLD')}) OR (${theirs('NEW')})`, [
        ...reread('OLD.entry_id', `OLD.type = ${quote(named.api)} AND `),
        ...reread('NEW.entry_id', `NEW.type = ${quote(named.api)} AND `),
      ]);
      trigger(`${name}_delete`, `AFTER DELETE ON ${on} WHEN ${theirs('OLD')}`, reread('OLD.entry_id', ''));
    }
  }
  return { objects, fill };
}
