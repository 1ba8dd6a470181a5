import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import type { ContentTable, FieldStore } from './field-stores.ts';

/**
 * One content type of the admin (SPEC 7 'POST /api/admin/{type}/new' and friends), described once: its shared
 * schema, where each of the schema's fields lives, and what to call it. The route factory
 * (server/routes/admin/content.ts) turns this into the create, update, delete and read calls.
 */
export type ContentType<S extends z.ZodObject = z.ZodObject> = {
  /** The API's path segment: /api/admin/{path}/new. */
  path: string;
  /** One entry in words, for messages: 'artist', 'shop item'. */
  noun: string;
  table: ContentTable;
  /** The column staff know an entry by: a title, or an artist's name. */
  title: SQLiteColumn;
  schema: S;
  fields: { [K in keyof z.output<S>]-?: FieldStore };
  /** The public page of an entry, where the admin goes after saving it. */
  publicPath: (slug: string) => string;
};

/** Checks, at compile time, that every field of the schema has a place in the database. */
export function defineContentType<S extends z.ZodObject>(type: ContentType<S>): ContentType<S> {
  return type;
}
