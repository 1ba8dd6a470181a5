export type FilterKind = 'medium' | 'artist';
export type ShopFilter = { kind: FilterKind; name: string };
export type FilterOptions = { media: string[]; artists: string[] };

/** Links write q their own ways (SPEC 2 sends `Propaganda-Poster`), so only letters and digits count. */
export function normaliseQuery(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .normalize('NFC');
}

export const alphabetical = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** SPEC 4: a q that names nothing is cleared. */
export function matchFilter(options: FilterOptions, q: string | undefined): ShopFilter | null {
  const wanted = normaliseQuery(q ?? '');
  if (!wanted) return null;
  // A medium first: the two lists rarely share a name, and the medium is the broader choice if they do.
  const medium = options.media.find((name) => normaliseQuery(name) === wanted);
  if (medium) return { kind: 'medium', name: medium };
  const artist = options.artists.find((name) => normaliseQuery(name) === wanted);
  return artist ? { kind: 'artist', name: artist } : null;
}
