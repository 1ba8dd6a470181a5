/**
 * The client's query keys of the public reads, written once: the pages' queries (client/lib/content-queries.ts
 * and the site's features) and the server's first-screen reads (server/services/first-page.ts) must key the
 * same data alike, or a page would ask again for what it was sent. Hierarchical, so an edit refreshes the
 * narrowest key: a type's list is its public path's segments (`['explore', 'films']`), an entry that plus its
 * slug.
 */

type Key = readonly unknown[];

/** A list's pages, held as one infinite query beside the list's whole answer. */
export const pagesKey = (list: Key) => [...list, { pages: true }] as const;

/** One entry of a list. */
export const entryKey = (list: Key, slug: string) => [...list, slug] as const;

/** Where an entry's page keeps the languages it is in when it is not in the page's (its 404 names them). */
export const onlyInKey = (entry: Key) => [...entry, 'only-in'] as const;

export const SITE_SETTINGS_KEY = ['site-settings'] as const;
export const SITE_TEXTS_KEY = ['site-texts'] as const;
export const STATIC_IMAGES_KEY = ['static-images'] as const;
export const SITE_TERMS_KEY = ['site-terms'] as const;
/** The home page's four works. */
export const FEATURED_KEY = ['shop', { featured: 'home' }] as const;
/** The home page's exhibition, current or next. */
export const HOME_EXHIBITION_KEY = ['explore', 'exhibitions', { current: 'home' }] as const;
/** A search's page of results. */
export const searchKey = (q: string, page: number) => ['search', q, page] as const;
