import { pageTitle } from './site.ts';

/**
 * The `head` of a route (TanStack Router's document head management): title and meta description, rendered
 * by <HeadContent /> in the root. Descriptions are cut to what search engines show.
 */
export function pageHead(title: string | undefined, description: string) {
  const text = description.replace(/\s+/g, ' ').trim();
  return {
    meta: [
      { title: pageTitle(title) },
      { name: 'description', content: text.length > 160 ? `${text.slice(0, 157).trimEnd()}...` : text },
    ],
  };
}

/** Plain text of a sanitised HTML fragment, for a description when an entry has no meta description. */
export function textOf(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
