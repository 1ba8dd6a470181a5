import { needsRomanising, slugify } from '#shared/slug';

/** SPEC 4: the title derives the slug; a Chinese or Korean one waits for the lazily loaded romaniser (`later`). */
export function deriveSlug(title: string, later: (slug: string) => void): string {
  if (needsRomanising(title)) {
    void import('#shared/romanise').then(({ romanise }) => later(slugify(romanise(title))));
  }
  return slugify(title);
}
