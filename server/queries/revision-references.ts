import { inArray } from 'drizzle-orm';
import type { FieldDef } from '../../shared/catalogue/define.ts';
import type { ContentKey } from '../../shared/content/catalogue.ts';
import type { RevisionReferences } from '../../shared/revisions.ts';
import { STORAGE } from '../content/registry.ts';
import type { Orm } from '../db/client.ts';
import { loadImageRefs } from './images.ts';

/** Read only for the ids named: a version naming three images costs three rows, whatever the library's size. */

type Named = { images: Set<number>; entries: Map<string, Set<number>> };

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.filter(isId) : []);

function addEntries(named: Named, api: string, ids: number[]) {
  if (ids.length === 0) return;
  const set = named.entries.get(api) ?? new Set<number>();
  for (const id of ids) set.add(id);
  named.entries.set(api, set);
}

function collect(named: Named, fields: readonly FieldDef[], values: Record<string, unknown>) {
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'image' && isId(value)) named.images.add(value);
    else if (field.kind === 'list' && field.of.kind === 'image') for (const id of idsOf(value)) named.images.add(id);
    else if (field.kind === 'rows' && Array.isArray(value)) {
      const columns = field.columns.filter((column) => column.kind === 'image');
      for (const row of value as Record<string, unknown>[]) {
        for (const column of columns) if (isId(row?.[column.name])) named.images.add(row[column.name] as number);
      }
    } else if (field.kind === 'entries') addEntries(named, field.entriesOf, idsOf(value));
    else if (field.kind === 'select' && 'entriesOf' in field && isId(value))
      addEntries(named, field.entriesOf, [value]);
  }
}

export function referencesOf(
  orm: Orm,
  fields: readonly FieldDef[],
  versions: readonly Record<string, unknown>[],
): RevisionReferences {
  const named: Named = { images: new Set(), entries: new Map() };
  for (const values of versions) collect(named, fields, values);

  const refs = loadImageRefs(orm, named.images);
  const images: RevisionReferences['images'] = {};
  for (const id of named.images) {
    const ref = refs.get(id);
    images[id] = ref
      ? { title: ref.title, src: ref.src, srcset: ref.srcset, width: ref.width, height: ref.height }
      : null;
  }

  const entries: RevisionReferences['entries'] = {};
  for (const [api, ids] of named.entries) {
    const type = STORAGE[api as ContentKey];
    if (!type) continue;
    const rows = orm
      .select({ id: type.table.id, title: type.title })
      .from(type.table)
      .where(inArray(type.table.id, [...ids]))
      .all() as { id: number; title: string }[];
    const titles = new Map(rows.map((row) => [row.id, row.title]));
    entries[api] = Object.fromEntries([...ids].map((id) => [id, titles.get(id) ?? null]));
  }
  return { images, entries };
}
