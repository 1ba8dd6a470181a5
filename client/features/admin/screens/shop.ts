import { shopItemSchema } from '#shared/content/shop-item';
import { META_HINT, type Screen } from './screen.ts';

export const shopScreen: Screen = {
  route: 'shop',
  api: 'shop',
  heading: 'Shop items',
  noun: 'shop item',
  schema: shopItemSchema,
  titleField: 'title',
  publicKey: ['shop'],
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
};
