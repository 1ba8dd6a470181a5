import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

// Not hono/compress: a CompressionStream's zlib state (~300 KB off-heap) waits for the collector; 200 visitors left MBs.

export const GZIP_FROM_BYTES = 1024;

export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

export function gzip(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || res.status === 206 || !res.body) return;
    if (res.headers.has('Content-Encoding') || res.headers.has('Transfer-Encoding')) return;
    const type = res.headers.get('Content-Type');
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')) return;
    const length = res.headers.get('Content-Length');
    if (length && Number(length) < GZIP_FROM_BYTES) return;
    const vary = res.headers.get('Vary');
    if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? '')) {
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    if (!acceptsGzip(c.req.header('Accept-Encoding'))) return;
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.byteLength < GZIP_FROM_BYTES) {
      c.res = new Response(body, res);
      return;
    }
    // Headers are set after the answer is replaced: Hono copies the old answer's headers onto the new one.
    c.res = new Response(Bun.gzipSync(body), res);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', 'gzip');
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
