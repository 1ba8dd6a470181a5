import { t } from './messages/index.ts';

const PLAIN_YEAR = /^\d{4}$/;

const MARK = '\u{E000}';

export function aroundMark(sentence: (mark: string) => string): [string, string] {
  const [before = '', ...rest] = sentence(MARK).split(MARK);
  return [before, rest.join('')];
}

export function titleWithYear(title: string, year: string): string {
  const made = year.trim();
  if (!made) return title;
  return t(PLAIN_YEAR.test(made) ? 'gaps.caption.titleYear' : 'gaps.caption.titleDate', { title, year: made });
}

export function artistWithYear(artist: string, year: string): string {
  const made = year.trim();
  if (!made) return artist;
  return t(PLAIN_YEAR.test(made) ? 'gaps.caption.artistYear' : 'gaps.caption.artistDate', { artist, year: made });
}

export function workCaption(title: string, year: string, artist: string): string {
  const made = year.trim();
  if (!made) return t('gaps.caption.work', { title, artist });
  return t(PLAIN_YEAR.test(made) ? 'gaps.caption.workYear' : 'gaps.caption.workDate', { title, year: made, artist });
}
