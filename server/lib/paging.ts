import type { MiddlewareHandler } from 'hono';
import { PAGES_SEGMENT } from '../../shared/list-pages.ts';
import type { AppEnv } from './env.ts';
import { httpError } from './errors.ts';

export const badPosition = () =>
  httpError(400, {
    errors: [
      { msg: 'after is not a position this list gave: send the next value of the previous page.', path: 'after' },
    ],
  });

/** A whole list asked for a page: said plainly, rather than answered with the whole list it did not want. */
export const wholeListOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const asked = ['limit', 'after'].filter((name) => c.req.query(name) !== undefined);
  if (asked.length > 0) {
    throw httpError(400, {
      errors: asked.map((name) => ({
        msg: `${name} asks for a page: this list's pages are at its /${PAGES_SEGMENT} address, as in ${new URL(c.req.url).pathname.replace(/\/$/, '')}/${PAGES_SEGMENT}?limit=24.`,
        path: name,
      })),
    });
  }
  await next();
};
