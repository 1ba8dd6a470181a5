// Shared by the editor, which refuses other addresses as typed, and the server's sanitiser (DESIGN 'Rich text').

const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;

/** '//host' and a backslash ('/\host') would leave the site. */
const isSitePath = (value: string) => /^\/(?!\/)/.test(value) && !value.includes('\\');

export function isAllowedLink(href: string | undefined): boolean {
  if (!href) return false;
  const value = href.trim();
  return /^(https?:\/\/|mailto:|tel:)/i.test(value) || isSitePath(value);
}

/** data: of four raster types only: never SVG, never HTML. */
export function isAllowedImageSrc(src: string | undefined): boolean {
  if (!src) return false;
  const value = src.trim();
  if (/^https?:\/\//i.test(value)) return true;
  if (/^data:/i.test(value)) return DATA_IMAGE.test(value);
  return isSitePath(value);
}
