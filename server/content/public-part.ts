import type { GetColumnData } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { ImageRef } from '../../shared/image.ts';
import type { ImageListTable } from './field-stores.ts';

export type Shown =
  | { kind: 'column'; column: SQLiteColumn }
  /** Its answer key is its field's name in the schema (docs/decisions/012). */
  | { kind: 'text'; column: SQLiteColumn }
  | { kind: 'image'; column: SQLiteColumn }
  | { kind: 'imageList'; table: ImageListTable }
  | { kind: 'extra' };

export const shown = {
  column: <C extends SQLiteColumn>(column: C) => ({ kind: 'column', column }) as const,
  text: <C extends SQLiteColumn>(column: C) => ({ kind: 'text', column }) as const,
  image: <C extends SQLiteColumn>(column: C) => ({ kind: 'image', column }) as const,
  imageList: (table: ImageListTable) => ({ kind: 'imageList', table }) as const,
  extra: () => ({ kind: 'extra' }) as const,
};

export type ShownFields = Record<string, Shown>;

export type PublicPart<L extends ShownFields = ShownFields, D extends ShownFields = ShownFields> = {
  list: L;
  detail: D;
  newest: SQLiteColumn;
  /** Whether a card names the texts it shows in English (`fallback`); yes unless said. */
  listFallback?: boolean;
};

export const publicPart = <const L extends ShownFields, const D extends ShownFields>(part: PublicPart<L, D>) => part;

export type ShownValue<S extends Shown> = S extends { kind: 'column'; column: infer C extends SQLiteColumn }
  ? GetColumnData<C>
  : S extends { kind: 'text' }
    ? string
    : S extends { kind: 'image' }
      ? ImageRef | null
      : S extends { kind: 'imageList' }
        ? ImageRef[]
        : never;

export type ShownValues<F extends ShownFields> = { -readonly [K in Exclude<keyof F, ExtraKeys<F>>]: ShownValue<F[K]> };

export type ExtraKeys<F extends ShownFields> = { [K in keyof F]: F[K] extends { kind: 'extra' } ? K : never }[keyof F];
