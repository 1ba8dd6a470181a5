import { describe, expect, test } from 'vitest';
import { readShopSearch } from '../../client/features/shop/shop-search.ts';
import { orderShopItems, sortShopItems } from '../../shared/shop-order.ts';

const item = (title: string, artist: string, lowPrice: number | null, availability = 'available') => ({
  title,
  artist: { name: artist },
  lowPrice,
  size_price_info: [{}],
  availability,
});

// Newest first, as the list answer gives them.
const items = [
  item('Dawn', 'Ri Chol Jin', 900),
  item('Crane', 'Kim Song Hui', null),
  item('Bay', 'an Ok', 120, 'sold'),
  item('Ash', 'Kim Song Hui', 900, 'on_hold'),
  item('Echo', 'Pak Mi', 2400),
];
const titles = (list: { title: string }[]) => list.map((i) => i.title);

describe('shop sort orders', () => {
  test('newest keeps the answer order', () => {
    expect(titles(sortShopItems(items, 'newest'))).toEqual(['Dawn', 'Crane', 'Bay', 'Ash', 'Echo']);
  });

  test('both price orders put price on request last and keep ties in their order', () => {
    expect(titles(sortShopItems(items, 'price_asc'))).toEqual(['Bay', 'Dawn', 'Ash', 'Echo', 'Crane']);
    expect(titles(sortShopItems(items, 'price_desc'))).toEqual(['Echo', 'Dawn', 'Ash', 'Bay', 'Crane']);
  });

  test('a work without sizes has no price to sort by and goes last', () => {
    const bare = { ...item('Zero', 'Pak Mi', 0), size_price_info: [] };
    expect(titles(sortShopItems([bare, ...items], 'price_asc')).slice(-2)).toEqual(['Zero', 'Crane']);
  });

  test('artist orders by name ignoring case, then by title', () => {
    expect(titles(sortShopItems(items, 'artist'))).toEqual(['Bay', 'Ash', 'Crane', 'Echo', 'Dawn']);
  });

  test('available only keeps the works that can be bought now', () => {
    expect(titles(orderShopItems(items, { available: true, sort: 'price_asc' }))).toEqual(['Dawn', 'Echo', 'Crane']);
    expect(orderShopItems(items, {})).toHaveLength(5);
  });
});

describe('the shop address', () => {
  test('keeps q, a known sort and available; drops defaults and anything unknown', () => {
    expect(readShopSearch({ q: 1993, sort: 'price_desc', available: true })).toEqual({
      q: '1993',
      sort: 'price_desc',
      available: true,
    });
    expect(readShopSearch({ sort: 'newest', available: false })).toEqual({});
    expect(readShopSearch({ sort: 'cheapest', available: 'yes', other: 1 })).toEqual({});
    expect(readShopSearch({ available: '1' })).toEqual({ available: true });
  });
});
