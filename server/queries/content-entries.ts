import { and, asc, eq, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import type { EntrySummary } from '../../shared/catalogue/define.ts';
import type { ContentType } from '../content/define.ts';
import type { FieldStore } from '../content/field-stores.ts';
import { forgetLanguageState } from '../content/languages.ts';
import type { Orm } from '../db/client.ts';
import { contentRevisions } from '../db/schema/index.ts';
import { sanitizeRichText } from '../services/sanitize.ts';

type Values = Record<string, unknown>;
type Row = Record<string, unknown>;

// Drizzle types builders per table; over any content table the field stores (fieldsOf) check the columns instead.
const untyped = (value: unknown) => value as never;

export function listEntries(orm: Orm, type: ContentType): EntrySummary[] {
  return orm
    .select({
      _id: type.table.id,
      slug: type.table.slug,
      title: type.title,
      status: type.table.status,
      publish_at: type.table.publishAt,
    })
    .from(type.table)
    .orderBy(sql`${type.title} collate nocase`, asc(type.table.id))
    .all() as EntrySummary[];
}

export function findEntryId(orm: Orm, type: ContentType, slug: string): { id: number; title: string } | undefined {
  return orm.select({ id: type.table.id, title: type.title }).from(type.table).where(eq(type.table.slug, slug)).get() as
    | { id: number; title: string }
    | undefined;
}

export function slugTaken(orm: Orm, type: ContentType, slug: string, exceptId?: number): boolean {
  const row = orm.select({ id: type.table.id }).from(type.table).where(eq(type.table.slug, slug)).get() as
    | { id: number }
    | undefined;
  return row !== undefined && row.id !== exceptId;
}

export function loadEntry<S extends z.ZodObject>(
  orm: Orm,
  type: ContentType<S>,
  slug: string,
): (z.output<S> & { _id: number }) | undefined {
  const row = orm.select().from(type.table).where(eq(type.table.slug, slug)).get() as Row | undefined;
  if (!row) return undefined;
  const id = row.id as number;
  const values: Values = { _id: id };
  for (const [name, store] of Object.entries(type.fields) as [string, FieldStore][]) {
    values[name] = readField(orm, store, row, id);
  }
  return values as z.output<S> & { _id: number };
}

function readField(orm: Orm, store: FieldStore, row: Row, id: number): unknown {
  switch (store.kind) {
    case 'column':
    case 'image':
    case 'reference':
      return row[store.key];
    case 'imageList':
      return orm
        .select({ imageId: store.table.imageId })
        .from(store.table)
        .where(eq(store.table.ownerId, id))
        .orderBy(asc(store.table.position))
        .all()
        .map((r) => r.imageId);
    case 'describedImageList':
      return orm
        .select({ img: store.table.imageId, description: store.table.description })
        .from(store.table)
        .where(eq(store.table.ownerId, id))
        .orderBy(asc(store.table.position))
        .all();
    case 'rows':
      return orm
        .select()
        .from(store.table)
        .where(eq(store.owner, id))
        .orderBy(asc(store.position))
        .all()
        .map((r) => store.fromRow(untyped(r)));
    case 'entryList':
      return orm
        .select({ id: store.entry })
        .from(store.table)
        .where(eq(store.owner, id))
        .orderBy(asc(store.position))
        .all()
        .map((r) => r.id);
  }
}

/** Sent as the form's ETag and named in a save's If-Match, so a write over a change not seen is refused. */
export function entryVersion(orm: Orm, type: ContentType, id: number): number {
  const row = orm.select({ at: type.table.updatedAt }).from(type.table).where(eq(type.table.id, id)).get() as
    | { at: Date }
    | undefined;
  return row?.at.getTime() ?? 0;
}

/** Moves a saved entry's version on from `before`, by at least one, so two saves in a millisecond differ. */
export function moveVersion(tx: Orm, type: ContentType, id: number, before: number): number {
  const version = Math.max(Date.now(), before + 1);
  tx.update(type.table)
    .set({ updatedAt: new Date(version) })
    .where(eq(type.table.id, id))
    .run();
  return version;
}

export function saveEntry(tx: Orm, type: ContentType, values: Values, id?: number): number {
  const columns: Row = {};
  for (const [name, store] of Object.entries(type.fields) as [string, FieldStore][]) {
    if (store.kind === 'column') {
      const value = values[name];
      columns[store.key] = store.html && typeof value === 'string' ? sanitizeRichText(value) : value;
    } else if (store.kind === 'image' || store.kind === 'reference') {
      columns[store.key] = values[name];
    }
  }
  let ownerId: number;
  if (id === undefined) {
    const row = tx.insert(type.table).values(untyped(columns)).returning({ id: type.table.id }).get();
    ownerId = (row as { id: number }).id;
  } else {
    tx.update(type.table).set(untyped(columns)).where(eq(type.table.id, id)).run();
    ownerId = id;
  }

  for (const [name, store] of Object.entries(type.fields) as [string, FieldStore][]) {
    const list = values[name];
    if (!Array.isArray(list)) continue;
    if (store.kind === 'imageList' || store.kind === 'describedImageList') {
      tx.delete(store.table).where(eq(store.table.ownerId, ownerId)).run();
      const rows = list.map((entry, position) =>
        store.kind === 'imageList'
          ? { ownerId, position, imageId: entry as number }
          : { ownerId, position, imageId: entry.img as number, description: entry.description as string },
      );
      if (rows.length > 0) tx.insert(store.table).values(untyped(rows)).run();
    } else if (store.kind === 'rows' || store.kind === 'entryList') {
      tx.delete(store.table).where(eq(store.owner, ownerId)).run();
      const rows = list.map((entry, position) => ({
        ...(store.kind === 'rows'
          ? store.toRow(untyped(entry))
          : { [columnKey(store.table, store.entry)]: entry as number }),
        [columnKey(store.table, store.owner)]: ownerId,
        [columnKey(store.table, store.position)]: position,
      }));
      if (rows.length > 0) tx.insert(store.table).values(untyped(rows)).run();
    }
  }
  return ownerId;
}

function columnKey(table: object, column: SQLiteColumn): string {
  const found = Object.entries(table).find(([, value]) => value === column);
  if (!found) throw new Error(`Column ${column.name} is not in its table.`);
  return found[0];
}

/** Child rows and image lists go by their cascading foreign keys; revisions and translations are removed here. */
export function deleteEntry(tx: Orm, type: ContentType, id: number): void {
  tx.delete(type.table).where(eq(type.table.id, id)).run();
  forgetLanguageState(tx, type, id);
  tx.delete(contentRevisions)
    .where(and(eq(contentRevisions.type, type.path), eq(contentRevisions.entryId, id)))
    .run();
}

export function imageIdsIn(type: ContentType, values: Values): { id: number; path: string }[] {
  const found: { id: number; path: string }[] = [];
  for (const [name, store] of Object.entries(type.fields) as [string, FieldStore][]) {
    const value = values[name];
    if (store.kind === 'image' && typeof value === 'number') found.push({ id: value, path: name });
    if (store.kind === 'imageList' && Array.isArray(value)) {
      for (const [i, id] of (value as number[]).entries()) found.push({ id, path: `${name}.${i}` });
    }
    if (store.kind === 'describedImageList' && Array.isArray(value)) {
      for (const [i, entry] of (value as { img: number }[]).entries()) {
        found.push({ id: entry.img, path: `${name}.${i}.img` });
      }
    }
  }
  return found;
}
