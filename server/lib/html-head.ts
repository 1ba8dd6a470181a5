import type { HeadTags } from '../../shared/head-tags.ts';
import type { JsonLd } from '../services/structured-data.ts';

// Database text is escaped for where it lands, so a hostile title cannot close a tag.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

// '<' as \u003c, so no '</script>' or '<!--' can appear; the two line separators JavaScript once rejected too.
export const scriptSafeJson = (data: unknown) => scriptSafeJsonText(JSON.stringify(data));

export const scriptSafeJsonText = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const attributes = (attrs: Record<string, string>) =>
  Object.entries(attrs)
    .map(([name, value]) => `${name.toLowerCase()}="${escapeHtml(value)}"`)
    .join(' ');

// Marked so the client can take the tags over once it runs.
export function renderHead(tags: HeadTags, jsonLd: readonly JsonLd[]): string {
  const lines: string[] = [];
  for (const tag of tags.meta) {
    if ('title' in tag) lines.push(`<title data-page-head>${escapeHtml(tag.title ?? '')}</title>`);
    else lines.push(`<meta data-page-head ${attributes(tag)} />`);
  }
  for (const link of tags.links) lines.push(`<link data-page-head ${attributes(link)} />`);
  for (const data of jsonLd)
    lines.push(`<script type="application/ld+json" data-page-head>${scriptSafeJson(data)}</script>`);
  return lines.join('\n    ');
}

const HEAD_BLOCK = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;

export function injectHead(indexHtml: string, head: string): string {
  if (!HEAD_BLOCK.test(indexHtml)) throw new Error('index.html has no <!--page-head--> block for the page head.');
  return indexHtml.replace(HEAD_BLOCK, () => head);
}
