/**
 * Slugs (SPEC 5 'Slug normalisation'), one function for the admin forms and the server: accents and special
 * letters folded to plain ones, lower case, spaces, underscores and hyphen runs to one hyphen, anything else
 * removed. Only Latin letters and digits survive, so every public URL stays readable and typeable; a title in
 * Chinese or Korean is romanised first (shared/romanise.ts, loaded by the admin form when needed).
 */

/** Whether a text has hanzi or hangul, which must be romanised before it can give a slug. */
export const needsRomanising = (text: string) => /[\p{Script=Han}\p{Script=Hangul}]/u.test(text);

export const MAX_SLUG = 100;

export const EMPTY_SLUG =
  'The slug is empty: the title has no Latin letters or digits to make one from. Type a slug by hand.';

/** Letters that Unicode does not decompose into a base letter and an accent. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  þ: 'th',
  Þ: 'th',
  ł: 'l',
  Ł: 'l',
  ı: 'i',
  ħ: 'h',
  Ħ: 'h',
};

const SPECIAL = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'g');

/**
 * The slug while someone is still typing it: a trailing hyphen stays, so 'spring ' can become 'spring-morning'
 * key by key. `slugify` is this plus the ends trimmed.
 */
export function slugifyTyping(text: string): string {
  return (
    text
      .replace(SPECIAL, (letter) => SPECIAL_LETTERS[letter] ?? '')
      // NFKD splits 'é' into 'e' and a combining accent, and full-width 'Ａ' into 'A'.
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[\s_-]+/g, '-')
      .replace(/[^a-z0-9-]/g, '')
      // Removing characters can bring hyphens together again ('a - & - b').
      .replace(/-{2,}/g, '-')
      .replace(/^-/, '')
      .slice(0, MAX_SLUG)
  );
}

/** The slug of a title or of a typed slug; '' when nothing usable is left (see EMPTY_SLUG). */
export function slugify(text: string): string {
  return slugifyTyping(text).replace(/-+$/, '');
}
