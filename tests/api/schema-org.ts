/**
 * The schema.org vocabulary of the types the site's structured data uses, as schema.org defines them
 * (https://schema.org/<Type>: each type's own properties plus those it inherits). A property outside its
 * type's list is a typo or a misunderstanding that search engines would silently ignore.
 */

const THING = ['name', 'url', 'description', 'image', 'sameAs', 'alternateName', 'identifier', 'mainEntityOfPage'];

const CREATIVE_WORK = [
  ...THING,
  'headline',
  'alternativeHeadline',
  'author',
  'creator',
  'publisher',
  'datePublished',
  'dateModified',
  'dateCreated',
  'inLanguage',
  'offers',
  'genre',
  'keywords',
  'thumbnailUrl',
];

const MEDIA_OBJECT = [...CREATIVE_WORK, 'embedUrl', 'contentUrl', 'uploadDate', 'duration', 'width', 'height'];

const ORGANIZATION = [...THING, 'address', 'telephone', 'email', 'foundingDate', 'logo'];

const PLACE = [...THING, 'address', 'telephone', 'openingHoursSpecification', 'geo'];

export const SCHEMA_ORG: Record<string, readonly string[]> = {
  // ArtGallery < EntertainmentBusiness < LocalBusiness < Organization, Place
  ArtGallery: [...new Set([...ORGANIZATION, ...PLACE, 'openingHours', 'priceRange'])],
  Organization: ORGANIZATION,
  Person: [...THING, 'nationality', 'birthDate', 'jobTitle'],
  Country: THING,
  GeoCoordinates: [...THING, 'latitude', 'longitude', 'elevation', 'address'],
  PostalAddress: [...THING, 'streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'],
  OpeningHoursSpecification: [...THING, 'dayOfWeek', 'opens', 'closes', 'validFrom', 'validThrough'],
  BreadcrumbList: [...THING, 'itemListElement', 'numberOfItems'],
  ListItem: [...THING, 'position', 'item'],
  VisualArtwork: [...CREATIVE_WORK, 'artform', 'artMedium', 'artworkSurface', 'artEdition', 'width', 'height', 'depth'],
  ImageObject: [...MEDIA_OBJECT, 'caption'],
  VideoObject: [...MEDIA_OBJECT, 'caption', 'transcript'],
  QuantitativeValue: [...THING, 'value', 'unitCode', 'unitText'],
  Offer: [...THING, 'price', 'priceCurrency', 'availability', 'seller', 'itemOffered', 'priceValidUntil'],
  Collection: [...CREATIVE_WORK, 'collectionSize'],
  // ExhibitionEvent < Event
  ExhibitionEvent: [
    ...THING,
    'organizer',
    'location',
    'startDate',
    'endDate',
    'eventStatus',
    'eventAttendanceMode',
    'inLanguage',
    'about',
    'workFeatured',
  ],
  Place: PLACE,
  Movie: [...CREATIVE_WORK, 'duration', 'musicBy', 'productionCompany', 'trailer', 'director', 'actor'],
  Book: [...CREATIVE_WORK, 'isbn', 'numberOfPages', 'bookFormat'],
  BlogPosting: [...CREATIVE_WORK, 'articleBody', 'wordCount'],
};

/**
 * Every problem with a JSON-LD node and the nodes inside it: an unknown @type, a property its type does not
 * have, or a property sent empty. An empty list means the data is sound.
 */
export function schemaProblems(node: unknown, where = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((entry, i) => schemaProblems(entry, `${where}[${i}]`));
  if (typeof node !== 'object' || node === null) return [];
  const record = node as Record<string, unknown>;
  const type = record['@type'];
  const problems: string[] = [];
  const allowed = typeof type === 'string' ? SCHEMA_ORG[type] : undefined;
  if (!allowed) problems.push(`${where}: unknown @type ${String(type)}`);
  for (const [key, value] of Object.entries(record)) {
    if (key.startsWith('@')) continue;
    if (allowed && !allowed.includes(key)) problems.push(`${where}.${key}: not a property of ${String(type)}`);
    if (value === '' || value === null || (Array.isArray(value) && value.length === 0)) {
      problems.push(`${where}.${key}: empty`);
    }
    problems.push(...schemaProblems(value, `${where}.${key}`));
  }
  return problems;
}
