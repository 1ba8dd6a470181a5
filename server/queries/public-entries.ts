import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { ContentKey } from '../../shared/content/catalogue.ts';
import type { ContentTable } from '../content/field-stores.ts';
import type { ExtraKeys, PublicPart, ShownFields, ShownValues } from '../content/public-part.ts';
import type { Orm } from '../db/client.ts';
import { translated } from '../i18n/translations.ts';
import { loadImageList } from './image-lists.ts';
import { loadImageRefs } from './images.ts';
import { countPublic, key, keyColumns, orderOf, type PageAsk, readPage, type SortKey } from './keyset.ts';
import { isPublic, previewOf, publishColumns, type Viewer, visibleTo } from './published.ts';
import { fallbackOf, languagesAnswer, TRANSLATED_FIELDS, withListFallback } from './translated-fields.ts';

type PublicType<Api extends ContentKey, L extends ShownFields, D extends ShownFields> = {
  path: Api;
  table: ContentTable;
  public: PublicPart<L, D>;
};

export type ListItem<L extends ShownFields> = { _id: number; slug: string } & ShownValues<L> & {
    updatedAt: string;
    fallback?: string[];
  };

export type ExtraContext = {
  orm: Orm;
  id: number;
  viewer: Viewer;
  fallback: string[];
};

export type Extras<D extends ShownFields> = { [K in ExtraKeys<D>]: (context: ExtraContext) => unknown };

type ExtraValues<E> = { [K in keyof E]: E[K] extends (context: ExtraContext) => infer V ? V : never };

/** A list's order: its keys, ending in a unique one, and the tag its positions carry. */
export type ListOrder = { keys: SortKey[]; tag: string };

type Row = Record<string, unknown> & { id: number; slug: string; updatedAt: Date };

export function columnsOf(
  api: ContentKey,
  table: ContentTable,
  fields: ShownFields,
): Record<string, SQL | SQLiteColumn> {
  const columns: Record<string, SQL | SQLiteColumn> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.kind === 'column' || field.kind === 'image') columns[name] = field.column;
    if (field.kind === 'text') {
      if (!TRANSLATED_FIELDS[api].includes(name)) throw new Error(`${api}.${name} is not declared translatable.`);
      columns[name] = translated(api, table.id, name, field.column);
    }
  }
  return columns;
}

export function publicEntries<
  const Api extends ContentKey,
  L extends ShownFields,
  D extends ShownFields,
  E extends Extras<D>,
>(type: PublicType<Api, L, D>, extras: E) {
  const { path: api, table, public: part } = type;
  const listColumns = () => ({
    id: table.id,
    slug: table.slug,
    ...columnsOf(api, table, part.list),
    updatedAt: table.updatedAt,
  });
  const cardFallback = Object.entries(part.list).flatMap(([name, field]) =>
    field.kind === 'text' ? [name as keyof ListItem<L> & string] : [],
  );

  function toListItems(orm: Orm, rows: Row[]): ListItem<L>[] {
    const imageKeys = Object.entries(part.list).flatMap(([name, field]) => (field.kind === 'image' ? [name] : []));
    const imgs = loadImageRefs(
      orm,
      rows.flatMap((row) => imageKeys.map((name) => row[name] as number | null)),
    );
    const items = rows.map((row) => {
      const item: Record<string, unknown> = { _id: row.id, slug: row.slug };
      for (const [name, field] of Object.entries(part.list)) {
        item[name] = field.kind === 'image' ? (imgs.get(row[name] as number) ?? null) : row[name];
      }
      item.updatedAt = row.updatedAt.toISOString();
      return item as ListItem<L>;
    });
    return part.listFallback === false ? items : withListFallback(orm, api, items, cardFallback);
  }

  const newestFirst: ListOrder = {
    keys: [key.desc(sql`${part.newest}`), key.desc(sql`${table.id}`)],
    tag: api,
  };

  function list(orm: Orm, now: Date, order: ListOrder = newestFirst) {
    const rows = orm
      .select(listColumns())
      .from(table)
      .where(isPublic(table, now))
      .orderBy(...orderOf(order.keys))
      .all() as Row[];
    return toListItems(orm, rows);
  }

  function page(orm: Orm, now: Date, ask: PageAsk, order: ListOrder = newestFirst) {
    return readPage(
      ask,
      order.tag,
      order.keys,
      (after, limit) =>
        orm
          .select({ ...listColumns(), ...keyColumns(order.keys) })
          .from(table)
          .where(and(isPublic(table, now), after))
          .orderBy(...orderOf(order.keys))
          .limit(limit)
          .all() as Row[],
      (rows) => toListItems(orm, rows),
      () => countPublic(orm, table, now),
    );
  }

  function find(orm: Orm, slug: string, viewer: Viewer) {
    const row = orm
      .select({ ...listColumns(), ...columnsOf(api, table, part.detail), ...publishColumns(table) })
      .from(table)
      .where(and(eq(table.slug, slug), visibleTo(table, viewer)))
      .get() as (Row & Parameters<typeof previewOf>[0]) | undefined;
    const [item] = row ? toListItems(orm, [row]) : [];
    if (!row || !item) return undefined;
    const context: ExtraContext = { orm, id: row.id, viewer, fallback: [] };
    const supply = extras as Record<string, (context: ExtraContext) => unknown>;
    const read: Record<string, unknown> = shownValues(orm, row, part.detail);
    const fields = Object.fromEntries(
      Object.keys(part.detail).map((name) => [name, name in read ? read[name] : supply[name]?.(context)]),
    );
    const answer = { ...item, ...(fields as ShownValues<D> & ExtraValues<E>), ...previewOf(row, viewer.now) };
    const fallback = [...(fallbackOf(orm, api, row.id, answer).fallback ?? []), ...context.fallback];
    return { ...answer, ...(fallback.length > 0 ? { fallback } : {}), ...languagesAnswer(orm, api, row.id) };
  }

  return { list, page, find };
}

export function shownValues<F extends ShownFields>(orm: Orm, row: Record<string, unknown> & { id: number }, fields: F) {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.kind === 'column' || field.kind === 'text') values[name] = row[name];
    else if (field.kind === 'image') {
      const id = row[name] as number | null;
      values[name] = id === null ? null : (loadImageRefs(orm, [id]).get(id) ?? null);
    } else if (field.kind === 'imageList') values[name] = loadImageList(orm, field.table, row.id);
  }
  return values as ShownValues<F>;
}

type PublicReads = {
  list: (orm: Orm, now: Date) => unknown;
  page: (orm: Orm, now: Date, ask: PageAsk) => unknown;
  find: (orm: Orm, slug: string, viewer: Viewer) => { preview?: unknown } | undefined;
};

type PlainReads<Api extends ContentKey, L extends ShownFields, D extends ShownFields, E extends Extras<D>> = ReturnType<
  typeof publicEntries<Api, L, D, E>
>;

/** Reads with extras or orders of a type's own, found by `npm run content:index` (docs/decisions/018). */
export function publicReads<
  const Api extends ContentKey,
  L extends ShownFields,
  D extends ShownFields,
  E extends Extras<D>,
  Own extends Partial<PublicReads> = Record<never, never>,
>(type: PublicType<Api, L, D>, extras: E, own?: (plain: PlainReads<Api, L, D, E>) => Own) {
  const plain = publicEntries(type, extras);
  return { ...plain, ...own?.(plain) } as Omit<PlainReads<Api, L, D, E>, keyof Own> & Own;
}
