import { type Cart, type CartChoice, MAX_QUANTITY } from './stored-cart.ts';

/** Pure functions, so the SPEC 4 'Cart' rules are unit-tested apart from the store. */

/** SPEC 4: the same slug raises the quantity and keeps the first size and price. */
export function addLine(cart: Cart, choice: CartChoice, max = MAX_QUANTITY): Cart {
  if (cart.some((line) => line.slug === choice.slug)) return incrementLine(cart, choice.slug, max);
  return [...cart, { slug: choice.slug, sizeOption: choice.sizeOption, price: choice.price, quantity: 1 }];
}

export function removeLine(cart: Cart, slug: string): Cart {
  return cart.filter((line) => line.slug !== slug);
}

export function incrementLine(cart: Cart, slug: string, max = MAX_QUANTITY): Cart {
  return limitLine(
    cart.map((line) => (line.slug === slug ? { ...line, quantity: line.quantity + 1 } : line)),
    slug,
    max,
  );
}

export function limitLine(cart: Cart, slug: string, max: number): Cart {
  const cap = Math.max(1, Math.min(max, MAX_QUANTITY));
  if (!cart.some((line) => line.slug === slug && line.quantity > cap)) return cart;
  return cart.map((line) => (line.slug === slug ? { ...line, quantity: cap } : line));
}

/** SPEC 4: a minus on quantity 1 removes the line. */
export function decrementLine(cart: Cart, slug: string): Cart {
  const line = cart.find((l) => l.slug === slug);
  if (!line) return cart;
  if (line.quantity <= 1) return removeLine(cart, slug);
  return cart.map((l) => (l === line ? { ...l, quantity: l.quantity - 1 } : l));
}
