import { Hono } from 'hono';
import type { AppEnv } from '../lib/env.ts';
import { notFound } from '../lib/errors.ts';
import { IMMUTABLE_CACHE } from '../middleware/cache.ts';
import { findMedia } from '../queries/image-library.ts';
import { ogImage } from '../services/og-image.ts';

/**
 * Image bytes at content-addressed URLs (/api/media/{sha256}.{ext}): the URL changes whenever the bytes do,
 * so they are cached for a year. The sandbox CSP keeps a browser from running anything that got inside.
 */
const SANDBOX = "default-src 'none'; sandbox";

export const mediaRoutes = new Hono<AppEnv>()
  // The link-preview JPEG of an image (server/services/og-image.ts), named by the source image's hash.
  .get('/og/:file{[0-9a-f]{64}\\.jpg}', async (c) => {
    const hash = c.req.param('file').slice(0, 64);
    const bytes = await ogImage(c.var.deps.db.orm, hash);
    if (!bytes) throw notFound('Could not get image.');
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'image/jpeg',
      'Cache-Control': IMMUTABLE_CACHE,
      ETag: `"og-${hash}"`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': SANDBOX,
    });
  })
  .get('/:file{[0-9a-f]{64}\\.[a-z]{3,4}}', (c) => {
    const hash = c.req.param('file').split('.')[0] ?? '';
    const etag = `"${hash}"`;
    const headers = {
      ETag: etag,
      'Cache-Control': IMMUTABLE_CACHE,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': SANDBOX,
    };
    // The address is the bytes' hash, so a browser holding this ETag holds these bytes: no lookup needed.
    if (
      c.req
        .header('If-None-Match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    )
      return c.body(null, 304, headers);
    const found = findMedia(c.var.deps.db.orm, hash);
    if (!found) throw notFound('Could not get image.');
    return c.body(new Uint8Array(found.bytes), 200, { ...headers, 'Content-Type': found.contentType });
  });
