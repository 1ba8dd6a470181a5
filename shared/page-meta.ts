import { SITE } from './site.ts';

/**
 * What a page says about itself: its title, description and preview image. The server writes it into the
 * HTML it sends (so crawlers and link previews see it without running JavaScript) and the client's routes
 * set the same from the same functions while the visitor navigates, so the two can never disagree.
 * Pure functions of the API's own shapes; nothing server-only may be imported here.
 */

export type MetaImage = { src: string; srcset: string; width: number; height: number; alt: string; title: string };

/** Open Graph's kinds of page that the gallery has. */
export type OgType = 'website' | 'article' | 'product' | 'profile' | 'book' | 'video.movie';

export type PageMeta = {
  /** The page's own name; undefined for the home page, whose title is the gallery's. */
  title: string | undefined;
  description: string;
  image?: MetaImage | null | undefined;
  type: OgType;
  /** Pages that are nobody's search result: the admin, the sign-in, a visitor's own cart. */
  noindex?: boolean;
};

/** What search engines show of a description. */
const DESCRIPTION_LIMIT = 160;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of a sanitised HTML fragment: tags dropped, the common entities decoded, spaces collapsed. */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first of the candidates that has any text, as plain text cut at a word to what search engines show. */
export function descriptionOf(...candidates: (string | null | undefined)[]): string {
  const text = candidates.map(plainText).find((candidate) => candidate.length > 0) ?? '';
  if (text.length <= DESCRIPTION_LIMIT) return text;
  const cut = text.slice(0, DESCRIPTION_LIMIT - 3);
  const atWord = cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : cut.length);
  return `${atWord.replace(/[\s,.;:]+$/, '')}...`;
}

/** The document title of a page: its own name first, then the gallery's. */
export const documentTitle = (meta: Pick<PageMeta, 'title'>) =>
  meta.title ? `${meta.title} | ${SITE.name}` : `${SITE.name} | North Korean Art in Beijing`;

const GALLERY =
  'A Beijing gallery and studio for North Korean art since 1993: paintings, prints and propaganda posters, ' +
  'artists, exhibitions, films and publications.';

const page = (title: string | undefined, description: string, extra: Partial<PageMeta> = {}): PageMeta => ({
  title,
  description,
  type: 'website',
  ...extra,
});

/** The pages whose words are fixed, by path. */
export const STATIC_PAGES = {
  '/': page(undefined, GALLERY),
  '/shop': page(
    'Shop',
    'Original paintings, woodcuts, prints and propaganda posters by North Korean artists, offered by the gallery ' +
      'in Beijing. Choose a size and send an enquiry; no payment is taken online.',
  ),
  '/propaganda-posters': page(
    'Propaganda Posters',
    'The gallery’s collection of hand-painted North Korean propaganda posters: not for sale, but prints of ' +
      'selected posters are offered in the shop.',
  ),
  '/artists': page('Artists', 'The North Korean painters, printmakers and poster artists the gallery works with.'),
  '/mediums': page('Mediums', 'Browse the shop by medium: oil, Chosonhwa ink, woodcut, poster and more.'),
  '/explore': page(
    'Explore',
    'Explore the gallery beyond the shop: collections of North Korean art, past exhibitions, films made with ' +
      'North Korean crews, and books on art and design.',
  ),
  '/explore/collections': page(
    'Collections',
    'Collections of North Korean art gathered by the gallery since 1993: oil paintings, Chosonhwa ink ' +
      'paintings, woodcuts, embroidery and posters.',
  ),
  '/explore/exhibitions': page(
    'Exhibitions',
    'Exhibitions of North Korean art curated by the gallery in Beijing and abroad, with the works shown and ' +
      'the stories behind them.',
  ),
  '/explore/films': page(
    'Films',
    'Documentaries and features made by the gallery with North Korean crews: painters at work, daily life, ' +
      'sport and the coast.',
  ),
  '/explore/publications': page(
    'Publications',
    'Books and exhibition catalogues on North Korean art, poster design and film, published by or with the ' +
      'gallery.',
  ),
  '/blog': page(
    'Blog',
    'News from the gallery in Beijing: new works from North Korean artists, exhibitions being hung, advice on ' +
      'caring for art, and visiting hours.',
  ),
  '/about': page(
    'About',
    'About the gallery and studio: founded in 1993, with a gallery in Beijing since 2008. Opening hours, ' +
      'address and how to get in touch.',
  ),
  '/privacy': page('Privacy', 'How the gallery handles the names and e-mail addresses visitors send it.'),
  '/terms': page('Terms', 'The terms on which the gallery takes enquiries and sells artworks.'),
  '/checkout': page('Your cart', 'The artworks in your cart, and an enquiry to the gallery about them.', {
    noindex: true,
  }),
  '/login': page('Log in', 'Staff sign-in.', { noindex: true }),
  '/search': page('Search', 'Search the works, artists, exhibitions, films, publications and blog.', { noindex: true }),
} as const satisfies Record<string, PageMeta>;

