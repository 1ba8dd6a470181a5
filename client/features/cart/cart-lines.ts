/** Pure functions, so the SPEC 4 'Cart' rules are unit-tested apart from the store. */

/** A larger number is a typing slip rather than an order; the checkout's stepper stops here too. */
export const MAX_QUANTITY = 99;

export type CartLine = { slug: string; sizeOption: string; price: number; quantity: number };
export type CartChoice = Omit<CartLine, 'quantity'>;
export type Cart = readonly CartLine[];

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

export const totalQuantity = (cart: Cart) => cart.reduce((sum, line) => sum + line.quantity, 0);

/** Storage is the visitor's to edit: bad JSON gives an empty cart, bad lines are dropped, repeats merged. */
export function parseCart(raw: string | null | undefined): Cart {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const lines: CartLine[] = [];
  for (const entry of data) {
    const stored = readLine(entry);
    if (!stored) continue;
    const line = { ...stored, quantity: Math.min(stored.quantity, MAX_QUANTITY) };
    const known = lines.findIndex((l) => l.slug === line.slug);
    if (known === -1) lines.push(line);
    else {
      const first = lines[known] as CartLine;
      lines[known] = { ...first, quantity: Math.min(first.quantity + line.quantity, MAX_QUANTITY) };
    }
  }
  return lines;
}

/** By hand, not zod: the cart is read on every page, and zod's core would dominate the public entry. */
function readLine(entry: unknown): CartLine | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { slug, sizeOption, price, quantity } = entry as Record<string, unknown>;
  if (typeof slug !== 'string' || slug.length < 1 || slug.length > 200) return null;
  if (typeof sizeOption !== 'string' || sizeOption.length > 200) return null;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
  return { slug, sizeOption, price, quantity };
}

export const serializeCart = (cart: Cart) => JSON.stringify(cart);
