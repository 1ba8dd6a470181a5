import type { Serve, Server } from 'bun';
import type { LogWriter } from './lib/log-writer.ts';
import { mediaNotModified } from './middleware/media-not-modified.ts';

type Fetch = (request: Request, server: Server<undefined>) => Response | Promise<Response>;

// Skips the database and middleware for an image the browser holds; a page revalidates dozens, so 304s are counted.
export function frontRoutes(fetch: Fetch, on: { request?: () => void; notModified?: () => void } = {}) {
  return {
    // GET only: Bun answers a HEAD with it, without the body.
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

export const COUNTED_EVERY_MS = 60_000;

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
