import { Hono } from 'hono';
import { CATALOGUE } from '../../shared/content/catalogue.ts';
import { DEFAULT_LANG, LANG_PARAM, type Lang } from '../../shared/languages.ts';
import { PAGE_SIZE, PAGES_SEGMENT } from '../../shared/list-pages.ts';
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

// A page's first-screen data, embedded as inert JSON to fill the client's query cache (client/lib/first-page.ts).
// Answered in process by the API's own routes with the visitor's cookie, so a signed-in preview stays private.

export type FirstPageRead = { key: readonly unknown[]; api: string; pages?: true; notIn?: Lang };

const SETTINGS: FirstPageRead = { key: SITE_SETTINGS_KEY, api: '/api/site/settings' };
const TEXTS: FirstPageRead = { key: SITE_TEXTS_KEY, api: '/api/site/texts' };
const STATIC_IMAGES: FirstPageRead = { key: STATIC_IMAGES_KEY, api: '/api/static-images' };
const TERMS: FirstPageRead = { key: SITE_TERMS_KEY, api: '/api/site/terms', notIn: DEFAULT_LANG };
const FEATURED: FirstPageRead = { key: FEATURED_KEY, api: '/api/shop/featured?for=home' };

const HOME_EXHIBITION: FirstPageRead = {
  key: HOME_EXHIBITION_KEY,
  api: '/api/explore/exhibitions/current?for=home',
};

/** Only a list's plain address; one with a filter or more pages (`?q=`, `?pages=3`) asks the API itself. */
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

function termsOn(list: string): FirstPageRead[] {
  return list === '/shop' ? [TERMS] : [];
}

const STATIC_READS: Record<string, readonly FirstPageRead[]> = {
  '/': [FEATURED, HOME_EXHIBITION, TEXTS, STATIC_IMAGES, SETTINGS, TERMS],
  '/mediums': [TERMS],
  '/about': [TEXTS, STATIC_IMAGES, SETTINGS],
  '/privacy': [TEXTS, SETTINGS],
  '/terms': [TEXTS, SETTINGS],
  '/shipping': [TEXTS, SETTINGS],
};

const ENTRY_READS = CATALOGUE.map((type) => ({
  list: type.publicList,
  reads: (slug: string): FirstPageRead[] => [
    { key: entryKey(type.publicKey, slug), api: `/api${type.publicList}/${encodeURIComponent(slug)}` },
    SETTINGS,
    ...termsOn(type.publicList),
  ],
}));

export function firstPageReads(path: string, search = '', lang: Lang = DEFAULT_LANG): readonly FirstPageRead[] {
  return readsOf(path, search).filter((read) => read.notIn !== lang);
}

/** Reads the query as client/routes/-search/queries.ts does, so the keys match. */
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

/** The API's own routes as createApp mounts them, without the request log, compression or origin checks. */
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

function languagesElsewhere(body: string): string | undefined {
  try {
    const { languages } = JSON.parse(body) as { languages?: unknown };
    return Array.isArray(languages) && languages.length > 0 ? JSON.stringify(languages) : undefined;
  } catch {
    return undefined;
  }
}

export type FirstPageData = {
  /** Not yet escaped for the script element. */
  json: string;
  /** One of the answers is for this visitor only (a signed-in preview): the page must not be kept either. */
  private: boolean;
  answers: Map<string, string>;
};

/** A failed read is left out for the client to ask; a 404 naming the entry's languages is kept under `only-in`. */
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
