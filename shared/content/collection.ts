import { z } from 'zod';
import { imageId, imageIds, MAX_META, MAX_PARAGRAPH, richText, slug, text } from '../content-fields.ts';

/** A collection as the admin writes it (SPEC 3 'Collection'). */
export const collectionSchema = z.object({
  title: text('Title'),
  slug: slug(),
  short_description: text('Short description', { max: MAX_PARAGRAPH }),
  long_description: richText('Long description'),
  metaDescription: text('Meta description', { max: MAX_META, optional: true }),
  main_img: imageId('Main image'),
  img_collection: imageIds('Collection images'),
});
