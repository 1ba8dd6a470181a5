import { z } from 'zod';
import { describeContent, META_DESCRIPTION_FIELD } from '../catalogue/define.ts';
import { date, imageId, imageIds, MAX_META, publishing, richText, slug, text, url } from '../content-fields.ts';

export const blogPostSchema = z.object({
  title: text('Title'),
  slug: slug(),
  subtitle: text('Subtitle', { optional: true }),
  date: date('Date'),
  body: richText('Body'),
  // SPEC 3: a YouTube 'watch' address is shown through its 'embed' form; the page does that when it renders.
  video: url('Video'),
  china_video: url('Video for China'),
  img: imageId('Image'),
  additional_imgs: imageIds('Additional images'),
  metaDescription: text('Meta description', { max: MAX_META, optional: true }),
  ...publishing,
});

export const blogPostContent = describeContent({
  position: 70,
  searchKind: 'post',
  route: 'blog',
  api: 'blog',
  heading: 'Blog posts',
  noun: 'blog post',
  schema: blogPostSchema,
  trail: [{ name: 'Blog', path: '/blog' }],
  titleField: 'title',
  fields: [
    { kind: 'text', name: 'title', translatable: true, label: 'Title', searchable: 'title' },
    { kind: 'slug', name: 'slug', label: 'Slug', from: 'title' },
    { kind: 'text', name: 'subtitle', translatable: true, label: 'Subtitle', searchable: 'summary' },
    { kind: 'date', name: 'date', label: 'Date', today: true },
    { kind: 'rich', name: 'body', translatable: true, label: 'Body', searchable: 'body' },
    {
      kind: 'text',
      name: 'video',
      label: 'Video',
      hint: 'Optional: a YouTube, Vimeo or Bilibili address, shown as a player in the post after a click.',
    },
    {
      kind: 'text',
      name: 'china_video',
      label: 'Video for China',
      hint: 'Optional: the same video on a player that plays in mainland China, such as a Bilibili address. Chinese pages play it first.',
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
    META_DESCRIPTION_FIELD,
  ],
});
