/** The cart as this browser keeps it: read on every page for the header's count (./store.ts). */

/** A larger number is a typing slip rather than an order; the checkout's stepper stops here too. */
export const MAX_QUANTITY = 99;

export type CartLine = { slug: string; sizeOption: string; price: number; quantity: number };
export type CartChoice = Omit<CartLine, 'quantity'>;
export type Cart = readonly CartLine[];

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
