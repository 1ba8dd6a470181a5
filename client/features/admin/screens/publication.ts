import { publicationSchema } from '#shared/content/publication';
import { META_HINT, type Screen } from './screen.ts';

export const publicationScreen: Screen = {
  route: 'publications',
  api: 'publications',
  heading: 'Publications',
  noun: 'publication',
  schema: publicationSchema,
  titleField: 'title',
  publicKey: ['explore', 'publications'],
  fields: [
    { kind: 'text', name: 'title', label: 'Title' },
    { kind: 'slug', name: 'slug', label: 'Slug', from: 'title' },
    { kind: 'text', name: 'subtitle', label: 'Subtitle' },
    { kind: 'text', name: 'short_description', label: 'Short description', multiline: true },
    { kind: 'rich', name: 'long_description', label: 'Long description' },
    { kind: 'text', name: 'publisher', label: 'Publisher' },
    { kind: 'number', name: 'publish_year', label: 'Publish year', step: 1 },
    { kind: 'text', name: 'purchase_link', label: 'Purchase link', hint: 'Optional web address.' },
    { kind: 'image', name: 'cover_img', label: 'Cover image' },
    {
      kind: 'list',
      name: 'additional_imgs',
      label: 'Additional images',
      itemLabel: 'Image',
      of: { kind: 'image', name: 'img', label: 'Image' },
      min: 0,
    },
    { kind: 'text', name: 'metaDescription', label: 'Meta description', multiline: true, hint: META_HINT },
  ],
};
