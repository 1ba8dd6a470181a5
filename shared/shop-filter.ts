/**
 * How the shop's one filter `q` (SPEC 2 '/shop') names a medium or an artist, on both sides: the server
 * resolves a q for a page of works, the propaganda posters page and the unit tests use the same rule.
 */

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

export const alphabetical = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

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
