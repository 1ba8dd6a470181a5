import { expect, test } from 'vitest';
import { pickSamples } from '../../client/features/shop/medium-samples.ts';

const img = (name: string) => ({ name });

const MEDIUMS = [
  { medium: 'Chosonhwa', count: 1, samples: [img('plum')] },
  { medium: 'Propaganda Poster', count: 2, samples: [img('harvest'), img('save')] },
  { medium: 'Woodcut', count: 1, samples: [] },
];

test("keeps the server's mediums, order and counts", () => {
  expect(pickSamples(MEDIUMS, () => 0).map(({ medium, count }) => [medium, count])).toEqual([
    ['Chosonhwa', 1],
    ['Propaganda Poster', 2],
    ['Woodcut', 1],
  ]);
});

test('the sample image is drawn at random among those the server sent', () => {
  expect(pickSamples(MEDIUMS, () => 0)[1]?.img).toEqual(img('harvest'));
  expect(pickSamples(MEDIUMS, () => 0.99)[1]?.img).toEqual(img('save'));
});

test('a medium without a pictured work has no sample; no mediums, no cards', () => {
  expect(pickSamples(MEDIUMS, () => 0.5)[2]).toEqual({ medium: 'Woodcut', count: 1, img: null });
  expect(pickSamples([])).toEqual([]);
});
