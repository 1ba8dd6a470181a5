import { z } from 'zod';
import { describeContent, META_DESCRIPTION_FIELD } from '../catalogue/define.ts';
import { imageId, imageIds, MAX_META, price, publishing, richText, slug, text } from '../content-fields.ts';
import { sizeFromDimensions } from '../dimensions.ts';
import { AVAILABILITIES, AVAILABILITY_LABEL, EDITION_LABEL, EDITIONS } from '../inventory.ts';

const MAX_EXTRA_IMAGES = 20;

const availability = (label: string) =>
  z.enum(AVAILABILITIES, { error: `${label} must be one of: ${AVAILABILITIES.join(', ')}.` }).default('available');

/** Optional: sizes written before dimensions were kept have none. */
const centimetres = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .positive({ error: `${label} must be more than 0.` })
    .max(10_000, { error: `${label} can be at most 10,000.` })
    .nullable()
    .default(null);

/** The edition rules can be judged once the edition and its size are themselves valid. */
const editionReadable = (payload: { value: unknown }) => {
  if (typeof payload.value !== 'object' || payload.value === null) return false;
  const value = payload.value as { edition?: unknown; edition_size?: unknown };
  const size = value.edition_size;
  return (
    (EDITIONS as readonly unknown[]).includes(value.edition ?? 'open') &&
    (size === undefined || size === null || (Number.isInteger(size) && (size as number) > 0))
  );
};

export const sizeOptionSchema = z.object({
  size: text('Size', { max: 100 }),
  price: price('Price'),
  width_cm: centimetres('Width'),
  height_cm: centimetres('Height'),
  depth_cm: centimetres('Depth'),
  availability: availability('Availability of a size'),
});

export const shopItemSchema = z
  .object({
    title: text('Title'),
    slug: slug(),
    artist: z.number({ error: 'Choose the artist.' }).int().positive({ error: 'Choose the artist.' }),
    category: text('Category'),
    from_collection: text('Collection', { optional: true }),
    medium: z
      .array(text('Medium'), { error: 'Add at least one medium.' })
      .min(1, { error: 'Add at least one medium.' })
      .max(20, { error: 'An item can have at most 20 media.' }),
    description: richText('Description'),
    metaDescription: text('Meta description', { max: MAX_META, optional: true }),
    img: imageId('Image'),
    // SPEC 4: an item keeps at least one size; lowPrice is the lowest of these, worked out by the server.
    size_price_info: z
      .array(sizeOptionSchema, { error: 'Add at least one size.' })
      .min(1, { error: 'Add at least one size.' })
      .max(50, { error: 'An item can have at most 50 sizes.' }),
    /** 'c. 1985' is allowed: the year as the gallery knows it. */
    year: text('Year', { max: 40, optional: true }),
    availability: availability('Availability'),
    price_on_request: z.boolean({ error: 'Price on request must be true or false.' }).default(false),
    edition: z.enum(EDITIONS, { error: `Edition must be one of: ${EDITIONS.join(', ')}.` }).default('open'),
    edition_size: z
      .number({ error: 'Edition size must be a number.' })
      .int({ error: 'Edition size must be a whole number.' })
      .positive({ error: 'Edition size must be more than 0.' })
      .max(100_000, { error: 'Edition size can be at most 100,000.' })
      .nullable()
      .default(null),
    signed: text('Signed', { optional: true }),
    framed: text('Framed', { optional: true }),
    images: imageIds('Other images').pipe(
      z.array(z.number()).max(MAX_EXTRA_IMAGES, { error: `Other images can hold at most ${MAX_EXTRA_IMAGES} images.` }),
    ),
    ...publishing,
  })
  // Judged even when other fields are wrong too, so that every problem is listed at once (SPEC 5).
  .refine((item) => item.edition !== 'limited' || item.edition_size !== null, {
    error: 'Edition size is required for a limited edition.',
    path: ['edition_size'],
    when: editionReadable,
  })
  .refine((item) => item.edition === 'limited' || item.edition_size === null, {
    error: 'Edition size is only for a limited edition.',
    path: ['edition_size'],
    when: editionReadable,
  });

