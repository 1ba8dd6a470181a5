import { z } from 'zod';
import { count, imageId, imageIds, MAX_META, MAX_PARAGRAPH, richText, slug, text, url } from '../content-fields.ts';

/** A publication as the admin writes it (SPEC 3 'Publication'). */
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
});
