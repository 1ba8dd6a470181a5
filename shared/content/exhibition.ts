import { z } from 'zod';
import { describeContent, EXPLORE, META_DESCRIPTION_FIELD } from '../catalogue/define.ts';
import {
  entryIds,
  imageId,
  MAX_LIST,
  MAX_META,
  MAX_PARAGRAPH,
  optionalDate,
  publishing,
  richText,
  slug,
  text,
} from '../content-fields.ts';

const extra = z.object({ img: imageId('Image'), description: text('Description', { max: MAX_PARAGRAPH }) });

/** SPEC 7 sends each extra as a JSON string; the form sends objects, so both are read. */
const fromString = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/** Dates may wait until they are announced; an end date needs no start, but never comes before it. */
export const exhibitionSchema = z
  .object({
    title: text('Title'),
    slug: slug(),
    subtitle: text('Subtitle', { optional: true }),
    starts_on: optionalDate('Start date'),
    ends_on: optionalDate('End date'),
    venue: text('Venue', { optional: true }),
    artists: entryIds('Artists', 'artist'),
    works: entryIds('Works shown', 'work'),
    introduction: richText('Introduction'),
    body: richText('Body'),
    metaDescription: text('Meta description', { max: MAX_META, optional: true }),
    img: imageId('Image'),
    // SPEC 4: the extras keep at least one entry.
    additional_imgs_with_descriptions: z
      .array(z.preprocess(fromString, extra), { error: 'Add at least one extra image with its description.' })
      .min(1, { error: 'Add at least one extra image with its description.' })
      .max(MAX_LIST, { error: `An exhibition can have at most ${MAX_LIST} extra images.` }),
    ...publishing,
  })
  .refine((e) => e.starts_on === null || e.ends_on === null || e.ends_on >= e.starts_on, {
    error: 'End date cannot be before the start date.',
    path: ['ends_on'],
  });

export const exhibitionContent = describeContent({
  position: 40,
  searchKind: 'exhibition',
  route: 'exhibitions',
  api: 'exhibitions',
  heading: 'Exhibitions',
  noun: 'exhibition',
  schema: exhibitionSchema,
  trail: [EXPLORE, { name: 'Exhibitions', path: '/explore/exhibitions' }],
  titleField: 'title',
  // The home page's exhibition (server/routes/exhibitions.ts).
  reservedSlugs: ['current'],
  fields: [
    { kind: 'text', name: 'title', translatable: true, label: 'Title', searchable: 'title' },
    { kind: 'slug', name: 'slug', label: 'Slug', from: 'title' },
    { kind: 'text', name: 'subtitle', translatable: true, label: 'Subtitle', searchable: 'summary' },
    { kind: 'date', name: 'starts_on', label: 'Start date', hint: 'Optional until it is announced.' },
    { kind: 'date', name: 'ends_on', label: 'End date', hint: 'The last day it is open.' },
    {
      kind: 'text',
      name: 'venue',
      translatable: true,
      label: 'Venue',
      searchable: 'summary',
      hint: 'Where it is shown, with the town. Empty: at the gallery in Beijing.',
    },
    {
      kind: 'entries',
      name: 'artists',
      label: 'Artists',
      itemLabel: 'Artist',
      entriesOf: 'artists',
      noun: 'artist',
      hint: 'The artists shown, in the order the page lists them.',
    },
    {
      kind: 'entries',
      name: 'works',
      label: 'Works shown',
      itemLabel: 'Work',
      entriesOf: 'shop',
      noun: 'work',
      hint: 'The checklist: the works in the exhibition, in order.',
    },
    { kind: 'rich', name: 'introduction', translatable: true, label: 'Introduction', searchable: 'body' },
    { kind: 'rich', name: 'body', translatable: true, label: 'Body', searchable: 'body' },
    META_DESCRIPTION_FIELD,
    { kind: 'image', name: 'img', label: 'Image' },
    {
      kind: 'rows',
      name: 'additional_imgs_with_descriptions',
      label: 'Extra images with descriptions',
      itemLabel: 'Extra image',
      columns: [
        { kind: 'image', name: 'img', label: 'Image' },
        { kind: 'text', name: 'description', label: 'Description', multiline: true, translatable: true },
      ],
      min: 1,
      newRow: { img: '', description: '' },
    },
  ],
});
