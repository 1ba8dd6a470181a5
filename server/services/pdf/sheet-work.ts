import { formatDimensions } from '../../../shared/dimensions.ts';
import { AVAILABILITY_LABEL, type Availability, editionLabel, workAvailability } from '../../../shared/inventory.ts';
import { t } from '../../../shared/messages/index.ts';
import { formatCents } from '../../../shared/money.ts';
import { plainText } from '../../../shared/page-meta.ts';
import { priceWords, publicPriceLines } from '../../../shared/price-lines.ts';
import type { SheetWorkRow } from '../../queries/sheet-works.ts';
import type { findShopItem } from '../../queries/shop.ts';

/**
 * A work as a tear sheet or a price list prints it, its prices already decided by whoever asked: the public
 * page's rules, staff's (everything), or later a viewing room's. The renderers only lay it out.
 */
export type SheetWork = {
  id: number;
  slug: string;
  title: string;
  artist: string;
  year: string;
  medium: string;
  /** In centimetres and inches, whatever the language: the sheet travels to advisers abroad. */
  dimensions: string[];
  edition: string;
  /** The work's state when it is not simply available ('Sold', 'On hold'). */
  state: string | null;
  /** Each line a size and what it costs; an empty size when one line says it for all. */
  prices: { size: string; text: string }[];
  description: string[];
  imageId: number | null;
};

type Sized = { width_cm: number | null; height_cm: number | null; depth_cm?: number | null };

const dimensionsOf = (sizes: readonly Sized[]) => [
  ...new Set(sizes.map((size) => formatDimensions(size, 'en')).filter(Boolean)),
];

/** Paragraphs of a rich text, as plain text. */
export function paragraphsOf(html: string): string[] {
  return html
    .split(/<\/(?:p|h[1-6]|li|blockquote)>|<br\s*\/?>/i)
    .map(plainText)
    .filter((paragraph) => paragraph !== '');
}

const stateOf = (state: Availability) => (state === 'available' ? null : AVAILABILITY_LABEL[state]);

/** Several sizes all saying 'Price on request' say it once. */
function oneLineIfSame(lines: { size: string; text: string }[]) {
  const [first] = lines;
  if (first && lines.length > 1 && lines.every((line) => line.text === first.text))
    return [{ size: '', text: first.text }];
  return lines;
}

type PublicItem = NonNullable<ReturnType<typeof findShopItem>>;

/** From the public answer itself, so a PDF can show no price its page would not. */
export function publicSheetWork(item: PublicItem): SheetWork {
  return {
    id: item._id,
    slug: item.slug,
    title: item.title,
    artist: item.artist.name,
    year: item.year,
    medium: item.medium_names.join(t('artwork.listSeparator')),
    dimensions: dimensionsOf(item.size_price_info),
    edition: editionLabel(item),
    state: stateOf(workAvailability(item.availability, item.size_price_info)),
    prices: oneLineIfSame(publicPriceLines(item).map((line) => ({ size: line.size, text: priceWords(line.says) }))),
    description: paragraphsOf(item.description),
    imageId: item.img?._id ?? null,
  };
}

/** Staff see every amount, a state beside each size that cannot be had as it is. */
export function staffSheetWork(row: SheetWorkRow): SheetWork {
  const sizes = row.sizes.map((size) => ({
    width_cm: size.widthCm,
    height_cm: size.heightCm,
    depth_cm: size.depthCm,
    availability: size.availability,
  }));
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    artist: row.artist,
    year: row.year,
    medium: row.media.join(t('artwork.listSeparator')),
    dimensions: dimensionsOf(sizes),
    edition: editionLabel({ edition: row.edition, edition_size: row.editionSize }),
    state: stateOf(workAvailability(row.availability, sizes)),
    prices: row.sizes.map((size) => ({
      size: size.size,
      text: [
        formatCents(size.priceCents),
        size.availability === 'available' ? '' : AVAILABILITY_LABEL[size.availability],
      ]
        .filter(Boolean)
        .join(' · '),
    })),
    description: paragraphsOf(row.description),
    imageId: row.imgId,
  };
}
