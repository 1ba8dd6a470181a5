import { describe, expect, test } from 'vitest';
import { formatDimensions, parseSizeCm, sizeFromDimensions } from '../../shared/dimensions.ts';
import { AVAILABILITY_LABEL, canEnquire, editionLabel, workAvailability } from '../../shared/inventory.ts';
import { unknownTermMessage } from '../../shared/term-kinds.ts';

describe('the inventory vocabulary', () => {
  test('dimensions read in cm and in inches to the nearest quarter', () => {
    expect(formatDimensions({ width_cm: 70, height_cm: 45 })).toBe('70 x 45 cm / 27 1/2 x 17 3/4 in');
    expect(formatDimensions({ width_cm: 50.8, height_cm: 76.2, depth_cm: 3 })).toBe(
      '50.8 x 76.2 x 3 cm / 20 x 30 x 1 1/4 in',
    );
    expect(formatDimensions({ width_cm: 1, height_cm: 2 })).toBe('1 x 2 cm / 1/2 x 3/4 in');
    expect(formatDimensions({ width_cm: null, height_cm: 45 })).toBe('');
  });

  test('dimensions read in centimetres only for Chinese readers', () => {
    expect(formatDimensions({ width_cm: 70, height_cm: 45 }, 'zh')).toBe('70 x 45 cm');
    expect(formatDimensions({ width_cm: 50.8, height_cm: 76.2, depth_cm: 3 }, 'zh')).toBe('50.8 x 76.2 x 3 cm');
    expect(formatDimensions({ width_cm: 70, height_cm: 45 }, 'en')).toBe('70 x 45 cm / 27 1/2 x 17 3/4 in');
  });

  test('editions read as collectors write them', () => {
    expect(editionLabel({ edition: 'unique' })).toBe('Unique');
    expect(editionLabel({ edition: 'limited', edition_size: 50 })).toBe('Edition of 50');
    expect(editionLabel({ edition: 'limited', edition_size: null })).toBe('Limited edition');
    expect(editionLabel({ edition: 'open', edition_size: null })).toBe('Open edition');
  });

  test('on hold stays open to enquiries; sold and not for sale do not', () => {
    expect(canEnquire('available')).toBe(true);
    expect(canEnquire('on_hold')).toBe(true);
    expect(canEnquire('sold')).toBe(false);
    expect(canEnquire('not_for_sale')).toBe(false);
    expect(AVAILABILITY_LABEL.on_hold).toBe('On hold');
  });

  test('a work whose every size is sold reads as sold', () => {
    const sold = { availability: 'sold' as const };
    const open = { availability: 'available' as const };
    expect(workAvailability('available', [sold, sold])).toBe('sold');
    expect(workAvailability('available', [sold, open])).toBe('available');
    expect(workAvailability('on_hold', [open])).toBe('on_hold');
  });

  test('size texts give their centimetres when they are "w x h cm"', () => {
    expect(parseSizeCm('70 x 45 cm')).toEqual({ width_cm: 70, height_cm: 45, depth_cm: null });
    expect(parseSizeCm('40,5×30')).toEqual({ width_cm: 40.5, height_cm: 30, depth_cm: null });
    expect(parseSizeCm('10 x 20 x 3 cm')).toEqual({ width_cm: 10, height_cm: 20, depth_cm: 3 });
    expect(parseSizeCm('A3 poster')).toBeNull();
    expect(parseSizeCm('0 x 0 cm')).toBeNull();
  });

  test("a size's text is written from its dimensions as the site writes centimetres", () => {
    expect(sizeFromDimensions({ width_cm: '60', height_cm: '90' })).toBe('60 x 90 cm');
    expect(sizeFromDimensions({ width_cm: '30', height_cm: '40', depth_cm: '2.5' })).toBe('30 x 40 x 2.5 cm');
    // Numbers as the API stores them, and figures to one decimal as the public pages show them.
    expect(sizeFromDimensions({ width_cm: 50.8, height_cm: 76.2, depth_cm: null })).toBe('50.8 x 76.2 cm');
    expect(sizeFromDimensions({ width_cm: '40.25', height_cm: '30.00' })).toBe('40.3 x 30 cm');
    // Nothing until both width and height are above 0; a depth of 0 or none adds no figure.
    expect(sizeFromDimensions({ width_cm: '', height_cm: '', depth_cm: '' })).toBe('');
    expect(sizeFromDimensions({ width_cm: '60', height_cm: '' })).toBe('');
    expect(sizeFromDimensions({ width_cm: '0', height_cm: '90' })).toBe('');
    expect(sizeFromDimensions({ width_cm: '-5', height_cm: '90' })).toBe('');
    expect(sizeFromDimensions({ width_cm: 'abc', height_cm: '90' })).toBe('');
    expect(sizeFromDimensions({ width_cm: '60', height_cm: '90', depth_cm: '0' })).toBe('60 x 90 cm');
  });

  test('a size written from its dimensions reads back as them', () => {
    const row = { width_cm: '50.8', height_cm: '76.2', depth_cm: '3' };
    expect(parseSizeCm(sizeFromDimensions(row))).toEqual({ width_cm: 50.8, height_cm: 76.2, depth_cm: 3 });
  });

  test('an unknown term is refused with its name and its list', () => {
    expect(unknownTermMessage('medium', 'Oyl')).toBe('"Oyl" is not in the list of media. Add it first.');
  });
});

describe('the shop item schema', () => {
  test('a body that is not an object is refused, not thrown over', async () => {
    const { shopItemSchema } = await import('../../shared/content/shop-item.ts');
    for (const body of [null, 'x', 3, []]) expect(shopItemSchema.safeParse(body).success).toBe(false);
  });
});
