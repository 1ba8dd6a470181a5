import { artistContent } from '../../shared/content/artist.ts';
import { blogPostContent } from '../../shared/content/blog-post.ts';
import { collectionContent } from '../../shared/content/collection.ts';
import { exhibitionContent } from '../../shared/content/exhibition.ts';
import { filmContent } from '../../shared/content/film.ts';
import { publicationContent } from '../../shared/content/publication.ts';
import { shopItemContent } from '../../shared/content/shop-item.ts';
import {
  type DescribedEntries,
  descriptionOf,
  entryMeta,
  type MetaImage,
  previewImage,
} from '../../shared/page-meta.ts';
import { SITE } from '../../shared/site.ts';
import { type SiteSettings, SOCIAL_NETWORKS } from '../../shared/site-settings.ts';
import type { PUBLIC_READS } from '../queries/public-reads.gen.ts';

// Empty fields are left out rather than sent blank (an artwork: artwork-data.ts).

export type JsonLd = { '@context'?: string; '@type': string; [key: string]: unknown };

export type Found<F extends (...args: never[]) => unknown> = NonNullable<ReturnType<F>>;

type Entry<K extends keyof typeof PUBLIC_READS> = Found<(typeof PUBLIC_READS)[K]['find']>;

export function compact<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && !value.length),
    ),
  ) as T;
}

export const withContext = (data: JsonLd): JsonLd => ({ '@context': 'https://schema.org', ...data });

export function imageObject(origin: string, image: MetaImage | null | undefined) {
  if (!image) return undefined;
  const preview = previewImage(image);
  return compact({
    '@type': 'ImageObject',
    url: origin + preview.src,
    width: preview.width,
    height: preview.height,
    caption: preview.alt,
  });
}

export function galleryData(origin: string, settings: SiteSettings): JsonLd {
  const profiles = SOCIAL_NETWORKS.map((network) => settings.social[network]).filter(Boolean);
  return withContext({
    '@type': 'ArtGallery',
    '@id': `${origin}/#gallery`,
    name: SITE.name,
    url: `${origin}/`,
    description: 'Gallery and studio for North Korean art in Beijing, founded in 1993.',
    foundingDate: SITE.founded,
    address: { '@type': 'PostalAddress', ...SITE.postalAddress },
    telephone: settings.phone || undefined,
    email: settings.email || undefined,
    geo:
      settings.latitude !== null && settings.longitude !== null
        ? { '@type': 'GeoCoordinates', latitude: settings.latitude, longitude: settings.longitude }
        : undefined,
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...SITE.openingHours.days],
        opens: SITE.openingHours.opens,
        closes: SITE.openingHours.closes,
      },
    ],
    sameAs: profiles.length > 0 ? profiles : undefined,
  });
}

export const galleryRef = (origin: string) => ({ '@type': 'ArtGallery', '@id': `${origin}/#gallery`, name: SITE.name });

export function breadcrumbs(origin: string, steps: readonly { name: string; path: string }[]): JsonLd {
  return withContext({
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...steps].map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: origin + step.path,
    })),
  });
}

export function artistData(origin: string, artist: Entry<'artists'>): JsonLd {
  return withContext(
    compact({
      '@type': 'Person',
      '@id': `${origin}${artistContent.publicPath(artist.slug)}#person`,
      name: artist.name,
      url: `${origin}${artistContent.publicPath(artist.slug)}`,
      description: descriptionOf(artist.metaDescription, artist.bio),
      image: imageObject(origin, artist.img),
      nationality: { '@type': 'Country', name: 'North Korea' },
    }),
  );
}

export function collectionData(origin: string, collection: Entry<'collections'>): JsonLd {
  return withContext(
    compact({
      '@type': 'Collection',
      name: collection.title,
      url: `${origin}${collectionContent.publicPath(collection.slug)}`,
      description: descriptionOf(collection.metaDescription, collection.short_description),
      image: imageObject(origin, collection.main_img),
      publisher: galleryRef(origin),
    }),
  );
}

