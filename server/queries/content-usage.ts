import { asc, eq, inArray } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { ContentType } from '../content/define.ts';
import type { FieldStore } from '../content/field-stores.ts';
import { CONTENT_TYPES } from '../content/registry.ts';
import type { Orm } from '../db/client.ts';
import { images, staticImages } from '../db/schema/index.ts';
import { imageIdsIn } from './content-entries.ts';

/** Read from the registry's field stores, so a new type is covered by being listed there (SPEC 8). */

type FieldError = { msg: string; path: string };

const columnOf = (type: ContentType, key: string) => (type.table as unknown as Record<string, SQLiteColumn>)[key];

const stores = (type: ContentType) => Object.entries(type.fields) as [string, FieldStore][];

export function missingReferences(orm: Orm, type: ContentType, values: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = [];
  const wanted = imageIdsIn(type, values);
  if (wanted.length > 0) {
    const ids = [...new Set(wanted.map((w) => w.id))];
    const found = new Set(
      orm
        .select({ id: images.id })
        .from(images)
        .where(inArray(images.id, ids))
        .all()
        .map((r) => r.id),
    );
    for (const { id, path } of wanted) {
      if (!found.has(id)) errors.push({ msg: 'The chosen image no longer exists. Choose another.', path });
    }
  }
  for (const [name, store] of stores(type)) {
    const id = values[name];
    if (store.kind !== 'reference' || typeof id !== 'number') continue;
    const row = orm.select({ id: store.table.id }).from(store.table).where(eq(store.table.id, id)).get();
    if (!row) errors.push({ msg: `The chosen ${store.noun} no longer exists. Choose another.`, path: name });
  }
  for (const [name, store] of stores(type)) {
    const ids = values[name];
    if (store.kind !== 'entryList' || !Array.isArray(ids) || ids.length === 0) continue;
    const target = store.of.table;
    const found = new Set(
      orm
        .select({ id: target.id })
        .from(target)
        .where(inArray(target.id, ids as number[]))
        .all()
        .map((r) => r.id as number),
    );
    for (const [i, id] of (ids as number[]).entries()) {
      if (!found.has(id)) {
        errors.push({ msg: `The chosen ${store.of.noun} no longer exists. Choose another.`, path: `${name}.${i}` });
      }
    }
  }
  return errors;
}

export function entriesReferencing(orm: Orm, target: ContentType, id: number): string[] {
  const titles: string[] = [];
  for (const type of CONTENT_TYPES) {
    for (const [, store] of stores(type)) {
      if (store.kind !== 'reference' || store.table !== target.table) continue;
      const column = columnOf(type, store.key);
      if (!column) continue;
      const rows = orm.select({ title: type.title }).from(type.table).where(eq(column, id)).orderBy(asc(type.title));
      titles.push(...(rows.all() as { title: string }[]).map((r) => r.title));
    }
  }
  return titles;
}

const capitalised = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

export function imageUsers(orm: Orm, imageId: number): string[] {
  const users = new Set<string>();
  for (const type of CONTENT_TYPES) {
    const label = capitalised(type.noun);
    for (const [, store] of stores(type)) {
      let rows: { title: string }[] = [];
      if (store.kind === 'image') {
        const column = columnOf(type, store.key);
        if (column) rows = orm.select({ title: type.title }).from(type.table).where(eq(column, imageId)).all() as never;
      } else if (store.kind === 'imageList' || store.kind === 'describedImageList') {
        rows = orm
          .select({ title: type.title })
          .from(store.table)
          .innerJoin(type.table, eq(type.table.id, store.table.ownerId))
          .where(eq(store.table.imageId, imageId))
          .all() as never;
      }
      for (const row of rows) users.add(`${label}: ${row.title}`);
    }
  }
  const slots = orm.select({ name: staticImages.name }).from(staticImages).where(eq(staticImages.imageId, imageId));
  for (const slot of slots.all()) users.add(`Static image: ${slot.name}`);
  return [...users];
}