export type StaticPath = keyof typeof STATIC_PAGES;

export const isStaticPath = (path: string): path is StaticPath => Object.hasOwn(STATIC_PAGES, path);

/** Every admin screen: one title, and never indexed. */
export const ADMIN_PAGE = page('Admin', 'The gallery’s admin dashboard.', { noindex: true });

/** A path that matches no page and a slug that matches no entry answer with this, as a 404. */
export const NOT_FOUND_PAGE = page('Page not found', 'Oops! Page not found.', { noindex: true });

type Image = MetaImage | null | undefined;

export const shopItemMeta = (item: {
  title: string;
  metaDescription: string;
  description: string;
  artist: { name: string };
  img: Image;
}): PageMeta => ({
  title: item.title,
  description: descriptionOf(item.metaDescription, item.description, `${item.title} by ${item.artist.name}.`),
  image: item.img,
  type: 'product',
});

export const artistMeta = (artist: { name: string; metaDescription: string; bio: string; img: Image }): PageMeta => ({
  title: artist.name,
  description: descriptionOf(artist.metaDescription, artist.bio, `Works by ${artist.name} at ${SITE.name}.`),
  image: artist.img,
  type: 'profile',
});

export const collectionMeta = (collection: {
  title: string;
  metaDescription: string;
  short_description: string;
  long_description: string;
  main_img: Image;
}): PageMeta => ({
  title: collection.title,
  description: descriptionOf(collection.metaDescription, collection.short_description, collection.long_description),
  image: collection.main_img,
  type: 'website',
});

export const exhibitionMeta = (exhibition: {
  title: string;
  subtitle: string;
  metaDescription: string;
  introduction: string;
  body: string;
  img: Image;
}): PageMeta => ({
  title: exhibition.title,
  description: descriptionOf(exhibition.metaDescription, exhibition.introduction, exhibition.subtitle, exhibition.body),
  image: exhibition.img,
  type: 'website',
});

export const filmMeta = (film: {
  title: string;
  subtitle: string;
  metaDescription: string;
  short_description: string;
  synopsis: string;
  main_img: Image;
}): PageMeta => ({
  title: film.title,
  description: descriptionOf(film.metaDescription, film.short_description, film.synopsis, film.subtitle),
  image: film.main_img,
  type: 'video.movie',
});

export const publicationMeta = (publication: {
  title: string;
  subtitle: string;
  metaDescription: string;
  short_description: string;
  long_description: string;
  cover_img: Image;
}): PageMeta => ({
  title: publication.title,
  description: descriptionOf(
    publication.metaDescription,
    publication.short_description,
    publication.long_description,
    publication.subtitle,
  ),
  image: publication.cover_img,
  type: 'book',
});

export const blogPostMeta = (post: {
  title: string;
  subtitle: string;
  metaDescription: string;
  body: string;
  img: Image;
}): PageMeta => ({
  title: post.title,
  description: descriptionOf(post.metaDescription, post.subtitle, post.body),
  image: post.img,
  type: 'article',
});

/**
 * The image a link preview shows: the page's image as a 1200 x 630 JPEG made by the server
 * (/api/media/og/{hash}.jpg, server/services/og-image.ts), since WeChat and some other previewers do not
 * show WebP. An image not served from our media store falls back to its largest rendition no wider than
 * 1200 pixels.
 */
export function previewImage(image: MetaImage): {
  src: string;
  width: number;
  height: number;
  alt: string;
  type?: string;
} {
  const alt = image.alt || image.title;
  const hash = /^\/api\/media\/([0-9a-f]{64})\.[a-z]{3,4}$/.exec(image.src)?.[1];
  if (hash) return { src: `/api/media/og/${hash}.jpg`, width: 1200, height: 630, alt, type: 'image/jpeg' };
  const candidates = image.srcset
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .map(([src, width]) => ({ src: src ?? '', width: Number.parseInt(width ?? '', 10) }))
    .filter((c) => c.src && Number.isFinite(c.width) && c.width <= 1200);
  const best = candidates.reduce<(typeof candidates)[number] | undefined>(
    (top, c) => (!top || c.width > top.width ? c : top),
    undefined,
  );
  if (!best || image.width <= 1200) return { src: image.src, width: image.width, height: image.height, alt };
  return { src: best.src, width: best.width, height: Math.round((image.height * best.width) / image.width), alt };
}
