import { z } from 'zod';
import { MAX_PARAGRAPH, slug, text } from './content-fields.ts';
import type { FocalPoint } from './focal-point.ts';

/**
 * The image library's text fields (SPEC 3 'Image', SPEC 7 'POST /api/admin/image/new'). The file itself is
 * checked on the server, from its bytes (server/services/images.ts). Alt text is required: every public
 * page shows it to those who cannot see the picture.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

// SPEC 8: the text shown for a failed upload, and the one the server sends for a file that is too large.
export const UPLOAD_FAILED = 'Error uploading the image. Ensure the file size is less than 10MB.';

/** The file types an upload may be (judged from the bytes on the server; this list only guides the picker). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

export const imageMetaSchema = z.object({
  title: text('Title'),
  alt: text('Alt text', { max: MAX_PARAGRAPH }),
  slug: slug(),
});

/** A fraction of the picture's width or height, from its left or top edge. */
const fraction = (label: string) => {
  const message = `The focal point's ${label} must be a number from 0 to 1.`;
  return z.number({ error: message }).min(0, { error: message }).max(1, { error: message });
};

/**
 * Where the subject of a picture is, as fractions of its width and height (0, 0 is the top left corner).
 * Pages that crop a picture keep this point in view; without one they crop around the centre.
 */
export const focalPointSchema: z.ZodType<FocalPoint> = z.object(
  { x: fraction('x'), y: fraction('y') },
  { error: 'The focal point must be an object with x and y.' },
);
export type { FocalPoint };

/**
 * SPEC 4 'Image form': in update mode only the title and the alt text change; the slug and file stay. The
 * focal point may come along: left out it stays as it is, null removes it.
 */
export const imageUpdateSchema = z.object({
  title: text('Title'),
  alt: text('Alt text', { max: MAX_PARAGRAPH }),
  _id: z.number().int().positive().optional(),
  focal: focalPointSchema.nullable().optional(),
});

/** One page of the library for the Image Selection modal: a search in titles and alt texts, by title. */
export const IMAGE_PAGE_SIZE = 48;
export const MAX_IMAGE_PAGE_SIZE = 96;
export const imageListQuerySchema = z.object({
  q: z.string().trim().max(200, { error: 'The search (q) can be at most 200 characters.' }).default(''),
  after: z.string().max(600, { error: 'The position (after) is not one this list gave.' }).optional(),
  limit: z.coerce
    .number({ error: `The page size (limit) must be a whole number from 1 to ${MAX_IMAGE_PAGE_SIZE}.` })
    .int({ error: `The page size (limit) must be a whole number from 1 to ${MAX_IMAGE_PAGE_SIZE}.` })
    .min(1, { error: `The page size (limit) must be a whole number from 1 to ${MAX_IMAGE_PAGE_SIZE}.` })
    .max(MAX_IMAGE_PAGE_SIZE, {
      error: `The page size (limit) must be a whole number from 1 to ${MAX_IMAGE_PAGE_SIZE}.`,
    })
    .default(IMAGE_PAGE_SIZE),
});
export type ImageListQuery = z.input<typeof imageListQuerySchema>;

/** How an image appears in every JSON answer (DESIGN 'The API contract'): never the bytes themselves. */
export type ImageRef = {
  _id: number;
  slug: string;
  title: string;
  alt: string;
  width: number;
  height: number;
  src: string;
  srcset: string;
  /** Present only when staff have set one. */
  focal?: FocalPoint;
};

/** A page of the library: `next` is the position to ask for the page after (null on the last page). */
export type ImagePage = { items: ImageRef[]; next: string | null; total: number };

export { objectPosition } from './focal-point.ts';

export type ImageMetaInput = z.input<typeof imageMetaSchema>;
