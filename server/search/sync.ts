import type { ContentType } from '../content/define.ts';
import { CONTENT_TYPES } from '../content/registry.ts';
import type { RawDatabase } from '../db/client.ts';
import { type IndexSql, indexSql } from './index-sql.ts';
import { SEARCH_SOURCES, type SearchSource } from './sources.ts';

/** Adding a type moves every row's id, so all rows are rewritten; a search_* object no type needs is dropped. */

export type IndexChanges = { dropped: string[]; created: string[]; rebuilt: string[] };

type Existing = { type: 'view' | 'trigger'; name: string; sql: string };

const VIEW_OF = /^search_(?:i18n_)?source_(.+)$/;

export function searchIndexChanges(
  raw: RawDatabase,
  sources: readonly SearchSource[] = SEARCH_SOURCES,
  types: readonly ContentType[] = CONTENT_TYPES,
): IndexChanges & { wanted: IndexSql; existing: Existing[] } {
  const wanted = indexSql(sources, types);
  const existing = raw.all<Existing>(
    "SELECT type, name, sql FROM sqlite_master WHERE type IN ('view', 'trigger') AND name LIKE 'search\\_%' ESCAPE '\\'",
  );
  const has = new Map(existing.map((object) => [object.name, object.sql]));
  const sqlOf = new Map(wanted.objects.map((object) => [object.name, object.sql]));
  const created = wanted.objects.filter((object) => has.get(object.name) !== object.sql);
  const dropped = existing.filter((object) => sqlOf.get(object.name) !== object.sql);
  const searched = new Set<string>(sources.map((source) => source.kind));
  const rebuilt = new Set(created.filter((object) => object.type === 'view').map((object) => object.kind));
  for (const object of dropped) {
    const kind = object.type === 'view' ? VIEW_OF.exec(object.name)?.[1] : undefined;
    if (kind !== undefined && searched.has(kind)) rebuilt.add(kind);
  }
  return {
    wanted,
    existing,
    dropped: dropped.map((object) => object.name),
    created: created.map((object) => object.name),
    rebuilt: sources.map((source) => source.kind).filter((kind) => rebuilt.has(kind)),
  };
}

/** Runs in the caller's transaction: a failure leaves the index as it was. */
export function applySearchIndex(
  raw: RawDatabase,
  sources: readonly SearchSource[] = SEARCH_SOURCES,
  types: readonly ContentType[] = CONTENT_TYPES,
): IndexChanges {
  const { wanted, existing, dropped, created, rebuilt } = searchIndexChanges(raw, sources, types);
  if (dropped.length === 0 && created.length === 0) return { dropped, created, rebuilt };
  const typeOf = new Map(existing.map((object) => [object.name, object.type]));
  // Triggers first: they read the views.
  const going = [...dropped].sort(
    (a, b) => (typeOf.get(a) === 'trigger' ? 0 : 1) - (typeOf.get(b) === 'trigger' ? 0 : 1),
  );
  for (const name of going) raw.exec(`DROP ${typeOf.get(name) === 'trigger' ? 'TRIGGER' : 'VIEW'} ${name}`);
  const making = new Set(created);
  const objects = wanted.objects.filter((object) => making.has(object.name));
  for (const object of objects.filter((o) => o.type === 'view')) raw.exec(object.sql);
  for (const object of objects.filter((o) => o.type === 'trigger')) raw.exec(object.sql);

  const listed = sources.map((source) => `'${source.kind}'`).join(', ');
  raw.exec(`DELETE FROM search_index WHERE kind NOT IN (${listed})`);
  raw.exec(`DELETE FROM search_i18n WHERE kind NOT IN (${listed})`);
  for (const kind of rebuilt) {
    raw.run('DELETE FROM search_index WHERE kind = ?', kind);
    raw.run('DELETE FROM search_i18n WHERE kind = ?', kind);
    for (const statement of wanted.fill.get(kind) ?? []) raw.exec(statement);
  }
  return { dropped, created, rebuilt };
}

export function syncSearchIndex(
  raw: RawDatabase,
  sources: readonly SearchSource[] = SEARCH_SOURCES,
  types: readonly ContentType[] = CONTENT_TYPES,
): IndexChanges {
  raw.exec('BEGIN IMMEDIATE');
  try {
    const changes = applySearchIndex(raw, sources, types);
    raw.exec('COMMIT');
    return changes;
  } catch (error) {
    raw.exec('ROLLBACK');
    throw error;
  }
}
