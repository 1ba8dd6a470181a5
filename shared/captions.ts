import { t } from './messages/index.ts';

/**
 * Captions that put a work's year beside its artist or title, in each language's own word order: 'Pak Tong Gu,
 * 1998' and 'Title, 1998 · Artist' in English; '朴东九，1998年' and '《标题》，1998年 · 朴东九' in Chinese. A
 * plain year takes the language's year word; any other year text ('c. 1985', '1970s') is shown as written.
 * The artist or title may be a marker (`aroundMark`) a page swaps for a link.
 */

const PLAIN_YEAR = /^\d{4}$/;

/** A character no message holds: it marks where an element goes in a translated sentence. */
const MARK = '\u{E000}';

/**
 * The words before and after an element's place (a link, a name) in a translated sentence, so each language
 * orders the sentence its own way: `aroundMark((mark) => t('x', { link: mark }))`.
 */
export function aroundMark(sentence: (mark: string) => string): [string, string] {
  const [before = '', ...rest] = sentence(MARK).split(MARK);
  return [before, rest.join('')];
}

/** The title with the year the work was made, as a card heads it; the title alone when the year is unknown. */
export function titleWithYear(title: string, year: string): string {
  const made = year.trim();
  if (!made) return title;
  return t(PLAIN_YEAR.test(made) ? 'gaps.caption.titleYear' : 'gaps.caption.titleDate', { title, year: made });
}

/** The artist with the year the work was made; the artist alone when the year is unknown. */
export function artistWithYear(artist: string, year: string): string {
  const made = year.trim();
  if (!made) return artist;
  return t(PLAIN_YEAR.test(made) ? 'gaps.caption.artistYear' : 'gaps.caption.artistDate', { artist, year: made });
}

/** A work's title, the year it was made (when known) and its artist. */
export function workCaption(title: string, year: string, artist: string): string {
  const made = year.trim();
  if (!made) return t('gaps.caption.work', { title, artist });
  return t(PLAIN_YEAR.test(made) ? 'gaps.caption.workYear' : 'gaps.caption.workDate', { title, year: made, artist });
}
