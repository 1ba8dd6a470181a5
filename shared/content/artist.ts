import { z } from 'zod';
import { describeContent, META_DESCRIPTION_FIELD } from '../catalogue/define.ts';
import { imageId, imageIds, MAX_META, publishing, richText, slug, text } from '../content-fields.ts';

/** An artist as the admin writes it (SPEC 3 'Artist'). */
export const artistSchema = z.object({
  name: text('Name'),
  slug: slug(),
  bio: richText('Bio'),
  metaDescription: text('Meta description', { max: MAX_META, optional: true }),
  img: imageId('Image'),
  additional_imgs: imageIds('Additional images'),
  ...publishing,
});

/** The artist in the catalogue: its names, addresses and admin form. */
export const artistContent = describeContent({
  // SPEC 2: the artist's admin route is singular, its API plural.
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
    { kind: 'text', name: 'name', translatable: true, label: 'Name' },
    { kind: 'slug', name: 'slug', label: 'Slug', from: 'name' },
    { kind: 'rich', name: 'bio', translatable: true, label: 'Bio' },
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
