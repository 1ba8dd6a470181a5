import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import type { ContentDescription } from '../../shared/catalogue/define.ts';
import { PAGES_SEGMENT } from '../../shared/list-pages.ts';
import type { Orm } from '../db/client.ts';
import { registerEntryTable } from '../i18n/translations.ts';
import type { ContentTable, FieldStore } from './field-stores.ts';
import type { PublicPart } from './public-part.ts';

export type ContentStorage<S extends z.ZodObject = z.ZodObject> = {
  table: ContentTable;
  title: SQLiteColumn;
  fields: { [K in keyof z.output<S>]-?: FieldStore };
  public?: PublicPart;
  /** Rules only the database can judge; runs inside the write and may rewrite values into their stored spelling. */
  check?: (orm: Orm, values: Record<string, unknown>) => { msg: string; path: string }[];
};

export type ContentType<S extends z.ZodObject = z.ZodObject, Api extends string = string> = ContentStorage<S> & {
  description: ContentDescription<S, Api>;
  path: Api;
  noun: string;
  schema: S;
  publicPath: (slug: string) => string;
};

/** Checks, at compile time, that every field of the schema has a place in the database. */
export function defineContentType<
  S extends z.ZodObject,
  const Api extends string,
  P extends PublicPart | undefined = undefined,
>(
  description: ContentDescription<S, Api>,
  storage: ContentStorage<S> & { public?: P },
): Omit<ContentType<S, Api>, 'public'> & { public: P } {
  const { api, noun, schema, publicPath } = description;
  registerEntryTable(storage.table, api);
  const check = withReservedSlugs([PAGES_SEGMENT, ...(description.reservedSlugs ?? [])], noun, storage.check);
  return { ...storage, check, public: storage.public as P, description, path: api, noun, schema, publicPath };
}

type Check = NonNullable<ContentStorage['check']>;

/** A slug naming one of the type's routes would answer that route (docs/decisions/016-reserved-slugs.md). */
function withReservedSlugs(reserved: readonly string[], noun: string, check?: Check): Check | undefined {
  if (reserved.length === 0) return check;
  return (orm, values) => {
    const slug = values.slug;
    const refused =
      typeof slug === 'string' && reserved.includes(slug)
        ? [
            {
              msg: `"${slug}" is the address of another page of the site, so no ${noun} can have it as its slug. Choose another.`,
              path: 'slug',
            },
          ]
        : [];
    return [...refused, ...(check?.(orm, values) ?? [])];
  };
}
