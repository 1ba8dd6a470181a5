import { and, eq, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { PublishStatus } from '../../shared/content-fields.ts';
import { LANGS, type Lang } from '../../shared/languages.ts';
import type { Orm } from '../db/client.ts';
import { currentLang } from '../i18n/context.ts';
import { entryTypeOf, languagesOf, publishedInCurrent } from '../i18n/translations.ts';

/** docs/decisions/010: judged at read time, so a scheduled entry appears with no job; all public reads pass here. */

export type PublishedTable = { status: SQLiteColumn; publishAt: SQLiteColumn };

export type Viewer = { now: Date; preview?: boolean };

export function isPublic(table: PublishedTable, now: Date): SQL {
  return and(
    eq(table.status, 'published'),
    or(isNull(table.publishAt), lte(table.publishAt, now.getTime())),
    // In a public request, also published in the request's language (docs/decisions/012).
    publishedInCurrent(table),
  ) as SQL;
}

export function visibleTo(table: PublishedTable, viewer: Viewer): SQL | undefined {
  return viewer.preview ? undefined : isPublic(table, viewer.now);
}

export function isPublicRow(row: { status: PublishStatus; publishAt: number | null }, now: Date): boolean {
  return row.status === 'published' && (row.publishAt === null || row.publishAt <= now.getTime());
}

export type PreviewState = { status: 'draft' } | { status: 'scheduled'; publish_at: number };

/** Present only for a signed-in admin reading an entry that is not public, so public answers are unchanged. */
export function previewOf(
  row: { status: PublishStatus; publishAt: number | null },
  now: Date,
): { preview?: PreviewState } {
  if (isPublicRow(row, now)) return {};
  if (row.status === 'draft' || row.publishAt === null) return { preview: { status: 'draft' } };
  return { preview: { status: 'scheduled', publish_at: row.publishAt } };
}

export const publishColumns = <T extends PublishedTable>(table: T) => ({
  status: table.status,
  publishAt: table.publishAt,
});

/** A moved address must not reveal an entry the viewer may not see. */
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

/** So a page not found in this language can lead to the entry where it is (docs/decisions/012). */
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
