import { type SQL, sql } from 'drizzle-orm';
import { CATALOGUE } from '../../shared/content/catalogue.ts';
import {
  SEARCH_PAGE_SIZE,
  type SearchAnswer,
  type SearchQuery,
  type SearchResult,
  type SearchType,
} from '../../shared/search.ts';
import type { Orm } from '../db/client.ts';
import { loadImageRefs } from './images.ts';
import { type ParsedQuery, parseQuery, snippetOf } from './search-text.ts';

/**
 * Site search over the FTS5 index `search_index` (drizzle/0006_search.sql), which triggers keep in step with
 * every write to the content tables. Ranked by bm25 with the title weighted over the rest; queries too short
 * for trigrams scan the index's own text instead.
 */

/** Who is asking: visitors get public pages, staff the entries' forms. */
export type SearchAudience = 'public' | 'staff';

/** Each index type's entry in the content catalogue (its public page and admin form). */
const CONTENT_OF: Record<SearchType, (typeof CATALOGUE)[number]['api']> = {
  work: 'shop',
  artist: 'artists',
  collection: 'collections',
  exhibition: 'exhibitions',
  film: 'films',
  publication: 'publications',
  post: 'blog',
};

function pathOf(type: SearchType, slug: string, audience: SearchAudience): string {
  const content = CATALOGUE.find((entry) => entry.api === CONTENT_OF[type]);
  if (!content) return '/';
  return audience === 'public' ? content.publicPath(slug) : `/admin/${content.route}/update/${slug}`;
}

/** Column weights of bm25: kind, ref_id (unindexed), title, summary, body, key. */
const RANK = sql.raw('bm25(search_index, 0, 0, 10.0, 4.0, 1.0, 20.0)');

function condition(parsed: ParsedQuery): { where: SQL; order: SQL } {
  if (parsed.kind === 'match') {
    // A whole name in any romanisation goes first, whatever the words' weights say.
    const named = parsed.key ? sql`CASE WHEN instr(s.key, ${parsed.key}) > 0 THEN 0 ELSE 1 END, ` : sql``;
    return { where: sql`search_index MATCH ${parsed.match}`, order: sql`${named}${RANK}` };
  }
  const text = parsed.text;
  return {
    where: sql`(instr(lower(s.title), ${text}) > 0 OR instr(lower(s.summary), ${text}) > 0 OR instr(lower(s.body), ${text}) > 0)`,
    order: sql`CASE WHEN instr(lower(s.title), ${text}) > 0 THEN 0 WHEN instr(lower(s.summary), ${text}) > 0 THEN 1 ELSE 2 END, s.title`,
  };
}

type Row = {
  kind: SearchType;
  title: string;
  summary: string;
  body: string;
  slug: string;
  img: number | null;
};

/**
 * The one place search results meet the content tables: every type's table is joined here, so which entries
 * an audience may see is decided in these joins' ON clauses (staff see every entry; visitors what is public).
 */
const ENTRIES = sql`FROM search_index AS s
    LEFT JOIN shop_items AS w ON s.kind = 'work' AND w.id = s.ref_id
    LEFT JOIN artists AS a ON s.kind = 'artist' AND a.id = s.ref_id
    LEFT JOIN collections AS c ON s.kind = 'collection' AND c.id = s.ref_id
    LEFT JOIN exhibitions AS e ON s.kind = 'exhibition' AND e.id = s.ref_id
    LEFT JOIN films AS f ON s.kind = 'film' AND f.id = s.ref_id
    LEFT JOIN publications AS p ON s.kind = 'publication' AND p.id = s.ref_id
    LEFT JOIN blog_posts AS b ON s.kind = 'post' AND b.id = s.ref_id`;

const FOUND = sql.raw('coalesce(w.id, a.id, c.id, e.id, f.id, p.id, b.id) IS NOT NULL');

export function searchSite(orm: Orm, query: SearchQuery, audience: SearchAudience): SearchAnswer {
  const parsed = parseQuery(query.q);
  const { where, order } = condition(parsed);
  const ofType = query.type ? sql` AND s.kind = ${query.type}` : sql``;
  const from = ENTRIES;
  const total =
    orm.all<{ n: number }>(sql`SELECT count(*) AS n ${from} WHERE ${where}${ofType} AND ${FOUND}`)[0]?.n ?? 0;
  const rows =
    total === 0
      ? []
      : orm.all<Row>(sql`SELECT s.kind AS kind, s.title AS title, s.summary AS summary, s.body AS body,
          coalesce(w.slug, a.slug, c.slug, e.slug, f.slug, p.slug, b.slug) AS slug,
          coalesce(w.img_id, a.img_id, c.main_img_id, e.img_id, f.main_img_id, p.cover_img_id, b.img_id) AS img
          ${from} WHERE ${where}${ofType} AND ${FOUND}
          ORDER BY ${order} LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${(query.page - 1) * SEARCH_PAGE_SIZE}`);
  const images = loadImageRefs(
    orm,
    rows.map((row) => row.img),
  );
  const results: SearchResult[] = rows.map((row) => ({
    type: row.kind,
    title: row.title,
    slug: row.slug,
    path: pathOf(row.kind, row.slug, audience),
    image: row.img === null ? null : (images.get(row.img) ?? null),
    snippet: snippetOf(`${row.summary} ${row.body}`, parsed.words),
  }));
  return { results, total, page: query.page };
}
