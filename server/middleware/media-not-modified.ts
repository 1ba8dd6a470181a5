import { IMMUTABLE_CACHE } from './cache.ts';

/**
 * The headers of an image's bytes at /api/media/{sha256}.{ext} (routes/media.ts). The address changes
 * whenever the bytes do, so they are cached for a year; the sandbox CSP keeps a browser from running
 * anything that got inside.
 */
export const mediaHeaders = (hash: string) => ({
  ETag: `"${hash}"`,
  'Cache-Control': IMMUTABLE_CACHE,
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
});

/** The last part of an image's address: its bytes' sha256 and their extension. */
const MEDIA_FILE = /^[0-9a-f]{64}\.[a-z]{3,4}$/;

/** Whether an If-None-Match header names this ETag (a browser names just the one it holds). */
const namesTag = (ifNoneMatch: string, etag: string) =>
  ifNoneMatch === etag || ifNoneMatch.split(/\s*,\s*/).includes(etag);

/**
 * The ETag and 304 headers of the images asked for lately, by address, made once each: a page of thumbnails
 * revalidates the same two dozen again and again, and a Headers made afresh cost a tenth of the answer. A
 * Response copies the Headers it is given, so one serves every 304 of its image.
 */
const recent = new Map<string, { etag: string; headers: Headers }>();
const RECENT_IMAGES = 4096;

function notModifiedOf(file: string) {
  let known = recent.get(file);
  if (known) return known;
  if (!MEDIA_FILE.test(file)) return undefined;
  const etag = `"${file.slice(0, 64)}"`;
  known = { etag, headers: new Headers({ ETag: etag, 'Cache-Control': IMMUTABLE_CACHE }) };
  // The oldest address first: an image asked for once long ago makes room for the next.
  if (recent.size >= RECENT_IMAGES) recent.delete(recent.keys().next().value as string);
  recent.set(file, known);
  return known;
}

/**
 * The 304 for an image the browser already holds: the hash in its address (`file`, the part after
 * /api/media/) is its ETag, so a browser naming it holds these bytes and nothing needs looking up. Undefined
 * for any other request.
 *
 * It carries the two fields a cache updates from (RFC 9110 15.4.5 asks a 304 for no others): the browser
 * keeps the stored answer's own headers, the security headers among them.
 */
export function mediaNotModified(file: string, ifNoneMatch: string | null): Response | undefined {
  if (!ifNoneMatch) return undefined;
  const known = notModifiedOf(file);
  if (!known || !namesTag(ifNoneMatch, known.etag)) return undefined;
  return new Response(null, { status: 304, headers: known.headers });
}
