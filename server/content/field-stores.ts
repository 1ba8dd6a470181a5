import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { describedImageListTable, imageListTable } from '../db/schema/image-lists.ts';

/**
 * How each field of a content type is kept in the database. A content type lists one of these per field of
 * its shared schema, and the generic reads and writes (server/queries/content-entries.ts) do the rest: no type
 * has read or write code of its own.
 */

export type ImageListTable = ReturnType<typeof imageListTable>;
export type DescribedImageListTable = ReturnType<typeof describedImageListTable>;

/**
 * A table of content (artists, films...): every one has an id, a unique slug, its last change, and whether
 * and from when it is public.
 */
export type ContentTable = SQLiteTable & {
  id: SQLiteColumn;
  slug: SQLiteColumn;
  updatedAt: SQLiteColumn;
  status: SQLiteColumn;
  publishAt: SQLiteColumn;
};

/** Child rows of an entry kept in their own table (a shop item's sizes and media), in order. */
export type RowsStore = {
  kind: 'rows';
  table: SQLiteTable;
  owner: SQLiteColumn;
  position: SQLiteColumn;
  /** One list entry as the values of its row (owner and position are added). */
  toRow: (entry: never) => Record<string, unknown>;
  fromRow: (row: never) => unknown;
};

/** Entries of another content type, in order, in a link table (an exhibition's artists and works). */
export type EntryListStore = {
  kind: 'entryList';
  table: SQLiteTable;
  owner: SQLiteColumn;
  position: SQLiteColumn;
  /** The column holding the linked entry's id. */
  entry: SQLiteColumn;
  /** The type linked to: its table, the column it is known by, and its noun for messages. */
  of: { table: ContentTable; title: SQLiteColumn; noun: string };
};

export type FieldStore<Key extends string = string> =
  /** A column as it is; `html` columns are sanitised on write. */
  | { kind: 'column'; key: Key; html?: boolean }
  /** A column holding an image id (optional when nullable). */
  | { kind: 'image'; key: Key }
  /** A column holding the id of an entry of another content type, e.g. a shop item's artist. */
  | { kind: 'reference'; key: Key; table: ContentTable; title: SQLiteColumn; noun: string }
  | { kind: 'imageList'; table: ImageListTable }
  /** Images each with a description (exhibition extras). */
  | { kind: 'describedImageList'; table: DescribedImageListTable }
  | RowsStore
  | EntryListStore;

/** The helpers a content type describes its fields with, bound to its table so that column keys are checked. */
export function fieldsOf<T extends ContentTable>(_table: T) {
  type Key = Extract<keyof T['$inferInsert'], string>;
  return {
    column: (key: Key): FieldStore<Key> => ({ kind: 'column', key }),
    html: (key: Key): FieldStore<Key> => ({ kind: 'column', key, html: true }),
    image: (key: Key): FieldStore<Key> => ({ kind: 'image', key }),
    reference: (key: Key, target: { table: ContentTable; title: SQLiteColumn; noun: string }): FieldStore<Key> => ({
      kind: 'reference',
      key,
      ...target,
    }),
    imageList: (table: ImageListTable): FieldStore<Key> => ({ kind: 'imageList', table }),
    describedImageList: (table: DescribedImageListTable): FieldStore<Key> => ({ kind: 'describedImageList', table }),
    entryList: (
      table: SQLiteTable,
      columns: { owner: SQLiteColumn; position: SQLiteColumn; entry: SQLiteColumn },
      of: EntryListStore['of'],
    ): FieldStore<Key> => ({ kind: 'entryList', table, ...columns, of }),
    rows: <Entry, Row extends SQLiteTable>(
      table: Row,
      columns: { owner: SQLiteColumn; position: SQLiteColumn },
      convert: { toRow: (entry: Entry) => Partial<Row['$inferInsert']>; fromRow: (row: Row['$inferSelect']) => Entry },
    ): FieldStore<Key> => ({
      kind: 'rows',
      table,
      ...columns,
      toRow: convert.toRow as RowsStore['toRow'],
      fromRow: convert.fromRow as RowsStore['fromRow'],
    }),
  };
}
