import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { describedImageListTable, imageListTable } from '../db/schema/image-lists.ts';

export type ImageListTable = ReturnType<typeof imageListTable>;
export type DescribedImageListTable = ReturnType<typeof describedImageListTable>;

export type ContentTable = SQLiteTable & {
  id: SQLiteColumn;
  slug: SQLiteColumn;
  updatedAt: SQLiteColumn;
  status: SQLiteColumn;
  publishAt: SQLiteColumn;
};

export type RowsStore = {
  kind: 'rows';
  table: SQLiteTable;
  owner: SQLiteColumn;
  position: SQLiteColumn;
  toRow: (entry: never) => Record<string, unknown>;
  fromRow: (row: never) => unknown;
};

export type EntryListStore = {
  kind: 'entryList';
  table: SQLiteTable;
  owner: SQLiteColumn;
  position: SQLiteColumn;
  entry: SQLiteColumn;
  of: { table: ContentTable; title: SQLiteColumn; noun: string };
};

export type FieldStore<Key extends string = string> =
  /** `html` columns are sanitised on write. */
  | { kind: 'column'; key: Key; html?: boolean }
  | { kind: 'image'; key: Key }
  | { kind: 'reference'; key: Key; table: ContentTable; title: SQLiteColumn; noun: string }
  | { kind: 'imageList'; table: ImageListTable }
  | { kind: 'describedImageList'; table: DescribedImageListTable }
  | RowsStore
  | EntryListStore;

/** Takes the table only so that column keys are type-checked. */
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
