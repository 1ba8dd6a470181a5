import { describe, expect, it } from 'vitest';
import { enquiryTotal } from '../../shared/enquiry-total.ts';
import { formatEuros } from '../../shared/money.ts';

const priced = { priceOnRequest: false };
const asked = { priceOnRequest: true };

describe("an enquiry's total as staff read it", () => {
  it('is the sum when every work has a price', () => {
    expect(enquiryTotal({ total: 2589.99, salePrice: null, lines: [priced, priced] }, formatEuros)).toBe('€2,589.99');
  });
  it("says 'on request' rather than €0.00 for a work without a public price", () => {
    expect(enquiryTotal({ total: 0, salePrice: null, lines: [asked] }, formatEuros)).toBe('on request');
    expect(enquiryTotal({ total: 89.99, salePrice: null, lines: [asked, priced] }, formatEuros)).toBe(
      '€89.99 + on request',
    );
  });
  it('gives the sale price once the work is sold', () => {
    expect(enquiryTotal({ total: 0, salePrice: 4800, lines: [asked] }, formatEuros)).toBe('€4,800.00 (sold)');
  });
});
