import { Hono } from 'hono';
import { CATALOGUE } from '../../shared/content/catalogue.ts';
import { DEFAULT_LANG, LANG_PARAM, type Lang } from '../../shared/languages.ts';
import { withoutInvisible } from '../../shared/visible-text.ts';
import type { AppDeps, AppEnv } from '../lib/env.ts';
import { language } from '../middleware/language.ts';
import { artistRoutes } from '../routes/artists.ts';
import { blogRoutes } from '../routes/blog.ts';
import { exploreRoutes } from '../routes/explore.ts';
import { searchRoutes } from '../routes/search.ts';
import { shopRoutes } from '../routes/shop.ts';
import { siteRoutes } from '../routes/site.ts';
import { siteTextRoutes } from '../routes/site-texts.ts';
import { staticImageRoutes } from '../routes/static-images.ts';

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
const SETTINGS: FirstPageRead = { key: ['site-settings'], api: '/api/site/settings' };
const TEXTS: FirstPageRead = { key: ['site-texts'], api: '/api/site/texts' };
const STATIC_IMAGES: FirstPageRead = { key: ['static-images'], api: '/api/static-images' };
/**
 * The names of media, categories and collections in the page's language (client/features/site/term-labels.ts);
 * an English page shows the names themselves and never asks.
 */
const TERMS: FirstPageRead = { key: ['site-terms'], api: '/api/site/terms', notIn: DEFAULT_LANG };
/** The home page's four works (client/routes/-home/featured-query.ts). */
const FEATURED: FirstPageRead = { key: ['shop', { featured: 'home' }], api: '/api/shop/featured?for=home' };

/** The home page's exhibition, current or next (client/routes/-home/exhibition-query.ts). */
const HOME_EXHIBITION: FirstPageRead = {
  key: ['explore', 'exhibitions', { current: 'home' }],
  api: '/api/explore/exhibitions/current?for=home',
};

/** The size of a list's page as the client asks for it (client/lib/list-pages.ts LIST_PAGE_SIZE). */
const LIST_PAGE_SIZE = 24;

/**
 * Every content type's list at its plain address (/shop, /artists, the explore lists, /blog): its first page,
 * under the key the list's infinite query uses, `[...publicKey, { pages: true }]`. An address with a filter or
 * more pages (`?q=`, `?pages=3`) asks the API itself.
 */
const LIST_READS: Record<string, readonly FirstPageRead[]> = Object.fromEntries(
  CATALOGUE.map((type) => [
    type.publicList,
    [
      { key: [...type.publicKey, { pages: true }], api: `/api${type.publicList}?limit=${LIST_PAGE_SIZE}`, pages: true },
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
    { key: [...type.publicKey, slug], api: `/api${type.publicList}/${encodeURIComponent(slug)}` },
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
  return [{ key: ['search', q, page], api }, SETTINGS];
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

/** The public reads of the API, mounted once per app's dependencies, without the request log or compression. */
const readers = new WeakMap<AppDeps, Hono<AppEnv>>();

function readerOf(deps: AppDeps): Hono<AppEnv> {
  let reader = readers.get(deps);
  if (!reader) {
    reader = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('deps', deps);
        await next();
      })
      .use(language())
      .route('/api/shop', shopRoutes)
      .route('/api/artists', artistRoutes)
      .route('/api/explore', exploreRoutes)
      .route('/api/blog', blogRoutes)
      .route('/api/search', searchRoutes)
      .route('/api/static-images', staticImageRoutes)
      .route('/api/site/texts', siteTextRoutes)
      .route('/api/site', siteRoutes);
    readers.set(deps, reader);
  }
  return reader;
}

/**
 * The last part of the key under which the page carries the languages an entry is in when it is not in the
 * page's (the 404 of its read names them): the entry's page shows where it is (client/lib/api.ts loadEntry).
 */
const ONLY_IN = 'only-in';

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
 * `ONLY_IN`.
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
      if (elsewhere) parts.push(`{"key":${JSON.stringify([...read.key, ONLY_IN])},"data":${elsewhere}}`);
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
