import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { previewImage } from '../../shared/page-meta.ts';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, previewSize } from '../../shared/preview-size.ts';

/** The link preview's size: the 1200 x 630 shape cut from the picture, never enlarged (issue 27). */

describe('previewSize', () => {
  test('a large picture gives the full 1200 x 630', () => {
    expect(previewSize(3000, 2000)).toEqual({ width: 1200, height: 630 });
    expect(previewSize(20_000, 300)).toEqual({ width: 571, height: 300 });
  });

  test('a tall narrow scroll is cut at its own width', () => {
    expect(previewSize(100, 40_000)).toEqual({ width: 100, height: 53 });
    expect(previewSize(1, 30_000)).toEqual({ width: 1, height: 1 });
  });

  test('never larger than the picture on either side, and always the shape within a pixel', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400_000 }), fc.integer({ min: 1, max: 400_000 }), (width, height) => {
        const size = previewSize(width, height);
        expect(size.width).toBeLessThanOrEqual(Math.min(width, PREVIEW_WIDTH));
        expect(size.height).toBeLessThanOrEqual(Math.min(height, PREVIEW_HEIGHT));
        expect(size.width).toBeGreaterThanOrEqual(1);
        expect(size.height).toBeGreaterThanOrEqual(1);
        expect(Math.abs(size.height - (size.width * PREVIEW_HEIGHT) / PREVIEW_WIDTH)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

test("the page's head names the preview's own size", () => {
  const hash = 'a'.repeat(64);
  const image = { src: `/api/media/${hash}.png`, srcset: '', width: 100, height: 40_000, alt: 'A scroll', title: 'S' };
  expect(previewImage(image)).toEqual({
    src: `/api/media/og/${hash}.jpg`,
    width: 100,
    height: 53,
    alt: 'A scroll',
    type: 'image/jpeg',
  });
});
