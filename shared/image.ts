import { z } from 'zod';
import { MAX_PARAGRAPH, slug, text } from './content-fields.ts';

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

/** SPEC 4 'Image form': in update mode only the title and the alt text change; the slug and file stay. */
export const imageUpdateSchema = z.object({
  title: text('Title'),
  alt: text('Alt text', { max: MAX_PARAGRAPH }),
  _id: z.number().int().positive().optional(),
});

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
};

export type ImageMetaInput = z.input<typeof imageMetaSchema>;
