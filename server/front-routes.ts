import type { Serve, Server } from 'bun';
import type { Config } from './config.ts';
import { mediaNotModified } from './middleware/media-not-modified.ts';
import { logLine, requestId } from './middleware/request-log.ts';

type Fetch = (request: Request, server: Server<undefined>) => Response | Promise<Response>;

/**
 * What the server's own router answers before the app (Bun.serve's `routes`): an image the browser already
 * holds. Its address is its hash and its ETag, so the 304 needs neither the database nor the middleware
 * chain, and it is the answer a page of thumbnails asks for most. Everything else at these addresses goes
 * to the app. With the request log on, the line and its id are written as the chain writes them.
 */
export function frontRoutes(fetch: Fetch, config: Pick<Config, 'logRequests'>, onRequest?: () => void) {
  return {
    '/api/media/:file': (request: Bun.BunRequest<'/api/media/:file'>, server: Server<undefined>) => {
      const started = performance.now();
      onRequest?.();
      const ifNoneMatch = request.headers.get('If-None-Match');
      const notModified = request.method === 'GET' ? mediaNotModified(request.params.file, ifNoneMatch) : undefined;
      if (!notModified) return fetch(request, server);
      if (config.logRequests) {
        const id = requestId();
        notModified.headers.set('X-Request-Id', id);
        console.log(logLine('GET', new URL(request.url).pathname, 304, started, id));
      }
      return notModified;
    },
  } satisfies Serve.Routes<undefined, '/api/media/:file'>;
}
