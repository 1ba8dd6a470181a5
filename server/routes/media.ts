import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { images, imageVariants } from '../db/schema/index.ts';
import type { AppEnv } from '../lib/env.ts';
import { notFound } from '../lib/errors.ts';
import { IMMUTABLE_CACHE } from '../middleware/cache.ts';

/**
 * Image bytes at content-addressed URLs (/api/media/{sha256}.{ext}): the URL changes whenever the bytes do,
 * so they are cached for a year. The sandbox CSP keeps a browser from running anything that got inside.
 */
export const mediaRoutes = new Hono<AppEnv>().get('/:file{[0-9a-f]{64}\\.[a-z]{3,4}}', (c) => {
  const hash = c.req.param('file').split('.')[0] ?? '';
  const orm = c.var.deps.db.orm;
  const found =
    orm
      .select({ bytes: imageVariants.bytes, contentType: imageVariants.contentType })
      .from(imageVariants)
      .where(eq(imageVariants.hash, hash))
      .get() ??
    orm
      .select({ bytes: images.bytes, contentType: images.contentType })
      .from(images)
      .where(eq(images.hash, hash))
      .get();
  if (!found) throw notFound('Could not get image.');

  const etag = `"${hash}"`;
  const headers = {
    ETag: etag,
    'Cache-Control': IMMUTABLE_CACHE,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  };
  if (
    c.req
      .header('If-None-Match')
      ?.split(/\s*,\s*/)
      .includes(etag)
  )
    return c.body(null, 304, headers);
  return c.body(new Uint8Array(found.bytes), 200, { ...headers, 'Content-Type': found.contentType });
});
