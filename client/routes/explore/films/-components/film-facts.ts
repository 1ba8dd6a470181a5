import { formatDate } from '../../../../lib/dates.ts';

/** The technical fields of a film (SPEC 3 'Film'), as the detail page lists them. */
export type FilmFactsSource = {
  run_time_mins: number | null;
  format: string;
  aspect_ratio: string;
  sound_mix: string;
  colour: string;
  language: string;
  subtitles: string;
  date: string | null;
  composer: string;
};

export type FilmFact = { label: string; value: string };

/**
 * The facts that are set, in the order a film's credits give them. A run time of 0 means staff did not know
 * it (the form's minimum is 0), so it is left out like an empty field.
 */
export function filmFacts(film: FilmFactsSource): FilmFact[] {
  const minutes = film.run_time_mins ?? 0;
  const facts: [string, string | null][] = [
    ['Run time', minutes > 0 ? `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}` : null],
    ['Format', film.format],
    ['Aspect ratio', film.aspect_ratio],
    ['Sound mix', film.sound_mix],
    ['Colour', film.colour],
    ['Language', film.language],
    ['Subtitles', film.subtitles],
    // SPEC 3: the public page reads the world premiere as `date`.
    ['Premiere date', formatDate(film.date)],
    ['Composer', film.composer],
  ];
  return facts.flatMap(([label, value]) => (value?.trim() ? [{ label, value: value.trim() }] : []));
}
