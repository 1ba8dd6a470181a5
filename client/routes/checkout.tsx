import { createFileRoute } from '@tanstack/react-router';
import { useCart } from '../features/cart/store.ts';
import { CheckoutPage } from '../features/checkout/checkout-page.tsx';
import { shopItemsQuery } from '../features/shop/queries.ts';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/checkout')({
  head: () =>
    pageHead(
      'Your Cart',
      'Your cart at the gallery: send an enquiry for the artworks you chose. No payment is taken online; ' +
        'staff reply within 2 business days.',
    ),
  // Prefetched, not awaited as a must: an empty cart needs no catalogue, and a failure shows in the page.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(shopItemsQuery());
  },
  component: Checkout,
});

function Checkout() {
  return <CheckoutPage cart={useCart()} />;
}
