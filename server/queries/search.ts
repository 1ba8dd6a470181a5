import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { DEFAULT_LANG, type Lang, PUBLISHED_BY_DEFAULT } from '../../shared/languages.ts';
import {
  SEARCH_PAGE_SIZE,
  type SearchAnswer,
  type SearchQuery,
  type SearchResult,
  type SearchType,
} from '../../shared/search.ts';
import type { FieldStore } from '../content/field-stores.ts';
import type { Orm } from '../db/client.ts';
import { currentLang } from '../i18n/context.ts';
import { SEARCH_SOURCES, type SearchSource } from '../search/sources.ts';
import { loadImageRefs } from './images.ts';
import { searchAliases } from './search-aliases.ts';
import { mentions, type ParsedQuery, parseQuery, snippetOf } from './search-text.ts';

export type SearchAudience = 'public' | 'staff';

type Stored = { source: SearchSource; table: string; status: string; publishAt: string; slug: string; img?: string };

const storedOf = (source: SearchSource): Stored => {
  const { type } = source;
  const image = type.description.fields
    .map((field) => (type.fields as Record<string, FieldStore>)[field.name])
    .find((store) => store?.kind === 'image');
  const column = (c: SQLiteColumn) => c.name;
  return {
    source,
    table: getTableName(type.table),
    status: column(type.table.status),
    publishAt: column(type.table.publishAt),
    slug: column(type.table.slug),
    img: image?.kind === 'image' ? (type.table as unknown as Record<string, SQLiteColumn>)[image.key]?.name : undefined,
  };
};

const storedLists = new WeakMap<readonly SearchSource[], readonly Stored[]>();
function storedAll(sources: readonly SearchSource[]): readonly Stored[] {
  let stored = storedLists.get(sources);
  if (!stored) {
    stored = sources.map(storedOf);
    storedLists.set(sources, stored);
  }
  return stored;
}

function pathOf(sources: readonly SearchSource[], kind: SearchType, slug: string, audience: SearchAudience): string {
  const content = sources.find((source) => source.kind === kind)?.type.description;
  if (!content) return '/';
  return audience === 'public' ? content.publicPath(slug) : `/admin/${content.route}/update/${slug}`;
}

/** bm25's column weights (kind, ref_id, title, summary, body, key) as FTS5's rank: titles count most. */
const RANK = 'bm25(0, 0, 10.0, 4.0, 1.0, 10.0)';
/** The same for the other languages' index (kind, ref_id, title, summary, body, names, key). */
const RANK_OTHER = 'bm25(0, 0, 10.0, 4.0, 1.0, 10.0, 10.0)';

/** The short-query scan reads at most this many matching rows, so its time has a ceiling. */
const SCAN_LIMIT = 1000;

const both = (hits: SQL) => sql`FROM (${hits}) AS h JOIN search_index AS s ON s.rowid = h.id
  LEFT JOIN search_i18n AS i ON i.rowid = s.rowid WHERE 1`;

/** `from` ends in a condition others are added to; `i` (search_i18n) is null for an entry with nothing in it. */
function condition(orm: Orm, parsed: ParsedQuery): { from: SQL; order: SQL } {
  if (parsed.kind === 'match') {
    // Most English queries find nothing in the other index: then the English one answers alone, ranked by FTS5.
    const other =
      orm.all(sql`SELECT 1 FROM search_i18n WHERE search_i18n MATCH ${parsed.matchOther} LIMIT 1`).length > 0;
    // bm25 saturates per word, so a whole-name match is ordered first; only when one exists, as that ranks every match.
    const keyMatch =
      parsed.keys.length > 0 && `key : (${parsed.keys.map((key) => `"${key.replaceAll('"', '""')}"`).join(' OR ')})`;
    const unnamed = (column: string) =>
      sql.join(
        parsed.keys.map((key) => sql`coalesce(instr(${sql.raw(column)}, ${key}), 0) = 0`),
        sql` AND `,
      );
    const named =
      keyMatch &&
      orm.all(sql`SELECT 1 FROM search_index WHERE search_index MATCH ${keyMatch}
        UNION ALL SELECT 1 FROM search_i18n WHERE search_i18n MATCH ${keyMatch} LIMIT 1`).length > 0
        ? other
          ? sql`(${unnamed('s.key')} AND ${unnamed('i.key')}), `
          : sql`(${unnamed('s.key')}), `
        : sql``;
    const english = sql`search_index MATCH ${parsed.match} AND rank MATCH ${RANK}`;
    if (!other) return { from: sql`FROM search_index AS s WHERE ${english}`, order: sql`${named}rank` };
    return {
      from: both(sql`SELECT id, min(score) AS score FROM (
        SELECT rowid AS id, rank AS score FROM search_index WHERE ${english}
        UNION ALL
        SELECT rowid, rank FROM search_i18n WHERE search_i18n MATCH ${parsed.matchOther} AND rank MATCH ${RANK_OTHER}
      ) GROUP BY id`),
      order: sql`${named}h.score`,
    };
  }
  const text = parsed.text;
  const fold = (column: string) => sql.raw(/[a-z]/.test(text) ? `lower(${column})` : column);
  const found = (column: string) => sql`coalesce(instr(${fold(column)}, ${text}), 0) > 0`;
  return {
    from: both(sql`SELECT * FROM (SELECT rowid AS id, 0 AS score FROM search_index AS s
        WHERE ${found('s.title')} OR ${found('s.summary')} OR ${found('s.body')} LIMIT ${SCAN_LIMIT})
      UNION
      SELECT * FROM (SELECT rowid, 0 FROM search_i18n AS s
        WHERE ${found('s.title')} OR ${found('s.summary')} OR ${found('s.body')} OR ${found('s.names')} LIMIT ${SCAN_LIMIT})${
          parsed.also
            ? sql`
      UNION
      SELECT * FROM (SELECT rowid, 0 FROM search_index WHERE search_index MATCH ${parsed.also} LIMIT ${SCAN_LIMIT})`
            : sql``
        }`),
    order: sql`CASE WHEN ${found('s.title')} OR ${found('i.title')} OR ${found('i.names')} THEN 0
      WHEN ${found('s.summary')} OR ${found('i.summary')} THEN 1 ELSE 2 END, s.title`,
  };
}

