/**
 * The shop's one filter (SPEC 2 '/shop'): All, a medium or an artist, kept in the query parameter q. Pure
 * functions over the shop list, so the page stays thin and the rules are unit-tested on their own.
 */

type Filterable = { medium: readonly string[]; artist: { name: string } };

export type FilterKind = 'medium' | 'artist';
export type ShopFilter = { kind: FilterKind; name: string };
export type FilterOptions = { media: string[]; artists: string[] };

/**
 * The form a q is compared in. Links write q in their own ways (SPEC 2 sends `Propaganda-Poster` for the
 * medium 'Propaganda Poster', an artist page sends the name as it is), so case, accents, hyphens and other
 * punctuation do not count: only the letters and digits, word by word.
 */
export function normaliseQuery(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .normalize('NFC');
}

const alphabetical = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** The distinct media and artist names of the items, each alphabetical: the select's two optgroups. */
export function filterOptions(items: readonly Filterable[]): FilterOptions {
  const media = new Set<string>();
  const artists = new Set<string>();
  for (const item of items) {
    for (const medium of item.medium) if (medium.trim()) media.add(medium);
    if (item.artist.name.trim()) artists.add(item.artist.name);
  }
  return { media: [...media].sort(alphabetical), artists: [...artists].sort(alphabetical) };
}

/** The option a q names, or null for no q or one that names nothing (SPEC 4: such a q is cleared). */
export function matchFilter(options: FilterOptions, q: string | undefined): ShopFilter | null {
  const wanted = normaliseQuery(q ?? '');
  if (!wanted) return null;
  // A medium first: the two lists rarely share a name, and the medium is the broader choice if they do.
  const medium = options.media.find((name) => normaliseQuery(name) === wanted);
  if (medium) return { kind: 'medium', name: medium };
  const artist = options.artists.find((name) => normaliseQuery(name) === wanted);
  return artist ? { kind: 'artist', name: artist } : null;
}

export function applyFilter<T extends Filterable>(items: readonly T[], filter: ShopFilter | null): readonly T[] {
  if (!filter) return items;
  if (filter.kind === 'artist') return items.filter((item) => item.artist.name === filter.name);
  return items.filter((item) => item.medium.includes(filter.name));
}

/** The select's value for a filter: the kind keeps a medium and an artist of the same name apart. */
export const filterValue = (filter: ShopFilter | null) => (filter ? `${filter.kind}:${filter.name}` : '');

export function parseFilterValue(value: string): ShopFilter | null {
  const at = value.indexOf(':');
  const kind = value.slice(0, at);
  const name = value.slice(at + 1);
  if (at < 0 || !name || (kind !== 'medium' && kind !== 'artist')) return null;
  return { kind, name };
}
