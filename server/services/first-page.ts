import { Hono } from 'hono';
import { CATALOGUE } from '../../shared/content/catalogue.ts';
import { DEFAULT_LANG, LANG_PARAM, type Lang } from '../../shared/languages.ts';
import { PAGE_SIZE, PAGES_SEGMENT } from '../../shared/list-query.ts';
import {
  entryKey,
  FEATURED_KEY,
  HOME_EXHIBITION_KEY,
  onlyInKey,
  pagesKey,
  SITE_SETTINGS_KEY,
  SITE_TERMS_KEY,
  SITE_TEXTS_KEY,
  STATIC_IMAGES_KEY,
  searchKey,
} from '../../shared/query-keys.ts';
import { withoutInvisible } from '../../shared/visible-text.ts';
import type { AppDeps, AppEnv } from '../lib/env.ts';
import { language } from '../middleware/language.ts';

/**
 * The data a page's first screen needs, written into the page as inert JSON so the client fills its query
 * cache before it asks (client/lib/first-page.ts reads it). A small registry: a page's path names the client's
 * query keys and, for each, the API read that answers it. Each is answered by the very route of the JSON API,
 * in process, with the visitor's cookie: the data is the API's answer byte for byte, kept in and read from the
 * same answer cache, and a signed-in preview of a draft is answered (and marked private) exactly as the API
 * does it, never kept for the public.
 */

/**
 * One entry of the client's cache: its query key and the API address whose answer it holds. A list's first
 * page (`pages`) is held as the first page of an infinite query (client/lib/list-pages.ts).
 */
export type FirstPageRead = { key: readonly unknown[]; api: string; pages?: true; notIn?: Lang };

/** The gallery's details: the footer shows them on every page. */
const SETTINGS: FirstPageRead = { key: SITE_SETTINGS_KEY, api: '/api/site/settings' };
const TEXTS: FirstPageRead = { key: SITE_TEXTS_KEY, api: '/api/site/texts' };
const STATIC_IMAGES: FirstPageRead = { key: STATIC_IMAGES_KEY, api: '/api/static-images' };
/**
 * The names of media, categories and collections in the page's language (client/features/site/term-labels.ts);
 * an English page shows the names themselves and never asks.
 */
const TERMS: FirstPageRead = { key: SITE_TERMS_KEY, api: '/api/site/terms', notIn: DEFAULT_LANG };
/** The home page's four works (client/routes/-home/featured-query.ts). */
const FEATURED: FirstPageRead = { key: FEATURED_KEY, api: '/api/shop/featured?for=home' };

/** The home page's exhibition, current or next (client/routes/-home/exhibition-query.ts). */
const HOME_EXHIBITION: FirstPageRead = {
  key: HOME_EXHIBITION_KEY,
  api: '/api/explore/exhibitions/current?for=home',
};

/**
 * Every content type's list at its plain address (/shop, /artists, the explore lists, /blog): its first page,
 * in the size the client asks, under the key the list's infinite query uses (shared/query-keys.ts). An address with a filter or
 * more pages (`?q=`, `?pages=3`) asks the API itself.
 */
const LIST_READS: Record<string, readonly FirstPageRead[]> = Object.fromEntries(
  CATALOGUE.map((type) => [
    type.publicList,
    [
      { key: pagesKey(type.publicKey), api: `/api${type.publicList}/${PAGES_SEGMENT}?limit=${PAGE_SIZE}`, pages: true },
      SETTINGS,
      ...termsOn(type.publicList),
    ],
  ]),
);

/** The shop's list and works show terms; other types' pages do not. */
function termsOn(list: string): FirstPageRead[] {
  return list === '/shop' ? [TERMS] : [];
}

/** Pages whose path is fixed. */
const STATIC_READS: Record<string, readonly FirstPageRead[]> = {
  '/': [FEATURED, HOME_EXHIBITION, TEXTS, STATIC_IMAGES, SETTINGS, TERMS],
  '/mediums': [TERMS],
  '/about': [TEXTS, STATIC_IMAGES, SETTINGS],
  '/privacy': [TEXTS, SETTINGS],
  '/terms': [TEXTS, SETTINGS],
  '/shipping': [TEXTS, SETTINGS],
};

/**
 * Every content type's entry page (SPEC 2 'Public routes'): the catalogue's public list path plus a slug, read
 * from the API under the same path, cached under the list's key plus the slug as the pages' queries key it.
 */
const ENTRY_READS = CATALOGUE.map((type) => ({
  list: type.publicList,
  reads: (slug: string): FirstPageRead[] => [
    { key: entryKey(type.publicKey, slug), api: `/api${type.publicList}/${encodeURIComponent(slug)}` },
    SETTINGS,
    ...termsOn(type.publicList),
  ],
}));

