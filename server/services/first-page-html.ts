import type { ImageRef } from '../../shared/image.ts';
import { IMAGE_SIZES } from '../../shared/image-sizes.ts';
import { escapeHtml, scriptSafeJsonText } from '../lib/html-head.ts';
import type { FirstPageData } from './first-page.ts';

// application/json never runs, so the CSP's inline-script ban holds; the preload starts the image with the HTML.

export const FIRST_PAGE_DATA_ID = 'first-page-data';

export function renderFirstPage(path: string, data: FirstPageData): string {
  if (!data.json) return '';
  const lines: string[] = [];
  const image = mainImage(path, data.answers);
  if (image) {
    lines.push(
      `<link rel="preload" as="image" href="${escapeHtml(image.src)}" imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes)}" fetchpriority="high" />`,
    );
  }
  lines.push(`<script type="application/json" id="${FIRST_PAGE_DATA_ID}">${scriptSafeJsonText(data.json)}</script>`);
  return lines.join('\n    ');
}

type Preload = { src: string; srcset: string; sizes: string };

function mainImage(path: string, answers: ReadonlyMap<string, string>): Preload | undefined {
  if (path === '/') {
    const texts = parse<{ heroImage?: ImageRef | null }>(answers.get(JSON.stringify(['site-texts'])));
    return texts?.heroImage ? { ...texts.heroImage, sizes: IMAGE_SIZES.hero } : undefined;
  }
  const artwork = /^\/shop\/([^/]+)$/.exec(path);
  if (!artwork?.[1]) return undefined;
  const slug = safeDecode(artwork[1]);
  const item = slug
    ? parse<{ img?: ImageRef | null; images?: ImageRef[] }>(answers.get(JSON.stringify(['shop', slug])))
    : undefined;
  const image = item?.img ?? item?.images?.[0];
  return image ? { ...image, sizes: IMAGE_SIZES.artwork } : undefined;
}

const parse = <T>(json: string | undefined): T | undefined => (json ? (JSON.parse(json) as T) : undefined);

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
