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

/** SPEC 9: persisted in localStorage under `cart`, kept in step with other tabs through the `storage` event. */

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
/** The cart lives in this browser only, so the server's render and its hydration see none. */
const NO_CART: Cart = [];
const getServerSnapshot = () => NO_CART;

export const cartActions = {
  add: (choice: CartChoice, max?: number) => update(addLine(current, choice, max)),
  remove: (slug: string) => update(removeLine(current, slug)),
  increment: (slug: string, max?: number) => update(incrementLine(current, slug, max)),
  limit: (slug: string, max: number) => update(limitLine(current, slug, max)),
  decrement: (slug: string) => update(decrementLine(current, slug)),
  clear: () => update([]),
};

export function useCart() {
  const lines = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { lines, ...cartActions };
}

export const cartSnapshot = () => current;

/** Null where the cart is not read: the server's render and its hydration. */
export function useCartCount(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => totalQuantity(current),
    () => null,
  );
}
