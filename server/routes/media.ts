import { Hono } from 'hono';
import type { AppEnv } from '../lib/env.ts';
import { httpError, notFound } from '../lib/errors.ts';
import { QueueFull } from '../lib/work-queue.ts';
import { mediaHeaders, mediaNotModified } from '../middleware/media-not-modified.ts';
import { findMedia } from '../queries/image-library.ts';
import { ogImage, PreviewNotReady } from '../services/og-image.ts';

export const PREVIEW_BUSY = 'The preview image is being made. Try again in a few seconds.';

export const mediaRoutes = new Hono<AppEnv>()
  .get('/og/:file{[0-9a-f]{64}\\.jpg}', async (c) => {
    const hash = c.req.param('file').slice(0, 64);
    const bytes = await ogImage(c.var.deps.db.orm, hash).catch((error: unknown) => {
      // Only an image stored before previews were made on upload needs work here, and that waits its turn.
      if (error instanceof QueueFull || error instanceof PreviewNotReady) {
        throw httpError(503, { error: PREVIEW_BUSY }, { 'Retry-After': String(error.retryAfterSeconds) });
      }
      throw error;
    });
    if (!bytes) throw notFound('Could not get image.');
    return c.body(new Uint8Array(bytes), 200, { ...mediaHeaders(`og-${hash}`), 'Content-Type': 'image/jpeg' });
  })
  .get('/:file{[0-9a-f]{64}\\.[a-z]{3,4}}', (c) => {
    // Usually answered by the server's own router, before the app (server/front-routes.ts).
    const notModified = mediaNotModified(c.req.param('file'), c.req.header('If-None-Match') ?? null);
    if (notModified) return notModified;
    const hash = c.req.param('file').split('.')[0] ?? '';
    const found = findMedia(c.var.deps.db.orm, hash);
    if (!found) throw notFound('Could not get image.');
    return c.body(new Uint8Array(found.bytes), 200, { ...mediaHeaders(hash), 'Content-Type': found.contentType });
  });
