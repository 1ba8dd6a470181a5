import type { Orm } from '../db/client.ts';
import { findPreview, findPreviewSource, readImageBytes, storePreview } from '../queries/image-previews.ts';
import { makePreviewInChild } from './image-process.ts';
import { imageQueue } from './images.ts';

// Made in the upload queue and kept, so a visitor can cause at most one preview per image, never in server memory.

// Bun closes a quiet connection after 10 s; a slower preview gets 503 with Retry-After and is kept for the next.
export const PREVIEW_WAIT_MS = 8_000;
const RETRY_AFTER_SECONDS = 10;

export class PreviewNotReady extends Error {
  override name = 'PreviewNotReady';
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS;
}

const making = new Map<string, Promise<Uint8Array | null>>();

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
