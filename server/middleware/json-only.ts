import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/env.ts';
import { httpError } from '../lib/errors.ts';

// CSRF: a cross-site page can send form bodies without a preflight; JSON always needs one, never granted here.

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

export const isJson = (contentType: string | undefined) =>
  JSON_MEDIA_TYPE.test(contentType?.split(';')[0]?.trim() ?? '');

// SPEC 7: the image upload is multipart; the origin check covers it.
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
    const hasBody = c.req.raw.body !== null && c.req.header('Content-Length') !== '0';
    if (contentType === undefined && !hasBody) return next();
    throw httpError(415, { error: NOT_JSON });
  };
}
