import { describe, expect, test } from 'vitest';
import { focalPointSchema, imageListQuerySchema, objectPosition } from '#shared/image';

describe('focal points', () => {
  test('a point becomes the CSS position that keeps it in view, none keeps the centre', () => {
    expect(objectPosition({ x: 0.25, y: 0.8 })).toBe('25% 80%');
    expect(objectPosition({ x: 0, y: 1 })).toBe('0% 100%');
    expect(objectPosition({ x: 1 / 3, y: 0.5 })).toBe('33.3% 50%');
    expect(objectPosition(undefined)).toBeUndefined();
  });

  test('only fractions from 0 to 1 are points, and the message names the coordinate', () => {
    expect(focalPointSchema.safeParse({ x: 0, y: 1 }).success).toBe(true);
    const outside = focalPointSchema.safeParse({ x: 0.5, y: 1.01 });
    expect(outside.error?.issues[0]?.message).toBe("The focal point's y must be a number from 0 to 1.");
    expect(focalPointSchema.safeParse({ x: Number.NaN, y: 0 }).success).toBe(false);
  });
});

describe('a page of the library', () => {
  test('the query has defaults and bounds', () => {
    expect(imageListQuerySchema.parse({})).toEqual({ q: '', limit: 48 });
    expect(imageListQuerySchema.parse({ q: '  tide ', limit: '12' })).toEqual({ q: 'tide', limit: 12 });
    expect(imageListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(imageListQuerySchema.safeParse({ limit: '2.5' }).success).toBe(false);
  });
});
