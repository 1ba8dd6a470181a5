import { expect, test } from 'vitest';
import { moved } from '../../client/features/admin/featured/move.ts';

test('up and down move one work and keep the others in order; past either end nothing moves', () => {
  expect(moved([1, 2, 3, 4], 2, 1)).toEqual([1, 3, 2, 4]);
  expect(moved([1, 2, 3, 4], 0, 1)).toEqual([2, 1, 3, 4]);
  expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
  expect(moved([1, 2, 3], 2, 3)).toEqual([1, 2, 3]);
});
