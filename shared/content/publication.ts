import { z } from 'zod';
import { describeContent, EXPLORE, META_DESCRIPTION_FIELD } from '../catalogue/define.ts';
import {
  count,
  imageId,
  imageIds,
  MAX_META,
  MAX_PARAGRAPH,
  publishing,
  richText,
  slug,
  text,
  url,
} from '../content-fields.ts';

export const publicationSchema = z.object({
  title: text('Title'),
  slug: slug(),
  subtitle: text('Subtitle', { optional: true }),
  short_description: text('Short description', { max: MAX_PARAGRAPH }),
  long_description: richText('Long description'),
  publisher: text('Publisher', { optional: true }),
  publish_year: count('Publish year', 9999),
  purchase_link: url('Purchase link'),
  cover_img: imageId('Cover image'),
  additional_imgs: imageIds('Additional images'),
  metaDescription: text('Meta description', { max: MAX_META, optional: true }),
  ...publishing,
});

export const publicationContent = describeContent({
  position: 60,
  searchKind: 'publication',
  route: 'publications',
  api: 'publications',
  heading: 'Publications',
  noun: 'publication',
  schema: publicationSchema,
  trail: [EXPLORE, { name: 'Publications', path: '/explore/publications' }],
  titleField: 'title',
  fields: [
    { kind: 'text', name: 'title', translatable: true, label: 'Title', searchable: 'title' },
    { kind: 'slug', name: 'slug', label: 'Slug', from: 'title' },
    { kind: 'text', name: 'subtitle', translatable: true, label: 'Subtitle', searchable: 'summary' },
    {
      kind: 'text',
      name: 'short_description',
      translatable: true,
      label: 'Short description',
      multiline: true,
      searchable: 'summary',
    },
    { kind: 'rich', name: 'long_description', translatable: true, label: 'Long description', searchable: 'body' },
    { kind: 'text', name: 'publisher', translatable: true, label: 'Publisher', searchable: 'summary' },
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
    META_DESCRIPTION_FIELD,
  ],
});
