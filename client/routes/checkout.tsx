import { createFileRoute } from '@tanstack/react-router';
import { useCart } from '../features/cart/store.ts';
import { CheckoutPage } from '../features/checkout/checkout-page.tsx';
import { shopItemsQuery } from '../features/shop/queries.ts';
import { staticHead } from '../lib/head.ts';

export const Route = createFileRoute('/checkout')({
  head: () => staticHead('/checkout'),
  // Prefetched, not awaited as a must: an empty cart needs no catalogue, and a failure shows in the page.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(shopItemsQuery());
  },
  component: Checkout,
});

function Checkout() {
  return <CheckoutPage cart={useCart()} />;
}
