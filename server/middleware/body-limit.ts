import type { MiddlewareHandler } from 'hono';
import { t } from '../../shared/messages/index.ts';
import { httpError } from '../lib/errors.ts';

// Without a limit Bun reads up to 128 MB before the schema refuses it; tests/api/body-limits.test.ts checks each route.

export const LIMITS = {
  small: 16 * 1024,
  form: 64 * 1024,
  /** An admin entry: rich text may carry pasted images. */
  entry: 4 * 1024 * 1024,
} as const;

// Routes allowing more refuse a chunked body (411) so nobody makes the server read megabytes first.
const STREAMED_AT_MOST = LIMITS.form;

export const LENGTH_REQUIRED = 'Send the request with its length (a Content-Length header).';

const limited = new WeakSet<object>();

export const isBodyLimit = (handler: unknown): boolean => typeof handler === 'function' && limited.has(handler);

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
