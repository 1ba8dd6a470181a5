/** Written once: the pages' queries and the server's first-screen reads must key data alike, or a page asks again. */

type Key = readonly unknown[];

export const pagesKey = (list: Key) => [...list, { pages: true }] as const;

export const entryKey = (list: Key, slug: string) => [...list, slug] as const;

export const onlyInKey = (entry: Key) => [...entry, 'only-in'] as const;

export const SITE_SETTINGS_KEY = ['site-settings'] as const;
export const SITE_TEXTS_KEY = ['site-texts'] as const;
export const STATIC_IMAGES_KEY = ['static-images'] as const;
export const SITE_TERMS_KEY = ['site-terms'] as const;
/** The shop's whole list; its entries and pages are keyed under it, so a catalogue edit refreshes them all. */
export const SHOP_KEY = ['shop'] as const;
export const FEATURED_KEY = [...SHOP_KEY, { featured: 'home' }] as const;
export const HOME_EXHIBITION_KEY = ['explore', 'exhibitions', { current: 'home' }] as const;
export const searchKey = (q: string, page: number) => ['search', q, page] as const;