/** What the first screen of a page in `lang` reads; none for a path that is not covered. `slug` is decoded. */
export function firstPageReads(path: string, search = '', lang: Lang = DEFAULT_LANG): readonly FirstPageRead[] {
  return readsOf(path, search).filter((read) => read.notIn !== lang);
}

/**
 * A search's first page of results, under the key of client/routes/-search/queries.ts, for the address's query
 * as the page reads it (without invisible characters, trimmed, at most 100 characters; a page from 2 to 500,
 * else the first).
 */
function searchReads(search: string): FirstPageRead[] {
  const params = new URLSearchParams(search);
  const q = withoutInvisible(params.get('q') ?? '')
    .trim()
    .slice(0, 100);
  if (!q) return [SETTINGS];
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked > 1 && asked <= 500 ? asked : 1;
  const api = `/api/search?${new URLSearchParams({ q, page: String(page) })}`;
  return [{ key: searchKey(q, page), api }, SETTINGS];
}

function readsOf(path: string, search: string): readonly FirstPageRead[] {
  if (path === '/search') return searchReads(search);
  const fixed = STATIC_READS[path];
  if (fixed) return fixed;
  const list = LIST_READS[path];
  if (list) return search ? [SETTINGS, ...termsOn(path)] : list;
  const cut = path.lastIndexOf('/');
  const parent = path.slice(0, cut);
  const slug = decodeSegment(path.slice(cut + 1));
  if (!slug) return [];
  return ENTRY_READS.find((entry) => entry.list === parent)?.reads(slug) ?? [];
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The app's own API route table, as createApp mounts it (server/app.ts), by the app's dependencies: the first
 * screen is read from the very routes the API serves, without the request log, compression or origin checks.
 */
const readers = new WeakMap<AppDeps, Hono<AppEnv>>();

export function readFirstPagesFrom(deps: AppDeps, api: Hono<AppEnv>): void {
  readers.set(
    deps,
    new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('deps', deps);
        await next();
      })
      .use(language())
      .route('/api', api),
  );
}

function readerOf(deps: AppDeps): Hono<AppEnv> {
  const reader = readers.get(deps);
  if (!reader) throw new Error('The first screen is read from an app made by createApp.');
  return reader;
}

/** The JSON list of languages a 404's body names, if it names any. */
function languagesElsewhere(body: string): string | undefined {
  try {
    const { languages } = JSON.parse(body) as { languages?: unknown };
    return Array.isArray(languages) && languages.length > 0 ? JSON.stringify(languages) : undefined;
  } catch {
    return undefined;
  }
}

export type FirstPageData = {
  /** The JSON text of the script element's content: `[{"key":[...],"data":...}, ...]`, not yet escaped. */
  json: string;
  /** One of the answers is for this visitor only (a signed-in preview): the page must not be kept either. */
  private: boolean;
  /** The answers' JSON text by their query key's JSON, for the page's own use (the image to preload). */
  answers: Map<string, string>;
};

/**
 * Reads a page's first-screen data from the API as the visitor would, with the request's origin and cookie.
 * A read that fails (a 404, an error) is left out: the client asks for it as usual and shows what comes. A
 * 404 that names the languages the entry is in is kept as those languages, under the entry's key and
 * `only-in` (shared/query-keys.ts).
 */
export async function readFirstPage(
  deps: AppDeps,
  request: Request,
  path: string,
  lang: Lang = DEFAULT_LANG,
): Promise<FirstPageData> {
  const url = new URL(request.url);
  const reads = firstPageReads(path, url.search, lang);
  const origin = url.origin;
  const cookie = request.headers.get('Cookie');
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  const parts: string[] = [];
  const answers = new Map<string, string>();
  let isPrivate = false;
  for (const read of reads) {
    // The API's address in the page's language, as the client asks it (client/lib/api.ts).
    const api =
      lang === DEFAULT_LANG ? read.api : `${read.api}${read.api.includes('?') ? '&' : '?'}${LANG_PARAM}=${lang}`;
    const response = await readerOf(deps).request(new Request(`${origin}${api}`, { headers }));
    if (response.status === 404) {
      const elsewhere = languagesElsewhere(await response.text());
      if (elsewhere) parts.push(`{"key":${JSON.stringify(onlyInKey(read.key))},"data":${elsewhere}}`);
      continue;
    }
    if (response.status !== 200) continue;
    const body = await response.text();
    const key = JSON.stringify(read.key);
    parts.push(`{"key":${key},"data":${body}${read.pages ? ',"pages":true' : ''}}`);
    answers.set(key, body);
    if (/\bprivate\b/.test(response.headers.get('Cache-Control') ?? '')) isPrivate = true;
  }
  return { json: parts.length > 0 ? `[${parts.join(',')}]` : '', private: isPrivate, answers };
}
