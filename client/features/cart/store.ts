import { useSyncExternalStore } from 'react';
import {
  addLine,
  type Cart,
  type CartChoice,
  decrementLine,
  incrementLine,
  limitLine,
  parseCart,
  removeLine,
  serializeCart,
  totalQuantity,
} from './cart-lines.ts';

/**
 * The cart: a small external store persisted in localStorage under `cart` (SPEC 9), restored on start and
 * kept in step with other tabs through the `storage` event. Components read it with useSyncExternalStore.
 */

const KEY = 'cart';
const listeners = new Set<() => void>();

function readStored(): Cart {
  try {
    return parseCart(localStorage.getItem(KEY));
  } catch {
    // Storage can be switched off (privacy settings); the cart then lives for this page only.
    return [];
  }
}

let current: Cart = readStored();

function emit() {
  for (const listener of listeners) listener();
}

function update(next: Cart) {
  if (next === current) return;
  current = next;
  try {
    localStorage.setItem(KEY, serializeCart(next));
  } catch {
    // Full or unavailable storage: the cart still works until the page is left.
  }
  emit();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    // key null: another tab cleared the whole storage.
    if (event.key !== KEY && event.key !== null) return;
    current = parseCart(event.newValue);
    emit();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => current;
/** The cart of a page rendered on the server, and of its hydration: the cart lives in this browser only. */
const NO_CART: Cart = [];
const getServerSnapshot = () => NO_CART;

export const cartActions = {
  /** `max`: the work's own limit, 1 for a unique work. */
  add: (choice: CartChoice, max?: number) => update(addLine(current, choice, max)),
  remove: (slug: string) => update(removeLine(current, slug)),
  increment: (slug: string, max?: number) => update(incrementLine(current, slug, max)),
  limit: (slug: string, max: number) => update(limitLine(current, slug, max)),
  decrement: (slug: string) => update(decrementLine(current, slug)),
  clear: () => update([]),
};

/** The cart's lines and its actions; the lines change identity only when the cart changes. */
export function useCart() {
  const lines = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { lines, ...cartActions };
}

/** The cart as it is now, for a route loader that prefetches what the cart needs. */
export const cartSnapshot = () => current;

/**
 * The total quantity, for the header's cart icon; null where the cart is not read (a page rendered on the
 * server, and its hydration: the cart lives in this browser only).
 */
export function useCartCount(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => totalQuantity(current),
    () => null,
  );
}
