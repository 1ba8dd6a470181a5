import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import type { ContentDescription } from '../../shared/catalogue/define.ts';
import type { Orm } from '../db/client.ts';
import { registerEntryTable } from '../i18n/translations.ts';
import type { ContentTable, FieldStore } from './field-stores.ts';
import type { PublicPart } from './public-part.ts';

/**
 * Where one content type is kept, beside its description in the shared catalogue (shared/content/): the
 * table, where each of the schema's fields lives, and what its public lists and pages show. The
 * route factory (server/routes/admin/content.ts) turns this into the create, update, delete and read calls.
 */
export type ContentStorage<S extends z.ZodObject = z.ZodObject> = {
  table: ContentTable;
  /** The column staff know an entry by: a title, or an artist's name. */
  title: SQLiteColumn;
  fields: { [K in keyof z.output<S>]-?: FieldStore };
  /** What the public lists and pages show of an entry (./public-part.ts); none for a type read its own way. */
  public?: PublicPart;
  /**
   * Rules only the database can judge beyond references (a shop item's medium must be in the managed list).
   * Answers the refusals; it may rewrite values into their stored spelling. Runs inside the write.
   */
  check?: (orm: Orm, values: Record<string, unknown>) => { msg: string; path: string }[];
};

export type ContentType<S extends z.ZodObject = z.ZodObject, Api extends string = string> = ContentStorage<S> & {
  description: ContentDescription<S, Api>;
  /** The API's path segment: /api/admin/{path}/new. */
  path: Api;
  /** One entry in words, for messages: 'artist', 'shop item'. */
  noun: string;
  schema: S;
  /** The public page of an entry, where the admin goes after saving it. */
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
  const check = withReservedSlugs(description.reservedSlugs ?? [], noun, storage.check);
  return { ...storage, check, public: storage.public as P, description, path: api, noun, schema, publicPath };
}

type Check = NonNullable<ContentStorage['check']>;

/**
 * The type's own check, after refusing a slug that is the name of one of its routes: the entry's address would
 * answer that route instead (docs/decisions/016-reserved-slugs.md).
 */
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
