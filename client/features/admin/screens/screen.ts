import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';

/**
 * A screen definition: how the admin shows one content type. Together with the type's shared schema it is
 * all a type needs; the generic form (form/content-form.tsx), the dashboard and the delete screen read it.
 */

export const META_HINT =
  'Optional: what search engines show, up to 300 characters. Empty: the start of the text is used.';

type Base = {
  /** The body field this edits (the shared schema's key). */
  name: string;
  label: string;
  /** A line of help under the label. */
  hint?: string;
};

/** One value inside a list or row (a size's price, an extra image's description). */
export type ColumnDef =
  | { kind: 'text'; name: string; label: string; multiline?: boolean }
  | { kind: 'number'; name: string; label: string; step?: number }
  | { kind: 'image'; name: string; label: string };

export type FieldDef =
  | (Base & { kind: 'text'; multiline?: boolean })
  /** Follows the field named `from` (the title) as it is typed, and can be edited itself; always normalised. */
  | (Base & { kind: 'slug'; from: string })
  | (Base & { kind: 'number'; step?: number })
  /** `today`: a new entry starts with today's date. */
  | (Base & { kind: 'date'; today?: boolean })
  /** Fixed options as a native select, or the entries of another type (by id) as a searchable combobox. */
  | (Base & { kind: 'select'; options: readonly string[] })
  | (Base & { kind: 'select'; entriesOf: string; noun: string })
  | (Base & { kind: 'rich' })
  | (Base & { kind: 'image'; optional?: boolean })
  /** A list of single values: image ids, or lines of text. */
  | (Base & { kind: 'list'; of: ColumnDef; min: number; itemLabel: string })
  /** A list of rows of several values each. */
  | (Base & { kind: 'rows'; columns: ColumnDef[]; min: number; itemLabel: string; newRow: Record<string, string> });

export type Screen = {
  /** The admin URL's segment: /admin/{route}/new (SPEC 2: the artist route is singular). */
  route: string;
  /** The API's segment: /api/admin/{api}/new. */
  api: string;
  /** The dashboard section's heading. */
  heading: string;
  noun: string;
  schema: z.ZodObject;
  /** The field an entry is known by (a title, an artist's name). */
  titleField: string;
  fields: FieldDef[];
  /** The public query key of the type's list; one entry is the same key plus its slug. */
  publicKey: QueryKey;
  /** Other public lists that show these entries' fields (an artist's name on every shop item). */
  shownIn?: QueryKey[];
};
