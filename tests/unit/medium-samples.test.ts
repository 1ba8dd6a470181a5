import { expect, test } from 'vitest';
import { mediumSamples } from '../../client/features/shop/medium-samples.ts';

const img = (name: string) => ({ name });
const item = (picture: string | null, ...medium: string[]) => ({ medium, img: picture ? img(picture) : null });

const ITEMS = [
  item('harvest', 'Propaganda Poster'),
  item('boats', 'Watercolour'),
  item('plum', 'Chosonhwa', 'Watercolour'),
  item(null, 'Woodcut'),
  item('save', 'Propaganda Poster'),
];

test('lists each medium once, alphabetical, with how many works use it', () => {
  expect(mediumSamples(ITEMS, () => 0).map(({ medium, count }) => [medium, count])).toEqual([
    ['Chosonhwa', 1],
    ['Propaganda Poster', 2],
    ['Watercolour', 2],
    ['Woodcut', 1],
  ]);
});

test('the sample image is drawn at random among that medium’s works', () => {
  const first = mediumSamples(ITEMS, () => 0);
  const last = mediumSamples(ITEMS, () => 0.99);
  expect(first.find((s) => s.medium === 'Propaganda Poster')?.img).toEqual(img('harvest'));
  expect(last.find((s) => s.medium === 'Propaganda Poster')?.img).toEqual(img('save'));
  expect(last.find((s) => s.medium === 'Watercolour')?.img).toEqual(img('plum'));
});

test('works without an image are passed over; a medium with none has no sample', () => {
  const samples = mediumSamples([item(null, 'Oil'), item('sea', 'Oil'), item(null, 'Woodcut')], () => 0);
  expect(samples).toEqual([
    { medium: 'Oil', count: 2, img: img('sea') },
    { medium: 'Woodcut', count: 1, img: null },
  ]);
});

test('a medium listed twice on one work counts once; an empty shop has no mediums', () => {
  expect(mediumSamples([item('a', 'Oil', 'Oil', ' ')], () => 0)).toEqual([{ medium: 'Oil', count: 1, img: img('a') }]);
  expect(mediumSamples([])).toEqual([]);
});
