/** SPEC 2 '/shop': one filter, kept in q. Pure, so its rules are unit-tested on their own. */

import { alphabetical, type FilterOptions, type ShopFilter } from '#shared/shop-filter';

export { type FilterOptions, matchFilter, normaliseQuery, type ShopFilter } from '#shared/shop-filter';

type Filterable = { medium: readonly string[]; artist: { name: string } };

export function filterOptions(items: readonly Filterable[]): FilterOptions {
  const media = new Set<string>();
  const artists = new Set<string>();
  for (const item of items) {
    for (const medium of item.medium) if (medium.trim()) media.add(medium);
    if (item.artist.name.trim()) artists.add(item.artist.name);
  }
  return { media: [...media].sort(alphabetical), artists: [...artists].sort(alphabetical) };
}

export function applyFilter<T extends Filterable>(items: readonly T[], filter: ShopFilter | null): readonly T[] {
  if (!filter) return items;
  if (filter.kind === 'artist') return items.filter((item) => item.artist.name === filter.name);
  return items.filter((item) => item.medium.includes(filter.name));
}

/** The kind keeps a medium and an artist of the same name apart. */
export const filterValue = (filter: ShopFilter | null) => (filter ? `${filter.kind}:${filter.name}` : '');

export function parseFilterValue(value: string): ShopFilter | null {
  const at = value.indexOf(':');
  const kind = value.slice(0, at);
  const name = value.slice(at + 1);
  if (at < 0 || !name || (kind !== 'medium' && kind !== 'artist')) return null;
  return { kind, name };
}
