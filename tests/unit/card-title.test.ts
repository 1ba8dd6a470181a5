import { expect, test } from 'vitest';
import { CARD_TITLE_LIMIT, cardTitle } from '../../client/features/shop/card-title.ts';

test('a title of 50 characters or fewer is shown whole', () => {
  const fifty = 'x'.repeat(CARD_TITLE_LIMIT);
  expect(cardTitle(fifty)).toBe(fifty);
  expect(cardTitle('Red Sun over the Eastern Peaks')).toBe('Red Sun over the Eastern Peaks');
  expect(cardTitle('')).toBe('');
});

test('a longer title is cut to its first 51 characters plus an ellipsis (SPEC 9)', () => {
  const title = 'Morning Mist over the Ridges of Mount Kumgang in Early Autumn';
  expect(cardTitle(title)).toBe('Morning Mist over the Ridges of Mount Kumgang in Ea...');
  expect(cardTitle('y'.repeat(51))).toBe(`${'y'.repeat(51)}...`);
  expect(cardTitle('z'.repeat(52))).toBe(`${'z'.repeat(51)}...`);
});
