import { expect, test } from 'vitest';
import { type FilmFactsSource, filmFacts } from '../../client/routes/explore/films/-components/film-facts.ts';

const empty: FilmFactsSource = {
  run_time_mins: null,
  format: '',
  aspect_ratio: '',
  sound_mix: '',
  colour: 'Colour',
  language: '',
  subtitles: '',
  date: null,
  composer: '',
};

test('every set field is listed, in credit order, the premiere as a date', () => {
  const facts = filmFacts({
    run_time_mins: 92,
    format: 'Digital (4K DCP)',
    aspect_ratio: '1.85:1',
    sound_mix: '5.1 Surround',
    colour: 'Black and white',
    language: 'Korean',
    subtitles: 'English',
    date: '2019-10-12',
    composer: 'Mara Lindqvist',
  });
  expect(facts).toEqual([
    { label: 'Run time', value: '92 minutes' },
    { label: 'Format', value: 'Digital (4K DCP)' },
    { label: 'Aspect ratio', value: '1.85:1' },
    { label: 'Sound mix', value: '5.1 Surround' },
    { label: 'Colour', value: 'Black and white' },
    { label: 'Language', value: 'Korean' },
    { label: 'Subtitles', value: 'English' },
    { label: 'Premiere date', value: '12 October 2019' },
    { label: 'Composer', value: 'Mara Lindqvist' },
  ]);
});

test('empty, blank and unknown fields are left out', () => {
  expect(filmFacts({ ...empty, format: '   ', run_time_mins: 0, date: 'unknown' })).toEqual([
    { label: 'Colour', value: 'Colour' },
  ]);
});

test('one minute is singular', () => {
  expect(filmFacts({ ...empty, run_time_mins: 1 })[0]).toEqual({ label: 'Run time', value: '1 minute' });
});
