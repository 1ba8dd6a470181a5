import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import type { ContentDescription } from '../../shared/catalogue/define.ts';
import { type PageMeta, previewMeta } from '../../shared/page-meta.ts';
import type { Orm } from '../db/client.ts';
import { registerEntryTable } from '../i18n/translations.ts';
import type { PreviewState, Viewer } from '../queries/published.ts';
import type { JsonLd } from '../services/structured-data.ts';
import type { ContentTable, FieldStore } from './field-stores.ts';

/**
 * Where one content type is kept, beside its description in the shared catalogue (shared/content/): the
 * table, where each of the schema's fields lives, and how its public page is found for the page head. The
 * route factory (server/routes/admin/content.ts) turns this into the create, update, delete and read calls.
 */
export type ContentStorage<S extends z.ZodObject = z.ZodObject> = {
  table: ContentTable;
  /** The column staff know an entry by: a title, or an artist's name. */
  title: SQLiteColumn;
  fields: { [K in keyof z.output<S>]-?: FieldStore };
  /** An entry's public page as the server sends its head: what it says and its structured data. */
  page: PublicPage;
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
export function defineContentType<S extends z.ZodObject, const Api extends string>(
  description: ContentDescription<S, Api>,
  storage: ContentStorage<S>,
): ContentType<S, Api> {
  const { api, noun, schema, publicPath } = description;
  registerEntryTable(storage.table, api);
  return { ...storage, description, path: api, noun, schema, publicPath };
}

/**
 * A public entry page: its words and structured data, or undefined for an unknown slug or one the viewer may
 * not see. `preview` is set when a signed-in admin sees an entry that is not public yet.
 */
export type PublicPage = (
  orm: Orm,
  slug: string,
  origin: string,
  viewer: Viewer,
) => { meta: PageMeta; data: JsonLd; preview: boolean } | undefined;

/** A public page from the entry's read, its meta and its structured data (which may read the database). */
export function publicPage<T extends { preview?: PreviewState }>(
  find: (orm: Orm, slug: string, viewer: Viewer) => T | undefined,
  metaOf: (entry: T) => PageMeta,
  data: (origin: string, entry: T, orm: Orm) => JsonLd,
): PublicPage {
  return (orm, slug, origin, viewer) => {
    const entry = find(orm, slug, viewer);
    if (entry === undefined) return undefined;
    // A preview is never indexed: its head says so, whatever the entry's own meta.
    return {
      meta: previewMeta(metaOf(entry), entry),
      data: data(origin, entry, orm),
      preview: entry.preview !== undefined,
    };
  };
}
