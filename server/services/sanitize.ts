import sanitizeHtml from 'sanitize-html';

/**
 * Every rich-text field is cleaned here on write, whatever the client sent (DESIGN 'Rich text'), so public
 * pages can render it as HTML. The allowlist is exactly what the admin's editor makes: headings, paragraphs,
 * bold, italic, underline, strike, lists, quotes, code, rules, links and images. Links may use http, https,
 * mailto and tel; images http, https, site paths (the library's /api/media/...) and data: of four raster
 * types. Everything else, attributes included, is dropped. Running it twice gives the same result.
 */

const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;
const SITE_PATH = /^\/(?!\/)/;

/** What an <img src> may be; sanitize-html checks the scheme, this also pins down which data: and paths. */
export function isAllowedImageSrc(src: string | undefined): boolean {
  if (!src) return false;
  const value = src.trim();
  if (/^https?:\/\//i.test(value)) return true;
  if (/^data:/i.test(value)) return DATA_IMAGE.test(value);
  // A path on this site; a backslash could be read as a second slash ('/\evil.example') by a browser.
  return SITE_PATH.test(value) && !value.includes('\\');
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'hr',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
  },
  allowedSchemes: [],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto', 'tel'], img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // The page's own heading is the h1, so content headings start at h2; the old markup's <b>/<i> are kept.
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
  },
  // An image whose address was not allowed is no image at all; an empty one would show a broken icon.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSrc(frame.attribs.src),
  disallowedTagsMode: 'discard',
  // Script and style bodies go with their tags instead of surviving as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object'],
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
