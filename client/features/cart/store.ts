import { useSyncExternalStore } from 'react';
import { type Cart, parseCart, serializeCart, totalQuantity } from './stored-cart.ts';

/**
 * SPEC 9: persisted in localStorage under `cart`, kept in step with other tabs through the `storage` event. The
 * header's count reads it on every page; the pages that change the cart do so through ./use-cart.ts.
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

export function update(next: Cart) {
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

export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
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
