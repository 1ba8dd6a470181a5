import { z } from 'zod';
import { imageId, imageIds, MAX_META, richText, slug, text } from '../content-fields.ts';

/** An artist as the admin writes it (SPEC 3 'Artist'). */
export const artistSchema = z.object({
  name: text('Name'),
  slug: slug(),
  bio: richText('Bio'),
  metaDescription: text('Meta description', { max: MAX_META, optional: true }),
  img: imageId('Image'),
  additional_imgs: imageIds('Additional images'),
});
