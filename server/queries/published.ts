import { and, eq, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { PublishStatus } from '../../shared/content-fields.ts';
import { LANGS, type Lang } from '../../shared/languages.ts';
import type { Orm } from '../db/client.ts';
import { currentLang } from '../i18n/context.ts';
import { entryTypeOf, languagesOf, publishedInCurrent } from '../i18n/translations.ts';

/**
 * The one rule of what the public may see (docs/decisions/010): an entry is public when its status is
 * 'published', it has no publish time or that time has come, and (in a public request) it is published in the
 * request's language (docs/decisions/012). It is judged at read time against the app's
 * clock, so a scheduled entry appears at its time with no job or request to trigger it. Every public read
 * of content goes through `isPublic` or `visibleTo`.
 */

/** A content table's publishing columns. */
export type PublishedTable = { status: SQLiteColumn; publishAt: SQLiteColumn };

/** Who reads: the moment of the request, and whether a signed-in admin may see drafts (preview). */
export type Viewer = { now: Date; preview?: boolean };

/** The condition that a row of `table` is public at `now`. */
export function isPublic(table: PublishedTable, now: Date): SQL {
  return and(
    eq(table.status, 'published'),
    or(isNull(table.publishAt), lte(table.publishAt, now.getTime())),
    // In a public request, also published in the request's language (docs/decisions/012).
    publishedInCurrent(table),
  ) as SQL;
}

/** The condition for a detail read: none in preview, else the public rule. */
export function visibleTo(table: PublishedTable, viewer: Viewer): SQL | undefined {
  return viewer.preview ? undefined : isPublic(table, viewer.now);
}

/** The same rule on a row already read. */
export function isPublicRow(row: { status: PublishStatus; publishAt: number | null }, now: Date): boolean {
  return row.status === 'published' && (row.publishAt === null || row.publishAt <= now.getTime());
}

/** What a preview answer says of an entry that is not public yet, so its page can show the banner. */
export type PreviewState = { status: 'draft' } | { status: 'scheduled'; publish_at: number };

/**
 * The `preview` field of a detail answer: present only when a signed-in admin reads an entry that is not
 * public, so every answer the public gets is exactly as before.
 */
export function previewOf(
  row: { status: PublishStatus; publishAt: number | null },
  now: Date,
): { preview?: PreviewState } {
  if (isPublicRow(row, now)) return {};
  if (row.status === 'draft' || row.publishAt === null) return { preview: { status: 'draft' } };
  return { preview: { status: 'scheduled', publish_at: row.publishAt } };
}

/** The columns a detail read selects to answer `previewOf`. */
export const publishColumns = <T extends PublishedTable>(table: T) => ({
  status: table.status,
  publishAt: table.publishAt,
});

/** Whether the entry of `table` with this slug may be shown to the viewer (a moved address must not reveal it). */
export function visibleSlug(
  orm: Orm,
  table: PublishedTable & { slug: SQLiteColumn; id: SQLiteColumn },
  slug: string,
  viewer: Viewer,
): boolean {
  const row = orm
    .select({ id: table.id })
    .from(table as never)
    .where(and(eq(table.slug, slug), visibleTo(table, viewer)))
    .get();
  return row !== undefined;
}

/**
 * The languages an entry is published in when it is public but not in the request's language (docs/decisions/
 * 012): a page or an answer that is not found in this language can then lead to the entry where it is.
 * Undefined when the slug names no public entry, when the entry is in this language, or outside a public request.
 */
export function publishedElsewhere(
  orm: Orm,
  table: PublishedTable & { slug: SQLiteColumn; id: SQLiteColumn },
  slug: string,
  now: Date,
): Lang[] | undefined {
  const lang = currentLang();
  const type = entryTypeOf(table);
  if (lang === undefined || type === undefined) return undefined;
  const row = orm
    .select({ id: table.id, status: table.status, publishAt: table.publishAt })
    .from(table as never)
    .where(eq(table.slug, slug))
    .get() as { id: number; status: PublishStatus; publishAt: number | null } | undefined;
  if (!row || !isPublicRow(row, now)) return undefined;
  const published = languagesOf(orm, type, row.id);
  if (published[lang]) return undefined;
  const elsewhere = LANGS.filter((other) => published[other]);
  return elsewhere.length > 0 ? elsewhere : undefined;
}
