import { artistContent } from '../../shared/content/artist.ts';
import { shopItemContent } from '../../shared/content/shop-item.ts';
import { type Availability, workAvailability } from '../../shared/inventory.ts';
import { t } from '../../shared/messages/index.ts';
import { descriptionOf } from '../../shared/page-meta.ts';
import type { Orm } from '../db/client.ts';
import { currentLang } from '../i18n/context.ts';
import type { findShopItem } from '../queries/shop.ts';
import { termLabels } from '../queries/terms.ts';
import { compact, type Found, galleryRef, imageObject, type JsonLd, withContext } from './structured-data.ts';

// Issue 15 'Structured data': a price on request sends no price at all, and a work not for sale no offer.

type Item = Found<typeof findShopItem>;

// On hold is Reserved: the work is promised to someone for now; LimitedAvailability would suggest a few are left.
const AVAILABILITY_URL: Record<Exclude<Availability, 'not_for_sale'>, string> = {
  available: 'https://schema.org/InStock',
  on_hold: 'https://schema.org/Reserved',
  sold: 'https://schema.org/SoldOut',
};

function stateOf(work: Availability, size: Availability): Availability {
  const order: Availability[] = ['not_for_sale', 'sold', 'on_hold', 'available'];
  return order[Math.min(order.indexOf(work), order.indexOf(size))] ?? work;
}

const centimetres = (value: number | null | undefined) =>
  value ? { '@type': 'QuantitativeValue', value, unitCode: 'CMT' } : undefined;

// schema.org dateCreated is an ISO date: 'c. 1985' is left out, not rounded.
const yearOf = (year: string) => (/^\d{4}$/.test(year.trim()) ? year.trim() : undefined);

function editionOf(item: Item): string | undefined {
  if (item.edition === 'unique') return '1';
  if (item.edition === 'limited' && item.edition_size) return String(item.edition_size);
  return undefined;
}

export function artworkData(origin: string, item: Item, orm: Orm): JsonLd {
  const labels = termLabels(orm, currentLang());
  const url = `${origin}${shopItemContent.publicPath(item.slug)}`;
  const work = workAvailability(item.availability, item.size_price_info);
  const measured = item.size_price_info.find((s) => s.width_cm && s.height_cm);
  const images = [item.img, ...item.images].map((image) => imageObject(origin, image)).filter(Boolean);
  const offers = item.size_price_info.flatMap((size) => {
    const state = stateOf(work, size.availability);
    if (state === 'not_for_sale') return [];
    const priced = !item.price_on_request && size.price !== null;
    return [
      compact({
        '@type': 'Offer',
        name: size.size,
        price: priced ? size.price?.toFixed(2) : undefined,
        priceCurrency: priced ? 'EUR' : undefined,
        availability: AVAILABILITY_URL[state],
        url,
        seller: galleryRef(origin),
      }),
    ];
  });
  return withContext(
    compact({
      '@type': 'VisualArtwork',
      '@id': `${url}#artwork`,
      name: item.title,
      url,
      description: descriptionOf(item.metaDescription, item.description),
      image: images.length > 1 ? images : images[0],
      creator: {
        '@type': 'Person',
        name: item.artist.name,
        url: `${origin}${artistContent.publicPath(item.artist.slug)}`,
      },
      dateCreated: yearOf(item.year),
      artMedium: item.medium.map((name) => labels.medium[name] || name).join(t('artwork.listSeparator')),
      artform: labels.category[item.category] || item.category,
      artEdition: editionOf(item),
      width: centimetres(measured?.width_cm),
      height: centimetres(measured?.height_cm),
      depth: centimetres(measured?.depth_cm),
      offers: work === 'not_for_sale' ? undefined : offers,
    }),
  );
}
