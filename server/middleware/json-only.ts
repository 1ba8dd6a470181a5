import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/env.ts';
import { httpError } from '../lib/errors.ts';

/**
 * Every state-changing /api call speaks JSON (DESIGN 'Sessions and admin'). A cross-site page can send
 * text/plain, form or multipart bodies without the browser asking the server first; a JSON content type
 * always needs a CORS preflight, which this server never grants. Refusing everything else here means no
 * route can be reached by such a "simple" request, whatever its own validation does.
 */

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** Whether a Content-Type header names JSON (`application/json`, `application/problem+json`, ...). */
export const isJson = (contentType: string | undefined) =>
  JSON_MEDIA_TYPE.test(contentType?.split(';')[0]?.trim() ?? '');

/** The one upload route takes a file (SPEC 7: multipart with title, alt, slug, img); the origin check covers it. */
const MULTIPART_PATHS = new Set(['/api/admin/image/new']);

export const NOT_JSON = 'The request body must be JSON (Content-Type: application/json).';

export function jsonOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    const contentType = c.req.header('Content-Type');
    if (isJson(contentType)) return next();
    const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
    if (mediaType === 'multipart/form-data' && MULTIPART_PATHS.has(c.req.path)) return next();
    // RFC 8058: the one-click unsubscribe arrives as a form (List-Unsubscribe=One-Click); its token is all it trusts.
    if (mediaType === 'application/x-www-form-urlencoded' && c.req.path === '/api/newsletter/unsubscribe')
      return next();
    // A call without any body (a bare DELETE, say) has nothing that could be read as something else.
    const hasBody = c.req.raw.body !== null && c.req.header('Content-Length') !== '0';
    if (contentType === undefined && !hasBody) return next();
    throw httpError(415, { error: NOT_JSON });
  };
}
