import { LIST_PAGES } from './content-names.gen.ts';
import type { Lang } from './languages.ts';
import { type MessageId, t } from './messages/index.ts';
import { previewSize } from './preview-size.ts';

// The server writes it into the HTML for crawlers and the client's routes use it too; nothing server-only here.

export type MetaImage = { src: string; srcset: string; width: number; height: number; alt: string; title: string };

export type OgType = 'website' | 'article' | 'product' | 'profile' | 'book' | 'video.movie';

export type PageMeta = {
  title: string | undefined;
  description: string;
  image?: MetaImage | null | undefined;
  type: OgType;
  noindex?: boolean;
};

const DESCRIPTION_LIMIT = 160;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function descriptionOf(...candidates: (string | null | undefined)[]): string {
  const text = candidates.map(plainText).find((candidate) => candidate.length > 0) ?? '';
  if (text.length <= DESCRIPTION_LIMIT) return text;
  const cut = text.slice(0, DESCRIPTION_LIMIT - 3);
  const atWord = cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : cut.length);
  return `${atWord.replace(/[\s,.;:]+$/, '')}...`;
}

/** Never indexed, in the page the router draws as in the head the server sent. */
export const previewMeta = <M extends { noindex?: boolean }>(meta: M, entry: { preview?: unknown }): M =>
  entry.preview ? { ...meta, noindex: true } : meta;

export const galleryName = () => t('shell.siteName');

export const documentTitle = (meta: Pick<PageMeta, 'title'>) =>
  meta.title ? `${meta.title} | ${galleryName()}` : `${galleryName()} | ${t('meta.homeTitle')}`;

type Words = { title: MessageId | undefined; description: MessageId };

const page = ({ title, description }: Words, extra: Partial<Pick<PageMeta, 'noindex'>> = {}): PageMeta => ({
  get title() {
    return title === undefined ? undefined : t(title);
  },
  get description() {
    return t(description);
  },
  type: 'website',
  ...extra,
});

const LIST_METAS = Object.fromEntries(Object.entries(LIST_PAGES).map(([path, words]) => [path, page(words)])) as {
  [P in keyof typeof LIST_PAGES]: PageMeta;
};

export const STATIC_PAGES = {
  '/': page({ title: undefined, description: 'meta.gallery' }),
  ...LIST_METAS,
  '/propaganda-posters': page({ title: 'meta.posters.title', description: 'meta.posters.description' }),
  '/mediums': page({ title: 'meta.mediums.title', description: 'meta.mediums.description' }),
  '/explore': page({ title: 'meta.explore.title', description: 'meta.explore.description' }),
  '/about': page({ title: 'meta.about.title', description: 'meta.about.description' }),
  '/privacy': page({ title: 'meta.privacy.title', description: 'meta.privacy.description' }),
  '/terms': page({ title: 'meta.terms.title', description: 'meta.terms.description' }),
  '/shipping': page({ title: 'meta.shipping.title', description: 'meta.shipping.description' }),
  '/checkout': page({ title: 'meta.checkout.title', description: 'meta.checkout.description' }, { noindex: true }),
  '/login': page({ title: 'meta.login.title', description: 'meta.login.description' }, { noindex: true }),
  '/search': page({ title: 'meta.search.title', description: 'meta.search.description' }, { noindex: true }),
} as const satisfies Record<string, PageMeta>;

export type StaticPath = keyof typeof STATIC_PAGES;

export const isStaticPath = (path: string): path is StaticPath => Object.hasOwn(STATIC_PAGES, path);

export const ADMIN_PAGE = page({ title: 'meta.admin.title', description: 'meta.admin.description' }, { noindex: true });

export const NOT_FOUND_PAGE = page(
  { title: 'meta.notFound.title', description: 'meta.notFound.description' },
  { noindex: true },
);

/** docs/decisions/012: a 404 naming the language the entry is in. */
export const onlyInPage = (lang: Lang): PageMeta => ({
  get title() {
    return t('meta.onlyIn.title', { language: t(`onlyIn.language.${lang}`) });
  },
  get description() {
    return t('meta.onlyIn.description', { language: t(`onlyIn.language.${lang}`) });
  },
  type: 'website',
  noindex: true,
});

type Image = MetaImage | null | undefined;

export const shopItemMeta = (item: {
  title: string;
  metaDescription: string;
  description: string;
  artist: { name: string };
  img: Image;
}): PageMeta => ({
  title: item.title,
  description: descriptionOf(
    item.metaDescription,
    item.description,
    t('meta.shopItem.fallback', { title: item.title, artist: item.artist.name }),
  ),
  image: item.img,
  type: 'product',
});

export const artistMeta = (artist: { name: string; metaDescription: string; bio: string; img: Image }): PageMeta => ({
  title: artist.name,
  description: descriptionOf(
    artist.metaDescription,
    artist.bio,
    t('meta.artist.fallback', { name: artist.name, gallery: galleryName() }),
  ),
  image: artist.img,
  type: 'profile',
});

/** An entry's page: its title, the first of `texts` that has words, and its `image`. */
function describedBy<T extends string, I extends string>(type: OgType, image: I, texts: readonly T[]) {
  return (entry: { title: string } & Record<T, string> & Record<I, Image>): PageMeta => ({
    title: entry.title,
    description: descriptionOf(...texts.map((name) => entry[name])),
    image: entry[image],
    type,
  });
}

export const collectionMeta = describedBy('website', 'main_img', [
  'metaDescription',
  'short_description',
  'long_description',
]);

export const exhibitionMeta = describedBy('website', 'img', ['metaDescription', 'introduction', 'subtitle', 'body']);

export const filmMeta = describedBy('video.movie', 'main_img', [
  'metaDescription',
  'short_description',
  'synopsis',
  'subtitle',
]);

export const publicationMeta = describedBy('book', 'cover_img', [
  'metaDescription',
  'short_description',
  'long_description',
  'subtitle',
]);

export const blogPostMeta = describedBy('article', 'img', ['metaDescription', 'subtitle', 'body']);

export type DescribedEntries = {
  titleField: string;
  publicPath: (slug: string) => string;
  fields: readonly { kind: string; name: string; searchable?: string | { column: string } }[];
};

/** For a type with no words of its own: title, meta description or first summary or body text, and first image. */
export const entryMeta =
  (type: DescribedEntries) =>
  (entry: Record<string, unknown>): PageMeta => {
    const text = (name: string) => (typeof entry[name] === 'string' ? entry[name] : undefined);
    const column = (field: DescribedEntries['fields'][number]) =>
      typeof field.searchable === 'object' ? field.searchable.column : field.searchable;
    const texts = ['summary', 'body'].flatMap((wanted) =>
      type.fields.filter((field) => column(field) === wanted).map((field) => text(field.name)),
    );
    const image = type.fields.find((field) => field.kind === 'image');
    return {
      title: text(type.titleField),
      description: descriptionOf(text('metaDescription'), ...texts),
      image: image ? (entry[image.name] as Image) : null,
      type: 'article',
    };
  };

/** A JPEG made by the server (server/services/og-image.ts): WeChat and some other previewers do not show WebP. */
export function previewImage(image: MetaImage): {
  src: string;
  width: number;
  height: number;
  alt: string;
  type?: string;
} {
  const alt = image.alt || image.title;
  const hash = /^\/api\/media\/([0-9a-f]{64})\.[a-z]{3,4}$/.exec(image.src)?.[1];
  if (hash) {
    return { src: `/api/media/og/${hash}.jpg`, ...previewSize(image.width, image.height), alt, type: 'image/jpeg' };
  }
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
