import { useSyncExternalStore } from 'react';
import { addLine, decrementLine, incrementLine, limitLine, removeLine } from './cart-lines.ts';
import { cartSnapshot, subscribe, update } from './store.ts';
import type { Cart, CartChoice } from './stored-cart.ts';

/** The cart's changes, on the pages that make them (an artwork's page, the checkout): not in every page's download. */
export const cartActions = {
  add: (choice: CartChoice, max?: number) => update(addLine(cartSnapshot(), choice, max)),
  remove: (slug: string) => update(removeLine(cartSnapshot(), slug)),
  increment: (slug: string, max?: number) => update(incrementLine(cartSnapshot(), slug, max)),
  limit: (slug: string, max: number) => update(limitLine(cartSnapshot(), slug, max)),
  decrement: (slug: string) => update(decrementLine(cartSnapshot(), slug)),
  clear: () => update([]),
};

/** The cart lives in this browser only, so the server's render and its hydration see none. */
const NO_CART: Cart = [];
const getServerSnapshot = () => NO_CART;

export function useCart() {
  const lines = useSyncExternalStore(subscribe, cartSnapshot, getServerSnapshot);
  return { lines, ...cartActions };
}
