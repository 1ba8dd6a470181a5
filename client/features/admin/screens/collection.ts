import { collectionSchema } from '#shared/content/collection';
import { META_HINT, type Screen } from './screen.ts';

export const collectionScreen: Screen = {
  route: 'collections',
  api: 'collections',
  heading: 'Collections',
  noun: 'collection',
  schema: collectionSchema,
  titleField: 'title',
  publicKey: ['explore', 'collections'],
  fields: [
    { kind: 'text', name: 'title', label: 'Title' },
    { kind: 'slug', name: 'slug', label: 'Slug', from: 'title' },
    { kind: 'text', name: 'short_description', label: 'Short description', multiline: true },
    { kind: 'rich', name: 'long_description', label: 'Long description' },
    { kind: 'text', name: 'metaDescription', label: 'Meta description', multiline: true, hint: META_HINT },
    { kind: 'image', name: 'main_img', label: 'Main image' },
    {
      kind: 'list',
      name: 'img_collection',
      label: 'Collection images',
      itemLabel: 'Image',
      of: { kind: 'image', name: 'img', label: 'Image' },
      min: 0,
    },
  ],
};
