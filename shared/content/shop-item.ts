import { z } from 'zod';
import { describeContent, META_HINT } from '../catalogue/define.ts';
import { imageId, MAX_META, price, richText, slug, text } from '../content-fields.ts';

/** A shop item as the admin writes it (SPEC 3 'Shop item', SPEC 7 'POST /api/admin/shop/new'). */
export const shopItemSchema = z.object({
  title: text('Title'),
  slug: slug(),
  /** The artist's id; the public answer shows the artist's name and slug instead. */
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
    .array(z.object({ size: text('Size', { max: 100 }), price: price('Price') }), { error: 'Add at least one size.' })
    .min(1, { error: 'Add at least one size.' })
    .max(50, { error: 'An item can have at most 50 sizes.' }),
});

/** The shop item in the catalogue: its names, addresses and admin form. */
export const shopItemContent = describeContent({
  route: 'shop',
  api: 'shop',
  heading: 'Shop items',
  noun: 'shop item',
  schema: shopItemSchema,
  trail: [{ name: 'Shop', path: '/shop' }],
  titleField: 'title',
  fields: [
    { kind: 'text', name: 'title', label: 'Title' },
    { kind: 'slug', name: 'slug', label: 'Slug', from: 'title' },
    { kind: 'select', name: 'artist', label: 'Artist', entriesOf: 'artists', noun: 'artist' },
    { kind: 'text', name: 'category', label: 'Category', hint: 'For example Original, Print or Poster.' },
    { kind: 'text', name: 'from_collection', label: 'Collection', hint: 'Optional: the collection it belongs to.' },
    {
      kind: 'list',
      name: 'medium',
      label: 'Media',
      itemLabel: 'Medium',
      of: { kind: 'text', name: 'medium', label: 'Medium' },
      min: 1,
    },
    { kind: 'rich', name: 'description', label: 'Description' },
    { kind: 'text', name: 'metaDescription', label: 'Meta description', multiline: true, hint: META_HINT },
    { kind: 'image', name: 'img', label: 'Image' },
    {
      kind: 'rows',
      name: 'size_price_info',
      label: 'Sizes and prices',
      itemLabel: 'Size',
      columns: [
        { kind: 'text', name: 'size', label: 'Size' },
        { kind: 'number', name: 'price', label: 'Price (EUR)', step: 0.01 },
      ],
      // SPEC 4: a shop item keeps at least one size; a new one starts as '0 x 0 cm' at 0.
      min: 1,
      newRow: { size: '0 x 0 cm', price: '0' },
    },
  ],
});