export const shopItemContent = describeContent({
  position: 10,
  searchKind: 'work',
  route: 'shop',
  api: 'shop',
  heading: 'Shop items',
  noun: 'shop item',
  schema: shopItemSchema,
  trail: [{ name: 'Shop', path: '/shop' }],
  titleField: 'title',
  // A cart's lines, the home page's works and the mediums page (server/routes/shop.ts).
  reservedSlugs: ['lines', 'featured', 'mediums'],
  // Artist pages, exhibition checklists, collection captions and the home page's four featured works show items.
  shownIn: [['artists'], ['explore', 'exhibitions'], ['explore', 'collections'], ['shop', { featured: 'home' }]],
  fields: [
    { kind: 'text', name: 'title', translatable: true, label: 'Title', searchable: 'title' },
    { kind: 'slug', name: 'slug', label: 'Slug', from: 'title' },
    {
      kind: 'select',
      name: 'artist',
      label: 'Artist',
      entriesOf: 'artists',
      noun: 'artist',
      searchable: { column: 'summary', order: 1 },
    },
    {
      kind: 'text',
      name: 'year',
      label: 'Year',
      hint: "Optional: for example 1985 or 'c. 1985'.",
      searchable: { column: 'summary', order: 5 },
    },
    {
      kind: 'term',
      term: 'category',
      name: 'category',
      label: 'Category',
      hint: 'For example Original, Print or Poster.',
      searchable: { column: 'summary', order: 3 },
    },
    {
      kind: 'term',
      term: 'collection',
      name: 'from_collection',
      label: 'Collection',
      hint: 'Optional: the collection it belongs to.',
      optional: true,
      searchable: { column: 'summary', order: 4 },
    },
    {
      kind: 'list',
      name: 'medium',
      label: 'Media',
      itemLabel: 'Medium',
      of: { kind: 'term', term: 'medium', name: 'medium', label: 'Medium' },
      min: 1,
      searchable: { column: 'summary', order: 2 },
    },
    { kind: 'rich', name: 'description', translatable: true, label: 'Description', searchable: 'body' },
    META_DESCRIPTION_FIELD,
    { kind: 'image', name: 'img', label: 'Image' },
    {
      kind: 'list',
      name: 'images',
      label: 'Other images',
      hint: 'Optional: details, the back, the frame; shown after the main image in this order.',
      itemLabel: 'Image',
      of: { kind: 'image', name: 'img', label: 'Image' },
      min: 0,
    },
    {
      kind: 'select',
      name: 'availability',
      label: 'Availability',
      options: AVAILABILITIES,
      labels: AVAILABILITY_LABEL,
    },
    {
      kind: 'checkbox',
      name: 'price_on_request',
      label: 'Price on request',
      hint: 'The prices stay for staff; visitors see "Price on request".',
    },
    { kind: 'select', name: 'edition', label: 'Edition', options: EDITIONS, labels: EDITION_LABEL },
    {
      kind: 'number',
      name: 'edition_size',
      label: 'Edition size',
      hint: 'Only for a limited edition: how many copies.',
    },
    {
      kind: 'text',
      name: 'signed',
      translatable: true,
      label: 'Signed',
      hint: "Optional: for example 'Signed lower right'.",
    },
    {
      kind: 'text',
      name: 'framed',
      translatable: true,
      label: 'Framed',
      hint: "Optional: for example 'Framed in walnut'.",
    },
    {
      kind: 'rows',
      name: 'size_price_info',
      label: 'Sizes and prices',
      itemLabel: 'Size',
      // The dimensions first: the size text is written from them unless staff write it themselves.
      columns: [
        { kind: 'number', name: 'width_cm', label: 'Width (cm)', step: 0.1, optional: true },
        { kind: 'number', name: 'height_cm', label: 'Height (cm)', step: 0.1, optional: true },
        { kind: 'number', name: 'depth_cm', label: 'Depth (cm)', step: 0.1, optional: true },
        { kind: 'text', name: 'size', label: 'Size' },
        // The SPEC allows a price of 0: it is saved once staff say it is meant.
        { kind: 'number', name: 'price', label: 'Price (EUR)', step: 0.01, askIfZero: true },
        {
          kind: 'select',
          name: 'availability',
          label: 'Availability',
          options: AVAILABILITIES,
          labels: AVAILABILITY_LABEL,
        },
      ],
      // A new size starts empty, not as the SPEC's '0 x 0 cm' at 0, which looks filled in and could be saved as free.
      min: 1,
      newRow: { size: '', price: '', width_cm: '', height_cm: '', depth_cm: '', availability: 'available' },
      derive: { column: 'size', from: sizeFromDimensions },
    },
  ],
});
