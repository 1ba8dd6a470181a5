import { z } from 'zod';
import { MAX_PARAGRAPH, slug, text } from './content-fields.ts';
import type { FocalPoint } from './focal-point.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const UPLOAD_FAILED = 'Error uploading the image. Ensure the file size is less than 10MB.';

/** Only guides the picker: the server judges the type from the bytes. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

export const imageMetaSchema = z.object({
  title: text('Title'),
  alt: text('Alt text', { max: MAX_PARAGRAPH }),
  slug: slug(),
});

const fraction = (label: string) => {
  const message = `The focal point's ${label} must be a number from 0 to 1.`;
  return z.number({ error: message }).min(0, { error: message }).max(1, { error: message });
};

export const focalPointSchema: z.ZodType<FocalPoint> = z.object(
  { x: fraction('x'), y: fraction('y') },
  { error: 'The focal point must be an object with x and y.' },
);
export type { FocalPoint };

/** SPEC 4 'Image form': only title, alt text and focal point change; null removes the focal point. */
export const imageUpdateSchema = z.object({
  title: text('Title'),
  alt: text('Alt text', { max: MAX_PARAGRAPH }),
  _id: z.number().int().positive().optional(),
  focal: focalPointSchema.nullable().optional(),
});

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

export type ImageRef = {
  _id: number;
  slug: string;
  title: string;
  alt: string;
  width: number;
  height: number;
  src: string;
  srcset: string;
  focal?: FocalPoint;
};

export type ImagePage = { items: ImageRef[]; next: string | null; total: number };

export { objectPosition } from './focal-point.ts';