type Row = {
  id: number;
  kind: SearchType;
  title: string;
  summary: string;
  body: string;
  slug: string;
  img: number | null;
};

/** Which entries an audience may see is decided here alone: staff every entry, visitors what is public. */
function shown(stored: readonly Stored[], audience: SearchAudience, now: Date, lang: Lang | undefined) {
  const branches = stored.map(({ source, table, status, publishAt }) => {
    // The public rule of server/queries/published.ts, in SQL.
    const inLanguage =
      lang === undefined
        ? sql``
        : sql` AND coalesce((SELECT p.published FROM entry_publication AS p WHERE p.type = ${source.type.path}
            AND p.entry_id = t.id AND p.lang = ${lang}), ${PUBLISHED_BY_DEFAULT[lang] ? 1 : 0}) = 1`;
    const visible =
      audience === 'staff'
        ? sql``
        : sql` AND t.${sql.raw(status)} = 'published' AND (t.${sql.raw(publishAt)} IS NULL OR t.${sql.raw(publishAt)} <= ${now.getTime()})${inLanguage}`;
    return sql`WHEN ${source.kind} THEN EXISTS (SELECT 1 FROM ${sql.raw(table)} AS t WHERE t.id = s.ref_id${visible})`;
  });
  return sql`CASE s.kind ${sql.join(branches, sql` `)} ELSE 0 END`;
}

function pageEntries(stored: readonly Stored[]): { slug: SQL; img: SQL; from: SQL } {
  const alias = (i: number) => `t${i}`;
  const joins = stored.map(
    ({ source, table }, i) =>
      sql` LEFT JOIN ${sql.raw(table)} AS ${sql.raw(alias(i))} ON s.kind = ${source.kind} AND ${sql.raw(alias(i))}.id = s.ref_id`,
  );
  const slugs = stored.map(({ slug }, i) => `${alias(i)}.${slug}`);
  const imgs = stored.flatMap(({ img }, i) => (img ? [`${alias(i)}.${img}`] : []));
  return {
    slug: sql.raw(`coalesce(${slugs.join(', ')}, NULL)`),
    img: sql.raw(imgs.length > 0 ? `coalesce(${imgs.join(', ')}, NULL)` : 'NULL'),
    from: sql`FROM search_index AS s${sql.join(joins, sql``)}`,
  };
}

function snippetSource(row: Row, words: readonly string[]): string {
  if (mentions(row.body, words)) return row.body;
  if (mentions(row.summary, words)) return row.summary;
  return row.body.trim() ? row.body : row.summary;
}

export function searchSite(
  orm: Orm,
  query: SearchQuery,
  audience: SearchAudience,
  now: Date,
  sources: readonly SearchSource[] = SEARCH_SOURCES,
): SearchAnswer {
  const stored = storedAll(sources);
  const lang = audience === 'public' ? currentLang() : undefined;
  const visible = shown(stored, audience, now, lang);
  const parsed = parseQuery(query.q, searchAliases(orm));
  const { from: found, order } = condition(orm, parsed);

  const ofType = query.type ? sql` AND s.kind = ${query.type}` : sql``;
  const offset = (query.page - 1) * SEARCH_PAGE_SIZE;
  const ids = orm
    .all<{ id: number }>(sql`SELECT s.rowid AS id ${found} AND ${visible}${ofType}
      ORDER BY ${order} LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${offset}`)
    .map((row) => row.id);
  // A short first page is the whole answer; only a full one (or a later page) needs counting.
  const total =
    ids.length < SEARCH_PAGE_SIZE && (ids.length > 0 || offset === 0)
      ? offset + ids.length
      : (orm.all<{ n: number }>(sql`SELECT count(*) AS n ${found} AND ${visible}${ofType}`)[0]?.n ?? 0);
  const inPage = sql`s.rowid IN (${ids.length ? sql.join(ids, sql`, `) : sql`NULL`})`;
  const other = lang !== undefined && lang !== DEFAULT_LANG;
  const textOf = (column: string) => sql.raw(other ? `coalesce(nullif(i.${column}, ''), s.${column})` : `s.${column}`);
  const page = pageEntries(stored);
  const entries = new Map(
    orm
      .all<Row>(sql`SELECT s.rowid AS id, s.kind AS kind, ${textOf('title')} AS title, ${textOf('summary')} AS summary,
          ${textOf('body')} AS body, ${page.slug} AS slug, ${page.img} AS img
          ${page.from} LEFT JOIN search_i18n AS i ON i.rowid = s.rowid WHERE ${inPage}`)
      .map((row) => [row.id, row]),
  );
  const rows = ids.map((id) => entries.get(id)).filter((row): row is Row => row !== undefined);
  const images = loadImageRefs(
    orm,
    rows.map((row) => row.img),
  );
  const results: SearchResult[] = rows.map((row) => ({
    type: row.kind,
    title: row.title,
    slug: row.slug,
    path: pathOf(sources, row.kind, row.slug, audience),
    image: row.img === null ? null : (images.get(row.img) ?? null),
    snippet: snippetOf(snippetSource(row, parsed.words), parsed.words),
  }));
  return { results, total, page: query.page };
}
