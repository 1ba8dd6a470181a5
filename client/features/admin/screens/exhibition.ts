import { exhibitionSchema } from '#shared/content/exhibition';
import { META_HINT, type Screen } from './screen.ts';

export const exhibitionScreen: Screen = {
  route: 'exhibitions',
  api: 'exhibitions',
  heading: 'Exhibitions',
  noun: 'exhibition',
  schema: exhibitionSchema,
  titleField: 'title',
  publicKey: ['explore', 'exhibitions'],
  fields: [
    { kind: 'text', name: 'title', label: 'Title' },
    { kind: 'slug', name: 'slug', label: 'Slug', from: 'title' },
    { kind: 'text', name: 'subtitle', label: 'Subtitle' },
    { kind: 'rich', name: 'introduction', label: 'Introduction' },
    { kind: 'rich', name: 'body', label: 'Body' },
    { kind: 'text', name: 'metaDescription', label: 'Meta description', multiline: true, hint: META_HINT },
    { kind: 'image', name: 'img', label: 'Image' },
    {
      kind: 'rows',
      name: 'additional_imgs_with_descriptions',
      label: 'Extra images with descriptions',
      itemLabel: 'Extra image',
      columns: [
        { kind: 'image', name: 'img', label: 'Image' },
        { kind: 'text', name: 'description', label: 'Description', multiline: true },
      ],
      // SPEC 4: the extras keep at least one entry.
      min: 1,
      newRow: { img: '', description: '' },
    },
  ],
};