function exhibitionPlace(venue: string) {
  return venue.trim()
    ? { '@type': 'Place', name: venue.trim(), address: venue.trim() }
    : { '@type': 'Place', name: SITE.name, address: { '@type': 'PostalAddress', ...SITE.postalAddress } };
}

export function exhibitionData(origin: string, exhibition: Entry<'exhibitions'>): JsonLd {
  return withContext(
    compact({
      '@type': 'ExhibitionEvent',
      name: exhibition.title,
      alternateName: exhibition.subtitle,
      url: `${origin}${exhibitionContent.publicPath(exhibition.slug)}`,
      description: descriptionOf(exhibition.metaDescription, exhibition.introduction, exhibition.body),
      image: imageObject(origin, exhibition.img),
      startDate: exhibition.starts_on,
      endDate: exhibition.ends_on,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: exhibitionPlace(exhibition.venue),
      organizer: galleryRef(origin),
      workFeatured: exhibition.works.map((work) => ({
        '@type': 'VisualArtwork',
        name: work.title,
        url: `${origin}${shopItemContent.publicPath(work.slug)}`,
        creator: { '@type': 'Person', name: work.artist.name },
      })),
    }),
  );
}

export function filmData(origin: string, film: Entry<'films'>): JsonLd {
  const trailer = film.video_link
    ? compact({
        '@type': 'VideoObject',
        name: `${film.title}: trailer`,
        description: descriptionOf(film.short_description, film.synopsis, film.title),
        embedUrl: film.video_link,
        thumbnailUrl: film.main_img ? origin + previewImage(film.main_img).src : undefined,
        uploadDate: film.world_premiere ?? undefined,
      })
    : undefined;
  return withContext(
    compact({
      '@type': 'Movie',
      name: film.title,
      alternativeHeadline: film.subtitle,
      url: `${origin}${filmContent.publicPath(film.slug)}`,
      description: descriptionOf(film.metaDescription, film.short_description, film.synopsis),
      image: imageObject(origin, film.cover_img ?? film.main_img),
      dateCreated: film.world_premiere ?? undefined,
      duration: film.run_time_mins ? `PT${film.run_time_mins}M` : undefined,
      inLanguage: film.language,
      musicBy: film.composer ? { '@type': 'Person', name: film.composer } : undefined,
      productionCompany: galleryRef(origin),
      sameAs: film.official_site,
      trailer,
    }),
  );
}

export function publicationData(origin: string, publication: Entry<'publications'>): JsonLd {
  return withContext(
    compact({
      '@type': 'Book',
      name: publication.title,
      alternativeHeadline: publication.subtitle,
      url: `${origin}${publicationContent.publicPath(publication.slug)}`,
      description: descriptionOf(
        publication.metaDescription,
        publication.short_description,
        publication.long_description,
      ),
      image: imageObject(origin, publication.cover_img),
      publisher: publication.publisher ? { '@type': 'Organization', name: publication.publisher } : undefined,
      datePublished: publication.publish_year ? String(publication.publish_year) : undefined,
    }),
  );
}

export function blogPostData(origin: string, post: Entry<'blog'>): JsonLd {
  const url = `${origin}${blogPostContent.publicPath(post.slug)}`;
  return withContext(
    compact({
      '@type': 'BlogPosting',
      headline: post.title,
      alternativeHeadline: post.subtitle,
      url,
      mainEntityOfPage: url,
      description: descriptionOf(post.metaDescription, post.subtitle, post.body),
      image: imageObject(origin, post.img),
      datePublished: post.date,
      dateModified: post.updatedAt,
      author: galleryRef(origin),
      publisher: galleryRef(origin),
    }),
  );
}

export const entryData =
  (type: DescribedEntries) =>
  (origin: string, entry: Record<string, unknown>): JsonLd => {
    const meta = entryMeta(type)(entry);
    const slug = typeof entry.slug === 'string' ? entry.slug : '';
    return withContext(
      compact({
        '@type': 'CreativeWork',
        name: meta.title,
        url: `${origin}${type.publicPath(slug)}`,
        description: meta.description,
        image: imageObject(origin, meta.image),
        publisher: galleryRef(origin),
      }),
    );
  };
