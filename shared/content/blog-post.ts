import { z } from 'zod';
import { date, imageId, imageIds, MAX_META, richText, slug, text, url } from '../content-fields.ts';

/** A blog post as the admin writes it (SPEC 3 'Blog post'). */
export const blogPostSchema = z.object({
  title: text('Title'),
  slug: slug(),
  subtitle: text('Subtitle', { optional: true }),
  date: date('Date'),
  body: richText('Body'),
  // SPEC 3: a YouTube 'watch' address is shown through its 'embed' form; the page does that when it renders.
  video: url('Video'),
  img: imageId('Image'),
  additional_imgs: imageIds('Additional images'),
  metaDescription: text('Meta description', { max: MAX_META, optional: true }),
});
