import type { MiddlewareHandler } from 'hono';

export const NO_HOST = 'The request has no valid Host header.';

// Without a valid Host Bun gives a URL with no origin, which every later `new URL` would throw on.
export function hostRequired(): MiddlewareHandler {
  return async (c, next) => {
    if (!URL.canParse(c.req.url)) return c.text(NO_HOST, 400);
    await next();
  };
}
