import { describe, expect, test } from 'vitest';
import {
  cartTotal,
  type LineFacts,
  lineView,
  subtotalText,
  totalText,
} from '../../client/features/checkout/line-state.ts';

const line = { slug: 'pine-and-crane', sizeOption: '70 x 45 cm', price: 1200, quantity: 1 };
const facts = (over: Partial<LineFacts> = {}): LineFacts => ({
  slug: 'pine-and-crane',
  availability: 'available',
  price_on_request: false,
  edition: 'open',
  sizes: [{ size: '70 x 45 cm', price: 1200, availability: 'available' }],
  ...over,
});

describe('a cart line against the server facts', () => {
  test('waits while the facts load, and a work the server does not know is blocked with its reason', () => {
    expect(lineView(line, undefined, false, 99)).toEqual({ state: 'checking' });
    expect(lineView(line, undefined, true, 99)).toEqual({
      state: 'blocked',
      reason: 'This work is no longer in the shop. Remove it from your cart.',
    });
  });

  test('the price shown is the server one, with a note when the stored one differs', () => {
    expect(lineView(line, facts(), true, 99)).toEqual({
      state: 'open',
      unitCents: 120_000,
      note: null,
      remark: null,
      maxQuantity: 99,
    });
    const tampered = lineView({ ...line, price: 1 }, facts(), true, 99);
    expect(tampered).toMatchObject({
      unitCents: 120_000,
      note: 'The price has changed from €1.00 to €1,200.00.',
    });
  });

  test('sold, not for sale, a sold size and a size no longer offered are blocked, each saying why', () => {
    const reason = (f: LineFacts, l = line) => {
      const view = lineView(l, f, true, 99);
      return view.state === 'blocked' ? view.reason : view.state;
    };
    expect(reason(facts({ availability: 'sold' }))).toMatch(/has been sold/);
    expect(reason(facts({ availability: 'not_for_sale' }))).toMatch(/not for sale/);
    expect(reason(facts({ sizes: [{ size: '70 x 45 cm', price: 1200, availability: 'sold' }] }))).toMatch(
      /size has been sold/,
    );
    expect(reason(facts(), { ...line, sizeOption: '2 x 2 m' })).toMatch(/no longer offered/);
    expect(reason(facts({ availability: 'on_hold' }))).toBe('open');
  });

  test('a unique work stops at one; on hold and unique say so; price on request has no price', () => {
    expect(lineView(line, facts({ edition: 'unique' }), true, 99)).toMatchObject({
      maxQuantity: 1,
      remark: 'A unique work: there is only one.',
    });
    expect(lineView(line, facts({ availability: 'on_hold' }), true, 99)).toMatchObject({
      remark: 'On hold: you can still enquire about it.',
    });
    const onRequest = facts({
      price_on_request: true,
      sizes: [{ size: '70 x 45 cm', price: null, availability: 'available' }],
    });
    expect(lineView({ ...line, price: 999 }, onRequest, true, 99)).toMatchObject({ unitCents: null, note: null });
  });
});

describe('the total', () => {
  test('sums the priced lines in cents and counts the lines on request', () => {
    const total = cartTotal([
      { unitCents: 1999, quantity: 3 },
      { unitCents: null, quantity: 2 },
      { unitCents: 236_303, quantity: 1 },
    ]);
    expect(total).toEqual({ cents: 242_300, priced: 2, onRequest: 1 });
    expect(totalText(total)).toBe('€2,423.00 + 1 work on request');
  });

  test('reads as an amount alone, as works on request alone, or both', () => {
    expect(totalText(cartTotal([{ unitCents: 242_000, quantity: 1 }]))).toBe('€2,420.00');
    expect(totalText(cartTotal([{ unitCents: null, quantity: 1 }]))).toBe('1 work on request');
    expect(
      totalText(
        cartTotal([
          { unitCents: null, quantity: 1 },
          { unitCents: null, quantity: 1 },
        ]),
      ),
    ).toBe('2 works on request');
    expect(
      totalText(
        cartTotal([
          { unitCents: 242_000, quantity: 1 },
          { unitCents: null, quantity: 1 },
        ]),
      ),
    ).toBe('€2,420.00 + 1 work on request');
    expect(totalText(cartTotal([]))).toBe('€0.00');
  });

  test('a subtotal is quantity times the server price, or says the price is on request', () => {
    expect(subtotalText(45_050, 2)).toBe('€901.00');
    expect(subtotalText(null, 2)).toBe('Price on request');
  });
});
