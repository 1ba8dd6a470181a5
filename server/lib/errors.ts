import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export function httpError(status: ContentfulStatusCode, body: Record<string, unknown>, headers?: HeadersInit) {
  return new HTTPException(status, { res: Response.json(body, { status, headers }) });
}

export const notFound = (what = 'Not found.') => httpError(404, { error: what });

export const badRequest = (messages: string[]) => httpError(400, { errors: messages.map((msg) => ({ msg })) });
