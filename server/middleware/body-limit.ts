import type { MiddlewareHandler } from 'hono';
import { t } from '../../shared/messages/index.ts';
import { httpError } from '../lib/errors.ts';

/**
 * The one rule for every route that takes a body, declared beside the route: a Content-Length over the limit
 * is refused at once with 413, before a byte of the body is read; a body without one (chunked) is counted as
 * it streams in and cut off as soon as it passes the limit. Routes whose limit is larger than a public form's
 * (an admin entry, an upload) take no chunked body at all: it is refused at once with 411, so a sender cannot
 * make the server read megabytes before being told no. Browsers always send the length of a
 * form or JSON body. Without this, Bun would read up to 128 MB into memory and the schema would refuse it
 * only afterwards.
 *
 * tests/api/body-limits.test.ts walks the app's route table and fails for any route that can take a body
 * without one of these in front of its handler.
 */

/** The sizes in use, so the routes say what they mean. */
export const LIMITS = {
  /** Sign-in, signup, newsletter, a status change, a delete's `{_id}`: a few fields. */
  small: 16 * 1024,
  /** The public forms: a message or notes of up to a few thousand characters and a cart. */
  form: 64 * 1024,
  /** An admin entry: rich text may carry pasted images. */
  entry: 4 * 1024 * 1024,
} as const;

/** The most a body of unknown length may bring; above this a route needs the length declared. */
const STREAMED_AT_MOST = LIMITS.form;

export const LENGTH_REQUIRED = 'Send the request with its length (a Content-Length header).';

const limited = new WeakSet<object>();

/** Whether a handler is a body limit (for the route-table test). */
export const isBodyLimit = (handler: unknown): boolean => typeof handler === 'function' && limited.has(handler);

/**
 * Refuses a body over `maxBytes` with 413 `{errors:[{msg, path: ''}]}`; `message` is the route's own text: a
 * function reads it from the message catalogue when the refusal is answered, so it is in the request's
 * language (by default 'The request is too large.' in English); a string is a fixed text (the admin's). A chunked body is read here chunk by chunk, kept as the chunks themselves (no copy per chunk), and the
 * stream is cancelled the moment it passes the limit, so nothing more of it is taken in.
 */
export function bodyLimit(
  maxBytes: number,
  message: string | (() => string) = () => t('gaps.tooLarge'),
): MiddlewareHandler {
  const text = typeof message === 'function' ? message : () => message;
  const tooLarge = () => httpError(413, { errors: [{ msg: text(), path: '' }] });
  const handler: MiddlewareHandler = async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header('Content-Length');
    if (declared !== undefined && !c.req.raw.headers.has('Transfer-Encoding')) {
      // Bun holds the sender to its Content-Length, so the declared size is the most that can arrive.
      if (!(Number(declared) <= maxBytes)) throw tooLarge();
      return next();
    }
    if (maxBytes > STREAMED_AT_MOST && c.req.raw.headers.has('Transfer-Encoding')) {
      void body.cancel().catch(() => undefined);
      throw httpError(411, { errors: [{ msg: LENGTH_REQUIRED, path: '' }] });
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength;
      if (size > maxBytes) {
        void reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(chunk.value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks, size) });
    await next();
  };
  limited.add(handler);
  return handler;
}
