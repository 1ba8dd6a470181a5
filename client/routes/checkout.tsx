import { createFileRoute } from '@tanstack/react-router';
import { cartSnapshot } from '../features/cart/store.ts';
import { useCart } from '../features/cart/use-cart.ts';
import { CheckoutPage } from '../features/checkout/checkout-page.tsx';
import { cartFactsQuery, factSlugs } from '../features/checkout/queries.ts';
import { staticHead } from '../lib/head.ts';

export const Route = createFileRoute('/checkout')({
  head: () => staticHead('/checkout'),
  // Prefetched, not awaited as a must: an empty cart asks nothing, and a failure shows in the page.
  loader: ({ context }) => {
    const slugs = factSlugs(cartSnapshot());
    if (slugs.length > 0) void context.queryClient.prefetchQuery(cartFactsQuery(slugs));
  },
  component: Checkout,
});

function Checkout() {
  return <CheckoutPage cart={useCart()} />;
}
