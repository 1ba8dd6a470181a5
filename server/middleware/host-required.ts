import type { MiddlewareHandler } from 'hono';

export const NO_HOST = 'The request has no valid Host header.';

/**
 * An HTTP/1.0 request may leave out Host, and any request may send one that is no host at all; Bun then
 * hands over a URL without an origin, which every later `new URL` would throw on. Such a request is the
 * client's mistake, answered 400 here before anything reads the URL.
 */
export function hostRequired(): MiddlewareHandler {
  return async (c, next) => {
    if (!URL.canParse(c.req.url)) return c.text(NO_HOST, 400);
    await next();
  };
}
