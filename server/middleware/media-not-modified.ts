import { IMMUTABLE_CACHE } from './cache.ts';

// The address changes with the bytes, so a year's cache is safe; the sandbox CSP keeps anything inside from running.
export const mediaHeaders = (hash: string) => ({
  ETag: `"${hash}"`,
  'Cache-Control': IMMUTABLE_CACHE,
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
});

const MEDIA_FILE = /^[0-9a-f]{64}\.[a-z]{3,4}$/;

const namesTag = (ifNoneMatch: string, etag: string) =>
  ifNoneMatch === etag || ifNoneMatch.split(/\s*,\s*/).includes(etag);

// A page of thumbnails revalidates the same images again and again; a fresh Headers cost a tenth of the answer.
const recent = new Map<string, { etag: string; headers: Headers }>();
const RECENT_IMAGES = 4096;

function notModifiedOf(file: string) {
  let known = recent.get(file);
  if (known) return known;
  if (!MEDIA_FILE.test(file)) return undefined;
  const etag = `"${file.slice(0, 64)}"`;
  known = { etag, headers: new Headers({ ETag: etag, 'Cache-Control': IMMUTABLE_CACHE }) };
  if (recent.size >= RECENT_IMAGES) recent.delete(recent.keys().next().value as string);
  recent.set(file, known);
  return known;
}

// The hash in the address is the ETag, so nothing is looked up; only the fields RFC 9110 15.4.5 asks a 304 for.
export function mediaNotModified(file: string, ifNoneMatch: string | null): Response | undefined {
  if (!ifNoneMatch) return undefined;
  const known = notModifiedOf(file);
  if (!known || !namesTag(ifNoneMatch, known.etag)) return undefined;
  return new Response(null, { status: 304, headers: known.headers });
}
