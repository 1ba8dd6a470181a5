import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import {
  defaultDir,
  LIST_PAGE_SIZE,
  type ListAnswer,
  type ListQuery,
  type PickAnswer,
  type PickQuery,
} from '../../shared/admin-lists.ts';
import type { PublishState } from '../../shared/content/publishing.ts';
import type { ContentType } from '../content/define.ts';
import type { FieldStore } from '../content/field-stores.ts';
import type { Orm } from '../db/client.ts';
import { contentRevisions, entryTranslations } from '../db/schema/index.ts';
import { languagesOfEntries } from './admin-languages.ts';
import { foldedMatch } from './folded-match.ts';
import { loadImageRefs } from './images.ts';

function imageColumn(type: ContentType): SQLiteColumn | undefined {
  for (const store of Object.values(type.fields) as FieldStore[]) {
    if (store.kind === 'image') return (type.table as unknown as Record<string, SQLiteColumn>)[store.key];
  }
  return undefined;
}

const stateRank = (type: ContentType, now: number) =>
  sql<number>`CASE WHEN ${type.table.status} = 'draft' THEN 0
    WHEN ${type.table.publishAt} IS NOT NULL AND ${type.table.publishAt} > ${now} THEN 1 ELSE 2 END`;

const STATE_OF: Record<number, PublishState> = { 0: 'draft', 1: 'scheduled', 2: 'published' };
const RANK_OF: Record<PublishState, number> = { draft: 0, scheduled: 1, published: 2 };

function titleMatches(orm: Orm, type: ContentType, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const chinese = sql`${type.table.id} IN (SELECT ${entryTranslations.entryId} FROM ${entryTranslations}
    WHERE ${entryTranslations.type} = ${type.path} AND ${entryTranslations.field} = ${type.description.titleField}
    AND instr(lower(${entryTranslations.value}), lower(${q.trim()})) > 0)`;
  return or(foldedMatch(orm, type.table, type.table.id, [type.title], q), chinese);
}

export function listPage(orm: Orm, type: ContentType, query: ListQuery, now: Date): ListAnswer {
  const rank = stateRank(type, now.getTime());
  const where = and(
    titleMatches(orm, type, query.q),
    query.status ? sql`${rank} = ${RANK_OF[query.status]}` : undefined,
  );
  const dir = query.dir ?? defaultDir(query.sort);
  const by = dir === 'asc' ? asc : desc;
  const title = sql`${type.title} collate nocase`;
  const order: SQL[] =
    query.sort === 'title'
      ? [by(title)]
      : query.sort === 'changed'
        ? [by(type.table.updatedAt)]
        : [by(rank), asc(title)];
  const image = imageColumn(type);
  const rows = orm
    .select({
      _id: type.table.id,
      slug: type.table.slug,
      title: type.title,
      rank,
      publishAt: type.table.publishAt,
      changedAt: type.table.updatedAt,
      image: image ?? sql<null>`NULL`,
    })
    .from(type.table)
    .where(where)
    // The id last, so entries with equal keys keep one order from page to page.
    .orderBy(...order, by(type.table.id))
    .limit(LIST_PAGE_SIZE)
    .offset((query.page - 1) * LIST_PAGE_SIZE)
    .all() as {
    _id: number;
    slug: string;
    title: string;
    rank: number;
    publishAt: number | null;
    changedAt: Date;
    image: number | null;
  }[];
  const total =
    rows.length < LIST_PAGE_SIZE && (rows.length > 0 || query.page === 1)
      ? (query.page - 1) * LIST_PAGE_SIZE + rows.length
      : (orm.select({ n: sql<number>`count(*)` }).from(type.table).where(where).get() as { n: number }).n;
  const authors = lastAuthors(
    orm,
    type,
    rows.map((row) => row._id),
  );
  const images = loadImageRefs(
    orm,
    rows.map((row) => row.image),
  );
  const languages = languagesOfEntries(
    orm,
    type,
    rows.map((row) => row._id),
  );
  return {
    entries: rows.map((row) => ({
      _id: row._id,
      slug: row.slug,
      title: row.title,
      state: STATE_OF[row.rank] ?? 'published',
      publish_at: row.publishAt,
      changed_at: row.changedAt.getTime(),
      changed_by: authors.get(row._id) ?? '',
      image: row.image === null ? null : (images.get(row.image) ?? null),
      ...(languages.get(row._id) ?? { languages: { en: true, zh: false }, chineseMissing: false }),
    })),
    total,
    page: query.page,
    pageSize: LIST_PAGE_SIZE,
  };
}

function lastAuthors(orm: Orm, type: ContentType, ids: number[]): Map<number, string> {
  if (ids.length === 0) return new Map();
  const newest = orm
    .select({ id: sql<number>`max(${contentRevisions.id})` })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.type, type.path), inArray(contentRevisions.entryId, ids)))
    .groupBy(contentRevisions.entryId);
  const rows = orm
    .select({ entryId: contentRevisions.entryId, email: contentRevisions.savedByEmail })
    .from(contentRevisions)
    .where(inArray(contentRevisions.id, newest))
    .all();
  return new Map(rows.map((row) => [row.entryId, row.email]));
}

export function pickEntries(orm: Orm, type: ContentType, query: PickQuery): PickAnswer {
  const columns = {
    _id: type.table.id,
    slug: type.table.slug,
    title: type.title,
    status: type.table.status,
    publish_at: type.table.publishAt,
  };
  const matches = orm
    .select(columns)
    .from(type.table)
    .where(titleMatches(orm, type, query.q))
    .orderBy(sql`${type.title} collate nocase`, asc(type.table.id))
    .limit(query.limit)
    .all() as PickAnswer['matches'];
  const named =
    query.ids.length === 0
      ? []
      : (orm.select(columns).from(type.table).where(inArray(type.table.id, query.ids)).all() as PickAnswer['named']);
  return { matches, named };
}
