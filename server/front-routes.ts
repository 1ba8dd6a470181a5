import type { Serve, Server } from 'bun';
import type { LogWriter } from './lib/log-writer.ts';
import { mediaNotModified } from './middleware/media-not-modified.ts';

type Fetch = (request: Request, server: Server<undefined>) => Response | Promise<Response>;

/**
 * What the server's own router answers before the app (Bun.serve's `routes`): an image the browser already
 * holds. Its address is its hash and its ETag, so the 304 needs neither the database nor the middleware
 * chain, and it is the answer a page of thumbnails asks for most. Everything else at these addresses goes
 * to the app. With the request log on, these 304s are counted rather than logged one by one (a page of
 * thumbnails revalidates two dozen at once): `countedLine` writes one line a minute saying how many.
 */
export function frontRoutes(fetch: Fetch, on: { request?: () => void; notModified?: () => void } = {}) {
  return {
    // GET only (Bun answers a HEAD with it, without the body); any other method goes to the server's fetch.
    '/api/media/:file': {
      GET: (request: Bun.BunRequest<'/api/media/:file'>, server: Server<undefined>) => {
        on.request?.();
        const notModified = mediaNotModified(request.params.file, request.headers.get('If-None-Match'));
        if (!notModified) return fetch(request, server);
        on.notModified?.();
        return notModified;
      },
    },
  } satisfies Serve.Routes<undefined, '/api/media/:file'>;
}

/** How often a counted line is written, when there is anything to count. */
export const COUNTED_EVERY_MS = 60_000;

/**
 * A log line that counts its requests: `GET /api/media/* 304 ×1234 in 60 s`, written once a minute while they
 * come, and by `flush` (the server's shutdown) for the last of them.
 */
export function countedLine(log: LogWriter, what: string) {
  let count = 0;
  let since = performance.now();
  let timer: ReturnType<typeof setInterval> | undefined;
  const flush = () => {
    if (count > 0) log.line(`${what} ×${count} in ${Math.round((performance.now() - since) / 1000)} s`);
    count = 0;
    since = performance.now();
  };
  return {
    count: () => {
      count += 1;
      if (timer === undefined) {
        timer = setInterval(flush, COUNTED_EVERY_MS);
        timer.unref?.();
      }
    },
    flush,
  };
}
