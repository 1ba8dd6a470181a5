import { z } from 'zod';
import { describeContent, EXPLORE, META_DESCRIPTION_FIELD } from '../catalogue/define.ts';
import { imageId, imageIds, MAX_META, MAX_PARAGRAPH, publishing, richText, slug, text } from '../content-fields.ts';

export const collectionSchema = z.object({
  title: text('Title'),
  slug: slug(),
  short_description: text('Short description', { max: MAX_PARAGRAPH }),
  long_description: richText('Long description'),
  metaDescription: text('Meta description', { max: MAX_META, optional: true }),
  main_img: imageId('Main image'),
  img_collection: imageIds('Collection images'),
  ...publishing,
});

export const collectionContent = describeContent({
  position: 30,
  searchKind: 'collection',
  route: 'collections',
  api: 'collections',
  heading: 'Collections',
  noun: 'collection',
  schema: collectionSchema,
  trail: [EXPLORE, { name: 'Collections', path: '/explore/collections' }],
  titleField: 'title',
  fields: [
    { kind: 'text', name: 'title', translatable: true, label: 'Title', searchable: 'title' },
    { kind: 'slug', name: 'slug', label: 'Slug', from: 'title' },
    {
      kind: 'text',
      name: 'short_description',
      translatable: true,
      label: 'Short description',
      multiline: true,
      searchable: 'summary',
    },
    { kind: 'rich', name: 'long_description', translatable: true, label: 'Long description', searchable: 'body' },
    META_DESCRIPTION_FIELD,
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
});
