import type { GetColumnData } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { ImageRef } from '../../shared/image.ts';
import type { ImageListTable } from './field-stores.ts';

/**
 * What the public sees of a content type: the fields of its list cards and the further fields of its page,
 * each named as the answer names it, in the answer's order. The public reads (server/queries/public-entries.ts)
 * select, translate and shape them; `_id`, `slug` and `updatedAt` frame every card, and a page adds its preview
 * state, `fallback` and `languages`. A new visible field is one line here.
 */

/** How one answer field is read. */
export type Shown =
  /** A column as it is stored. */
  | { kind: 'column'; column: SQLiteColumn }
  /** A text in the request's language; its answer key is its field's name in the schema (decision 012). */
  | { kind: 'text'; column: SQLiteColumn }
  /** A column holding an image id, answered as the image. */
  | { kind: 'image'; column: SQLiteColumn }
  /** The entry's ordered images. */
  | { kind: 'imageList'; table: ImageListTable }
  /** A value only the type's own reads can give (an artist's works): they supply it, and its type, by this key. */
  | { kind: 'extra' };

export const shown = {
  column: <C extends SQLiteColumn>(column: C) => ({ kind: 'column', column }) as const,
  text: <C extends SQLiteColumn>(column: C) => ({ kind: 'text', column }) as const,
  image: <C extends SQLiteColumn>(column: C) => ({ kind: 'image', column }) as const,
  imageList: (table: ImageListTable) => ({ kind: 'imageList', table }) as const,
  /** A field the type's own reads supply (server/queries/public-entries.ts `Extras`). */
  extra: () => ({ kind: 'extra' }) as const,
};

export type ShownFields = Record<string, Shown>;

export type PublicPart<L extends ShownFields = ShownFields, D extends ShownFields = ShownFields> = {
  /** A list card's fields between its `_id`, `slug` and its `updatedAt`. */
  list: L;
  /** The page's further fields, after the card's. */
  detail: D;
  /** The column the list is newest first by (its id breaks ties). */
  newest: SQLiteColumn;
  /** Whether a card names the texts it shows in English (`fallback`); yes unless said. */
  listFallback?: boolean;
};

/** A public part, its fields' kinds kept for the answers' types. */
export const publicPart = <const L extends ShownFields, const D extends ShownFields>(part: PublicPart<L, D>) => part;

/** The value of one answer field. */
export type ShownValue<S extends Shown> = S extends { kind: 'column'; column: infer C extends SQLiteColumn }
  ? GetColumnData<C>
  : S extends { kind: 'text' }
    ? string
    : S extends { kind: 'image' }
      ? ImageRef | null
      : S extends { kind: 'imageList' }
        ? ImageRef[]
        : never;

/** The values of the fields read from the part alone (not the type's own extras). */
export type ShownValues<F extends ShownFields> = { -readonly [K in Exclude<keyof F, ExtraKeys<F>>]: ShownValue<F[K]> };

/** The fields a type's own reads supply, by key. */
export type ExtraKeys<F extends ShownFields> = { [K in keyof F]: F[K] extends { kind: 'extra' } ? K : never }[keyof F];
