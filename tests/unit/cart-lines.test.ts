import { describe, expect, test } from 'vitest';
import { addLine, decrementLine, incrementLine, limitLine, removeLine } from '../../client/features/cart/cart-lines.ts';
import {
  type Cart,
  MAX_QUANTITY,
  parseCart,
  serializeCart,
  totalQuantity,
} from '../../client/features/cart/stored-cart.ts';

const poster = { slug: 'red-dawn', sizeOption: '50 x 70 cm', price: 120 };
const painting = { slug: 'harbour-at-nampo', sizeOption: '60 x 80 cm', price: 1250 };

describe('adding to the cart (SPEC 4)', () => {
  test('a new item is appended with quantity 1', () => {
    const cart = addLine(addLine([], poster), painting);
    expect(cart).toEqual([
      { ...poster, quantity: 1 },
      { ...painting, quantity: 1 },
    ]);
  });

  test('the same slug raises the quantity and keeps the first size and price', () => {
    const cart = addLine(addLine([], poster), { slug: poster.slug, sizeOption: '30 x 40 cm', price: 60 });
    expect(cart).toEqual([{ ...poster, quantity: 2 }]);
  });

  test('leaves the cart it was given untouched', () => {
    const before: Cart = [{ ...poster, quantity: 1 }];
    addLine(before, poster);
    expect(before).toEqual([{ ...poster, quantity: 1 }]);
  });
});

describe('the stepper', () => {
  const cart: Cart = [
    { ...poster, quantity: 2 },
    { ...painting, quantity: 1 },
  ];

  test('plus adds one, up to the maximum', () => {
    expect(incrementLine(cart, poster.slug)[0]?.quantity).toBe(3);
    const full: Cart = [{ ...poster, quantity: MAX_QUANTITY }];
    expect(incrementLine(full, poster.slug)[0]?.quantity).toBe(MAX_QUANTITY);
  });

  test('minus takes one away, and on quantity 1 removes the line', () => {
    expect(decrementLine(cart, poster.slug)[0]).toEqual({ ...poster, quantity: 1 });
    expect(decrementLine(cart, painting.slug)).toEqual([{ ...poster, quantity: 2 }]);
  });

  test('an unknown slug changes nothing', () => {
    expect(decrementLine(cart, 'missing')).toBe(cart);
    expect(incrementLine(cart, 'missing')).toEqual(cart);
  });

  test('remove drops the line by slug; the total quantity counts every line', () => {
    expect(removeLine(cart, poster.slug)).toEqual([{ ...painting, quantity: 1 }]);
    expect(totalQuantity(cart)).toBe(3);
    expect(totalQuantity([])).toBe(0);
  });
});

describe('the stored cart', () => {
  test('round-trips through storage', () => {
    const cart: Cart = [{ ...poster, quantity: 2 }];
    expect(parseCart(serializeCart(cart))).toEqual(cart);
  });

  test('a missing, corrupt or non-list value is an empty cart', () => {
    expect(parseCart(null)).toEqual([]);
    expect(parseCart('')).toEqual([]);
    expect(parseCart('{not json')).toEqual([]);
    expect(parseCart('{"slug":"red-dawn"}')).toEqual([]);
  });

  test('hand-edited lines that break the rules are dropped, the good ones kept', () => {
    const raw = JSON.stringify([
      { ...poster, quantity: 1 },
      { ...painting, quantity: 0 },
      { ...painting, price: -5, quantity: 1 },
      { slug: '', sizeOption: 'x', price: 1, quantity: 1 },
      { ...painting, quantity: 1.5 },
      'a string',
    ]);
    expect(parseCart(raw)).toEqual([{ ...poster, quantity: 1 }]);
  });

  test('a repeated slug is merged as adding would have, and quantities are capped', () => {
    const raw = JSON.stringify([
      { ...poster, quantity: 60 },
      { ...poster, sizeOption: 'other', price: 1, quantity: 60 },
      { ...painting, quantity: 500 },
    ]);
    expect(parseCart(raw)).toEqual([
      { ...poster, quantity: MAX_QUANTITY },
      { ...painting, quantity: MAX_QUANTITY },
    ]);
  });
});

describe('a work with its own limit (issue 15: a unique work)', () => {
  test('adding or incrementing a unique work stops at 1', () => {
    const once = addLine([], painting, 1);
    expect(addLine(once, painting, 1)).toEqual([{ ...painting, quantity: 1 }]);
    expect(incrementLine(once, painting.slug, 1)).toEqual([{ ...painting, quantity: 1 }]);
  });

  test('an older cart holding two of it is brought down to one; a line within its limit is left alone', () => {
    const cart: Cart = [
      { ...painting, quantity: 2 },
      { ...poster, quantity: 3 },
    ];
    expect(limitLine(cart, painting.slug, 1)).toEqual([
      { ...painting, quantity: 1 },
      { ...poster, quantity: 3 },
    ]);
    expect(limitLine(cart, poster.slug, 5)).toBe(cart);
  });
});
