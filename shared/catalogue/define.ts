import type { z } from 'zod';
import type { TermKind } from '../inventory.ts';

/**
 * The content catalogue: everything the site knows about one content type apart from where it is stored,
 * described once and read by the server (admin routes, page heads, breadcrumbs, the sitemap) and the client
 * (the dashboard, the admin form, the caches it refreshes). Plain data and pure functions: nothing server-only
 * and nothing of React may be imported here. The storage of a type is in server/content/types/.
 */

export const META_HINT =
  'Optional: what search engines show, up to 300 characters. Empty: the start of the text is used.';

/** A column of site search's index, as the ranking weighs it: a title counts most, then a summary, then a body. */
export type SearchColumn = 'title' | 'summary' | 'body';

/**
 * That site search finds an entry by a field, and in which column of its index (server/search/). The column's
 * fields follow one another in the form's order, after those given an `order` (lowest first): a shop item's
 * summary reads its artist, media, category, collection and year. A translatable field is found by its Chinese
 * value too; the name of a named type (an artist), or of the named entry a field refers to, by its other forms.
 */
export type Searchable = SearchColumn | { column: SearchColumn; order: number };

type Base = {
  /** The body field this edits (the shared schema's key). */
  name: string;
  label: string;
  /** A line of help under the label. */
  hint?: string;
  searchable?: Searchable;
};

/** One value inside a list or row (a size's price, an extra image's description). */
export type ColumnDef =
  /** `optional`: the row counts as filled without it (a size's depth, a press entry's logo or link). */
  /**
   * `translatable`: each row's value has a Chinese side, edited beside it (one such column per list: an
   * exhibition's image captions).
   */
  | { kind: 'text'; name: string; label: string; multiline?: boolean; optional?: boolean; translatable?: boolean }
  /** `askIfZero`: 0 is valid but seldom meant (a price): the form asks once before it saves one. */
  | { kind: 'number'; name: string; label: string; step?: number; optional?: boolean; askIfZero?: boolean }
  | { kind: 'image'; name: string; label: string; optional?: boolean }
  /** A name from one of the lists staff manage (a medium), with 'Add new' beside it. */
  | { kind: 'term'; name: string; label: string; term: TermKind }
  | {
      kind: 'select';
      name: string;
      label: string;
      options: readonly string[];
      labels?: Readonly<Record<string, string>>;
    };

/** One field of the admin form, in the form's order. */
export type FieldDef =
  /** `translatable`: the field has a value per language (decision 012), edited side by side in the form. */
  | (Base & { kind: 'text'; multiline?: boolean; translatable?: boolean })
  /** Follows the field named `from` (the title) as it is typed, and can be edited itself; always normalised. */
  | (Base & { kind: 'slug'; from: string })
  | (Base & { kind: 'number'; step?: number })
  /** `today`: a new entry starts with today's date. */
  | (Base & { kind: 'date'; today?: boolean })
  /** Fixed options as a native select, or the entries of another type (by id) as a searchable combobox. */
  /** `labels`: the words shown for each option when they are not the value itself. */
  | (Base & { kind: 'select'; options: readonly string[]; labels?: Readonly<Record<string, string>> })
  | (Base & { kind: 'select'; entriesOf: string; noun: string })
  /** Several entries of another type (by id), picked one at a time and put in order: an exhibition's works. */
  | (Base & { kind: 'entries'; entriesOf: string; noun: string; itemLabel: string })
  | (Base & { kind: 'rich'; translatable?: boolean })
  /** A name from one of the lists staff manage (category, collection), with 'Add new' beside it. */
  | (Base & { kind: 'term'; term: TermKind; optional?: boolean })
  /** A yes or no, sent as true or false. */
  | (Base & { kind: 'checkbox' })
  | (Base & { kind: 'image'; optional?: boolean })
  /** A list of single values: image ids, or lines of text. */
  | (Base & { kind: 'list'; of: ColumnDef; min: number; itemLabel: string })
  /**
   * A list of rows of several values each. `derive`: one column's text follows the others as they are typed
   * (a size's '70 x 45 cm' from its width and height) until staff write something else in it.
   */
  | (Base & {
      kind: 'rows';
      columns: ColumnDef[];
      min: number;
      itemLabel: string;
      newRow: Record<string, string>;
      derive?: { column: string; from: (row: Readonly<Record<string, unknown>>) => string };
    });

/** Every type's meta description: what search engines show, in each language. */
export const META_DESCRIPTION_FIELD: FieldDef = {
  kind: 'text',
  name: 'metaDescription',
  translatable: true,
  label: 'Meta description',
  multiline: true,
  hint: META_HINT,
};

/** A step of a breadcrumb trail: a page's name and path. */
export type Crumb = { name: string; path: string };

/** A query key of the client's cache. */
export type Key = readonly unknown[];

export type ContentDescription<S extends z.ZodObject = z.ZodObject, Api extends string = string> = {
  /** The API's segment: /api/admin/{api}/new, and the public API's list. */
  api: Api;
  /** The admin URL's segment: /admin/{route}/new (SPEC 2: the artist route is singular). */
  route: string;
  /** One entry in words, for messages: 'artist', 'shop item'. */
  noun: string;
  /** The dashboard section's heading. */
  heading: string;
  /** What the admin writes: fields, types, limits and messages. */
  schema: S;
  /** The field an entry is known by (a title, an artist's name). */
  titleField: Extract<keyof z.output<S>, string>;
  /** The admin form, field by field. */
  fields: FieldDef[];
  /** The public list page and the breadcrumbs up to it, the list last (SPEC 2 'Public routes'). */
  trail: readonly Crumb[];
  /** The public list page's path; an entry's page is this plus its slug. */
  publicList: string;
  /** The public page of an entry, where the admin goes after saving it. */
  publicPath: (slug: string) => string;
  /**
   * The client's query key of the public list, its path's segments (['explore', 'films']); one entry is the
   * same key plus its slug, as the public pages' queries key them.
   */
  publicKey: Key;
  /** Other public lists that show these entries' fields (an artist's name on every shop item). */
  shownIn?: Key[];
  /**
   * Words under the type's API path that name routes of their own (exhibitions' `/current`), so no entry may
   * take them as its slug (docs/decisions/016-reserved-slugs.md).
   */
  reservedSlugs?: readonly string[];
};

/** A description as written: the list path, entry path and query key are worked out from the trail. */
type Written<S extends z.ZodObject, Api extends string> = Omit<
  ContentDescription<S, Api>,
  'publicList' | 'publicPath' | 'publicKey'
>;

export function describeContent<S extends z.ZodObject, const Api extends string>(
  written: Written<S, Api>,
): ContentDescription<S, Api> {
  const publicList = written.trail.at(-1)?.path ?? '';
  return {
    ...written,
    publicList,
    publicPath: (slug) => `${publicList}/${slug}`,
    publicKey: publicList.split('/').filter(Boolean),
  };
}

/** What the admin's picker lists of every entry (GET /api/admin/{api}), with whether and when it is public. */
export type EntrySummary = {
  _id: number;
  slug: string;
  title: string;
  status: 'draft' | 'published';
  publish_at: number | null;
};

/** The first step of the trail of every type shown under /explore. */
export const EXPLORE: Crumb = { name: 'Explore', path: '/explore' };
