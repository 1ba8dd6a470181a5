import type { Orm } from '../db/client.ts';
import { findPreview, findPreviewSource, readImageBytes, storePreview } from '../queries/image-previews.ts';
import { makePreviewInChild } from './image-process.ts';
import { imageQueue } from './images.ts';

/**
 * The link-preview picture of a page (/api/media/og/{hash}.jpg, named by its source image's hash): a JPEG of
 * the 1200 x 630 shape, never enlarged (shared/preview-size.ts). It is made with the image, when it is
 * uploaded or seeded, so a request for it is one read. An image stored before that has its preview made on
 * the first request, in the upload queue (one image process at a time, a few waiting, then QueueFull) and
 * kept; requests for the same picture meanwhile wait for that one. A visitor can therefore cause at most one
 * preview per stored image, one at a time, and never in the server's own memory.
 */

/**
 * How long a request waits for a preview being made. A tall 40-megapixel picture can take longer than a
 * connection may stay quiet (Bun closes one after 10 s); the request is then answered 503 with Retry-After
 * while the preview is finished and kept for the next.
 */
export const PREVIEW_WAIT_MS = 8_000;
const RETRY_AFTER_SECONDS = 10;

export class PreviewNotReady extends Error {
  override name = 'PreviewNotReady';
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS;
}

const making = new Map<string, Promise<Uint8Array | null>>();

/**
 * The preview JPEG of the stored image with this hash, or null when there is no such image. Throws QueueFull
 * when the upload queue is full, and PreviewNotReady when one being made is not done within `waitMs`.
 */
export async function ogImage(orm: Orm, hash: string, waitMs = PREVIEW_WAIT_MS): Promise<Uint8Array | null> {
  const stored = findPreview(orm, hash);
  if (stored) return stored;
  const pending = making.get(hash) ?? startPreview(orm, hash);
  if (!pending) return null;
  let timer: Timer | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PreviewNotReady('The preview is still being made.')), waitMs);
  });
  try {
    return await Promise.race([pending, late]);
  } finally {
    clearTimeout(timer);
  }
}

function startPreview(orm: Orm, hash: string): Promise<Uint8Array | null> | undefined {
  const source = findPreviewSource(orm, hash);
  if (!source) return undefined;
  const next = imageQueue
    .run(async () => {
      const bytes = readImageBytes(orm, source.id);
      if (!bytes) return null;
      const preview = await makePreviewInChild(bytes, source.width, source.height);
      try {
        storePreview(orm, source.id, preview);
      } catch (error) {
        // The image was deleted meanwhile: this answer still has its preview, nothing keeps it.
        console.warn(`preview of image ${source.id} not kept: ${(error as Error).message}`);
      }
      return preview.bytes;
    })
    .finally(() => making.delete(hash));
  // Failures reach the requests waiting; one nobody waits for any more must not go unhandled.
  next.catch(() => undefined);
  making.set(hash, next);
  return next;
}
