import type { ContentType } from '../content/define.ts';
import { CONTENT_TYPES } from '../content/registry.ts';
import type { RawDatabase } from '../db/client.ts';
import { type IndexSql, indexSql } from './index-sql.ts';
import { SEARCH_SOURCES, type SearchSource } from './sources.ts';

/**
 * Puts the search index's views and triggers (server/search/index-sql.ts) in the database: at start-up, after
 * the migrations and in their transaction (server/db/migrations.ts), those the database has are compared with
 * those the descriptions call for, and the ones that differ are made again. A type whose view changed (a field
 * made searchable, or no longer) has its rows written anew from it; so has every type when one is added, as
 * that moves every row's id. Every view and trigger named search_* belongs to the index: one no type calls
 * for is dropped, as are the rows of a type no longer searched.
 */

export type IndexChanges = { dropped: string[]; created: string[]; rebuilt: string[] };

type Existing = { type: 'view' | 'trigger'; name: string; sql: string };

const VIEW_OF = /^search_(?:i18n_)?source_(.+)$/;

/** What would change, without changing anything. */
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
  // A type's rows change with its views: one made, changed or no longer wanted.
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

/**
 * Makes the database's index objects the wanted ones and rewrites the rows of the types that need it. Runs in
 * the caller's transaction: a failure leaves the index as it was.
 */
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

/** The same in a transaction of its own, for a database already migrated. */
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
