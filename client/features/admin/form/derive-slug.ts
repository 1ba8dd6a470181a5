import { needsRomanising, slugify } from '#shared/slug';

/**
 * The slug a title gives (SPEC 4: editing the title derives the slug). A title in Chinese or Korean is
 * romanised first: the romaniser (with its pinyin dictionary) is loaded the first time one is typed, so its
 * slug is handed to `later` a moment after; the caller keeps it only if the title is still the same.
 */
export function deriveSlug(title: string, later: (slug: string) => void): string {
  if (needsRomanising(title)) {
    void import('#shared/romanise').then(({ romanise }) => later(slugify(romanise(title))));
  }
  return slugify(title);
}
