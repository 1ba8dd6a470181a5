/**
 * Which addresses rich text may use (SPEC 5, DESIGN 'Rich text'), shared by the admin's editor, which refuses
 * the others as they are typed, and the server's sanitiser, which removes whatever still arrives.
 */

const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;

/** A path on this site ('/api/media/...'); '//host' and a backslash ('/\host') would leave it. */
const isSitePath = (value: string) => /^\/(?!\/)/.test(value) && !value.includes('\\');

/** Links: http, https, mailto and tel, or a page of this site. */
export function isAllowedLink(href: string | undefined): boolean {
  if (!href) return false;
  const value = href.trim();
  return /^(https?:\/\/|mailto:|tel:)/i.test(value) || isSitePath(value);
}

/** Images: http, https, the library's own paths, and data: of four raster types (never SVG, never HTML). */
export function isAllowedImageSrc(src: string | undefined): boolean {
  if (!src) return false;
  const value = src.trim();
  if (/^https?:\/\//i.test(value)) return true;
  if (/^data:/i.test(value)) return DATA_IMAGE.test(value);
  return isSitePath(value);
}
