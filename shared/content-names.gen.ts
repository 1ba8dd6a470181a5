// Written by `npm run content:index` (docs/decisions/018): do not edit.

export const SEARCH_TYPES = ['work', 'artist', 'collection', 'exhibition', 'film', 'publication', 'post'] as const;

/** Each type by its name in search answers. */
export const SEARCH_KIND_OF = {
  shop: 'work',
  artists: 'artist',
  collections: 'collection',
  exhibitions: 'exhibition',
  films: 'film',
  publications: 'publication',
  blog: 'post',
} as const;

/** Each public list page, by its path, with the messages of its head. */
export const LIST_PAGES = {
  '/shop': { title: 'meta.shop.title', description: 'meta.shop.description' },
  '/artists': { title: 'meta.artists.title', description: 'meta.artists.description' },
  '/explore/collections': { title: 'meta.collections.title', description: 'meta.collections.description' },
  '/explore/exhibitions': { title: 'meta.exhibitions.title', description: 'meta.exhibitions.description' },
  '/explore/films': { title: 'meta.films.title', description: 'meta.films.description' },
  '/explore/publications': { title: 'meta.publications.title', description: 'meta.publications.description' },
  '/blog': { title: 'meta.blog.title', description: 'meta.blog.description' },
} as const;
