import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';

/**
 * Public reads may be kept by a browser or a CDN but must be revalidated (cheap with the ETag), so an
 * edit in the admin shows up at once for browsers and within a minute behind a CDN.
 */
export const PUBLIC_API_CACHE = 'public, max-age=0, s-maxage=60, must-revalidate';

/** Content-addressed bytes never change under the same URL. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

const strongEtag = etag();

export const publicRead: MiddlewareHandler = async (c, next) => {
  await strongEtag(c, async () => {
    await next();
    // A preview of a draft has marked itself private already (server/services/preview.ts).
    if (c.res.status === 200 && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', PUBLIC_API_CACHE);
  });
};
