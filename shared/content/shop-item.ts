import { z } from 'zod';
import { imageId, MAX_META, price, richText, slug, text } from '../content-fields.ts';

/** A shop item as the admin writes it (SPEC 3 'Shop item', SPEC 7 'POST /api/admin/shop/new'). */
export const shopItemSchema = z.object({
  title: text('Title'),
  slug: slug(),
  /** The artist's id; the public answer shows the artist's name and slug instead. */
  artist: z.number({ error: 'Choose the artist.' }).int().positive({ error: 'Choose the artist.' }),
  category: text('Category'),
  from_collection: text('Collection', { optional: true }),
  medium: z
    .array(text('Medium'), { error: 'Add at least one medium.' })
    .min(1, { error: 'Add at least one medium.' })
    .max(20, { error: 'An item can have at most 20 media.' }),
  description: richText('Description'),
  metaDescription: text('Meta description', { max: MAX_META, optional: true }),
  img: imageId('Image'),
  // SPEC 4: an item keeps at least one size; lowPrice is the lowest of these, worked out by the server.
  size_price_info: z
    .array(z.object({ size: text('Size', { max: 100 }), price: price('Price') }), { error: 'Add at least one size.' })
    .min(1, { error: 'Add at least one size.' })
    .max(50, { error: 'An item can have at most 50 sizes.' }),
});
