import { z } from 'zod';
import { describeContent, META_DESCRIPTION_FIELD } from '../catalogue/define.ts';
import { imageId, imageIds, MAX_META, publishing, richText, slug, text, year } from '../content-fields.ts';

export const artistSchema = z
  .object({
    name: text('Name'),
    slug: slug(),
    birth_year: year('Birth year'),
    death_year: year('Death year'),
    bio: richText('Bio'),
    metaDescription: text('Meta description', { max: MAX_META, optional: true }),
    img: imageId('Image'),
    additional_imgs: imageIds('Additional images'),
    ...publishing,
  })
  .refine((a) => a.birth_year === null || a.death_year === null || a.death_year >= a.birth_year, {
    error: 'Death year cannot be before the birth year.',
    path: ['death_year'],
  });

export const artistContent = describeContent({
  position: 20,
  searchKind: 'artist',
  route: 'artist',
  api: 'artists',
  heading: 'Artists',
  noun: 'artist',
  schema: artistSchema,
  trail: [{ name: 'Artists', path: '/artists' }],
  titleField: 'name',
  // Every shop item shows its artist's name and links to the artist's slug; exhibitions list their artists.
  shownIn: [['shop'], ['explore', 'exhibitions']],
  fields: [
    { kind: 'text', name: 'name', translatable: true, label: 'Name', searchable: 'title' },
    { kind: 'slug', name: 'slug', label: 'Slug', from: 'name' },
    { kind: 'number', name: 'birth_year', label: 'Birth year', step: 1, hint: 'Optional. The same in every language.' },
    {
      kind: 'number',
      name: 'death_year',
      label: 'Death year',
      step: 1,
      hint: 'Optional: empty while the artist is living or the year is not known.',
    },
    { kind: 'rich', name: 'bio', translatable: true, label: 'Bio', searchable: 'body' },
    META_DESCRIPTION_FIELD,
    { kind: 'image', name: 'img', label: 'Image' },
    {
      kind: 'list',
      name: 'additional_imgs',
      label: 'Additional images',
      itemLabel: 'Image',
      of: { kind: 'image', name: 'img', label: 'Image' },
      min: 0,
    },
  ],
});
