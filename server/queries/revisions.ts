import { and, desc, eq, lt, notInArray } from 'drizzle-orm';
import { changedFields, REVISIONS_KEPT, type RevisionDetail, type RevisionPage } from '../../shared/revisions.ts';
import type { ContentType } from '../content/define.ts';
import { readLanguageState } from '../content/languages.ts';
import type { Orm } from '../db/client.ts';
import { contentRevisions } from '../db/schema/index.ts';
import type { SessionUser } from '../lib/env.ts';
import { loadEntry } from './content-entries.ts';
import { referencesOf } from './revision-references.ts';

const ofEntry = (type: ContentType, entryId: number) =>
  and(eq(contentRevisions.type, type.path), eq(contentRevisions.entryId, entryId));

export function entryById(orm: Orm, type: ContentType, id: number): { slug: string; title: string } | undefined {
  return orm.select({ slug: type.table.slug, title: type.title }).from(type.table).where(eq(type.table.id, id)).get() as
    | { slug: string; title: string }
    | undefined;
}

export type Saver = { user: SessionUser | undefined; at: Date };

function snapshot(tx: Orm, type: ContentType, slug: string) {
  const entry = loadEntry(tx, type, slug);
  if (!entry) return undefined;
  const { _id: entryId, ...values } = entry;
  return { entryId, values: { ...values, ...readLanguageState(tx, type, entryId) } };
}

export function keepRevision(tx: Orm, type: ContentType, slug: string, { user, at }: Saver): void {
  const kept = snapshot(tx, type, slug);
  if (!kept) return;
  const { entryId, values } = kept;
  tx.insert(contentRevisions)
    .values({
      type: type.path,
      entryId,
      savedAt: at,
      savedBy: user?.id ?? null,
      savedByEmail: user?.email ?? '',
      values,
    })
    .run();
  const newest = tx
    .select({ id: contentRevisions.id })
    .from(contentRevisions)
    .where(ofEntry(type, entryId))
    .orderBy(desc(contentRevisions.id))
    .limit(REVISIONS_KEPT);
  tx.delete(contentRevisions)
    .where(and(ofEntry(type, entryId), notInArray(contentRevisions.id, newest)))
    .run();
}

/** An entry written before revisions were kept (or by the demo seed) gets one, so its first edit can be undone. */
export function keepBaseline(tx: Orm, type: ContentType, existing: { id: number; slug: string } | undefined): void {
  if (!existing) return;
  const any = tx.select({ id: contentRevisions.id }).from(contentRevisions).where(ofEntry(type, existing.id)).get();
  if (any) return;
  const kept = snapshot(tx, type, existing.slug);
  const row = tx.select({ at: type.table.updatedAt }).from(type.table).where(eq(type.table.id, existing.id)).get() as
    | { at: Date }
    | undefined;
  if (!kept || !row) return;
  const { entryId, values } = kept;
  tx.insert(contentRevisions).values({ type: type.path, entryId, savedAt: row.at, savedBy: null, values }).run();
}

/** By id, which new saves only ever raise: a page asked while others save neither repeats nor skips a revision. */
export function listRevisionPage(
  orm: Orm,
  type: ContentType,
  entryId: number,
  { limit, after }: { limit: number; after?: number | undefined },
): RevisionPage {
  const rows = orm
    .select()
    .from(contentRevisions)
    .where(and(ofEntry(type, entryId), after === undefined ? undefined : lt(contentRevisions.id, after)))
    .orderBy(desc(contentRevisions.id))
    .limit(limit + 1)
    .all();
  const items = rows.slice(0, limit).map((row, i) => {
    const older = rows[i + 1];
    return {
      id: row.id,
      savedAt: row.savedAt.getTime(),
      savedBy: row.savedByEmail,
      changed: older ? changedFields(older.values, row.values) : null,
    };
  });
  const last = items.at(-1);
  return { items, next: rows.length > limit && last ? String(last.id) : null };
}

export function findRevision(
  orm: Orm,
  type: ContentType,
  entryId: number,
  id: number,
): Omit<RevisionDetail, 'references'> | undefined {
  const row = orm
    .select()
    .from(contentRevisions)
    .where(and(ofEntry(type, entryId), eq(contentRevisions.id, id)))
    .get();
  if (!row) return undefined;
  return { id: row.id, savedAt: row.savedAt.getTime(), savedBy: row.savedByEmail, values: row.values };
}

export function revisionDetail(
  orm: Orm,
  type: ContentType,
  entry: { id: number; slug: string },
  id: number,
): RevisionDetail | undefined {
  const revision = findRevision(orm, type, entry.id, id);
  if (!revision) return undefined;
  const now = loadEntry(orm, type, entry.slug) ?? {};
  return { ...revision, references: referencesOf(orm, type.description.fields, [revision.values, now]) };
}
