import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Orm } from '../db/client.ts';
import { images } from '../db/schema/index.ts';
import { MAX_INPUT_PIXELS } from './images.ts';

/**
 * The link-preview picture of a page: its image cropped to 1200 x 630 (the shape the big previewers show)
 * as a JPEG, because WeChat and some other previewers do not show WebP. Made on the first request for an
 * image and kept: the address carries the source's hash, so the bytes never change under it, and a bounded
 * memory cache spares a popular page's repeated previews the work.
 */

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const KEEP = 64;

const made = new Map<string, Promise<Uint8Array | null>>();

async function render(orm: Orm, hash: string): Promise<Uint8Array | null> {
  const source = orm.select({ bytes: images.bytes }).from(images).where(eq(images.hash, hash)).get();
  if (!source) return null;
  const jpeg = await sharp(new Uint8Array(source.bytes), { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  return new Uint8Array(jpeg);
}

/** The preview JPEG of the stored image with this hash, or null when there is no such image. */
export function ogImage(orm: Orm, hash: string): Promise<Uint8Array | null> {
  const cached = made.get(hash);
  if (cached) {
    // Most recently used last, so the oldest is the one forgotten.
    made.delete(hash);
    made.set(hash, cached);
    return cached;
  }
  const next = render(orm, hash).catch(() => null);
  made.set(hash, next);
  // A miss is not kept, so an image uploaded later under this hash is found.
  next.then((bytes) => {
    if (!bytes) made.delete(hash);
  });
  if (made.size > KEEP) {
    const oldest = made.keys().next();
    if (!oldest.done) made.delete(oldest.value);
  }
  return next;
}
