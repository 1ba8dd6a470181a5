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

const making = new Map<string, Promise<Uint8Array | null>>();

/** The preview JPEG of the stored image with this hash, or null when there is no such image. */
export async function ogImage(orm: Orm, hash: string): Promise<Uint8Array | null> {
  const stored = findPreview(orm, hash);
  if (stored) return stored;
  const pending = making.get(hash);
  if (pending) return pending;
  const source = findPreviewSource(orm, hash);
  if (!source) return null;
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
  making.set(hash, next);
  return next;
}
