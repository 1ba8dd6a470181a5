import { artistSchema } from '#shared/content/artist';
import { META_HINT, type Screen } from './screen.ts';

export const artistScreen: Screen = {
  // SPEC 2: the artist's admin route is singular, its API plural.
  route: 'artist',
  api: 'artists',
  heading: 'Artists',
  noun: 'artist',
  schema: artistSchema,
  titleField: 'name',
  publicKey: ['artists'],
  // Every shop item shows its artist's name and links to the artist's slug.
  shownIn: [['shop']],
  fields: [
    { kind: 'text', name: 'name', label: 'Name' },
    { kind: 'slug', name: 'slug', label: 'Slug', from: 'name' },
    { kind: 'rich', name: 'bio', label: 'Bio' },
    { kind: 'text', name: 'metaDescription', label: 'Meta description', multiline: true, hint: META_HINT },
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
};
