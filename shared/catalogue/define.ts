import type { z } from 'zod';
import type { TermKind } from '../term-kinds.ts';

/** Plain data and pure functions, read by server and client: nothing server-only or of React may be imported here. */

export const META_HINT =
  'Optional: what search engines show, up to 300 characters. Empty: the start of the text is used.';

export type SearchColumn = 'title' | 'summary' | 'body';

/** A column's fields follow one another in the form's order, after those given an `order` (lowest first). */
export type Searchable = SearchColumn | { column: SearchColumn; order: number };

type Base = {
  name: string;
  label: string;
  hint?: string;
  searchable?: Searchable;
};

export type ColumnDef =
  /** `optional`: the row counts as filled without it. `translatable`: a Chinese side per row (one per list). */
  | { kind: 'text'; name: string; label: string; multiline?: boolean; optional?: boolean; translatable?: boolean }
  /** `askIfZero`: 0 is valid but seldom meant (a price): the form asks once before it saves one. */
  | { kind: 'number'; name: string; label: string; step?: number; optional?: boolean; askIfZero?: boolean }
  | { kind: 'image'; name: string; label: string; optional?: boolean }
  | { kind: 'term'; name: string; label: string; term: TermKind }
  | {
      kind: 'select';
      name: string;
      label: string;
      options: readonly string[];
      labels?: Readonly<Record<string, string>>;
    };

export type FieldDef =
  /** `translatable`: a value per language (decision 012). */
  | (Base & { kind: 'text'; multiline?: boolean; translatable?: boolean })
  | (Base & { kind: 'slug'; from: string })
  | (Base & { kind: 'number'; step?: number })
  | (Base & { kind: 'date'; today?: boolean })
  | (Base & { kind: 'select'; options: readonly string[]; labels?: Readonly<Record<string, string>> })
  | (Base & { kind: 'select'; entriesOf: string; noun: string })
  | (Base & { kind: 'entries'; entriesOf: string; noun: string; itemLabel: string })
  | (Base & { kind: 'rich'; translatable?: boolean })
  | (Base & { kind: 'term'; term: TermKind; optional?: boolean })
  | (Base & { kind: 'checkbox' })
  | (Base & { kind: 'image'; optional?: boolean })
  | (Base & { kind: 'list'; of: ColumnDef; min: number; itemLabel: string })
  /** `derive`: one column's text follows the others until staff write something else in it. */
  | (Base & {
      kind: 'rows';
      columns: ColumnDef[];
      min: number;
      itemLabel: string;
      newRow: Record<string, string>;
      derive?: { column: string; from: (row: Readonly<Record<string, unknown>>) => string };
    });

export const META_DESCRIPTION_FIELD: FieldDef = {
  kind: 'text',
  name: 'metaDescription',
  translatable: true,
  label: 'Meta description',
  multiline: true,
  hint: META_HINT,
};

export type Crumb = { name: string; path: string };

export type Key = readonly unknown[];

export type ContentDescription<S extends z.ZodObject = z.ZodObject, Api extends string = string> = {
  api: Api;
  /** Where the type stands in the admin's menu and every list of types: lowest first. */
  position: number;
  /** Its entries' name in search answers (SPEC 3 'Search': 'work' for a shop item, 'post' for a blog post). */
  searchKind: string;
  /** The admin's route word, which may differ from `api` (SPEC 2: 'artist', 'artists'). */
  route: string;
  noun: string;
  heading: string;
  schema: S;
  titleField: Extract<keyof z.output<S>, string>;
  fields: FieldDef[];
  /** The breadcrumbs up to the public list, the list last (SPEC 2 'Public routes'). */
  trail: readonly Crumb[];
  publicList: string;
  publicPath: (slug: string) => string;
  /** One entry's key is this plus its slug, as the public pages' queries key them. */
  publicKey: Key;
  /** Refreshed when these entries change (an artist's name on every shop item). */
  shownIn?: Key[];
  /** Route words no entry may take as its slug (docs/decisions/016-reserved-slugs.md). */
  reservedSlugs?: readonly string[];
};

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

export type EntrySummary = {
  _id: number;
  slug: string;
  title: string;
  status: 'draft' | 'published';
  publish_at: number | null;
};

export const EXPLORE: Crumb = { name: 'Explore', path: '/explore' };
