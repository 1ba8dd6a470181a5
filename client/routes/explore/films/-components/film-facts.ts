import { formatDate } from '#shared/format';
import { t } from '#shared/messages/index';

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

/** A run time of 0 means staff did not know it (the form's minimum is 0), so it is left out. */
export function filmFacts(film: FilmFactsSource): FilmFact[] {
  const minutes = film.run_time_mins ?? 0;
  const facts: [string, string | null][] = [
    [t('film.runTime'), minutes > 0 ? t('film.minutes', { count: minutes }) : null],
    [t('film.format'), film.format],
    [t('film.aspectRatio'), film.aspect_ratio],
    [t('film.soundMix'), film.sound_mix],
    [t('film.colour'), film.colour],
    [t('film.language'), film.language],
    [t('film.subtitles'), film.subtitles],
    // SPEC 3: the public page reads the world premiere as `date`.
    [t('film.premiere'), formatDate(film.date)],
    [t('film.composer'), film.composer],
  ];
  return facts.flatMap(([label, value]) => (value?.trim() ? [{ label, value: value.trim() }] : []));
}
