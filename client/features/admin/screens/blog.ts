import { blogPostSchema } from '#schemas/content/blog-post';
import { META_HINT, type Screen } from './screen.ts';

export const blogScreen: Screen = {
  route: 'blog',
  api: 'blog',
  heading: 'Blog posts',
  noun: 'blog post',
  schema: blogPostSchema,
  titleField: 'title',
  publicKey: ['blog'],
  fields: [
    { kind: 'text', name: 'title', label: 'Title' },
    { kind: 'slug', name: 'slug', label: 'Slug', from: 'title' },
    { kind: 'text', name: 'subtitle', label: 'Subtitle' },
    { kind: 'date', name: 'date', label: 'Date', today: true },
    { kind: 'rich', name: 'body', label: 'Body' },
    {
      kind: 'text',
      name: 'video',
      label: 'Video',
      hint: 'Optional: a YouTube, Vimeo or Bilibili address, shown as a player in the post after a click.',
    },
    { kind: 'image', name: 'img', label: 'Image' },
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
