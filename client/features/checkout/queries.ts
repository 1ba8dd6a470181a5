import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api.ts';

/**
 * The server's current facts of the works in the cart (`GET /api/shop/lines`), keyed under ['shop'] so an edit
 * of the catalogue refreshes them too. The previous answer stays on screen while a changed cart is asked
 * about, so removing a line does not blank the others.
 */

const fetchCartFacts = (slugs: readonly string[], signal: AbortSignal) =>
  unwrap(api.shop.lines.$get({ query: { slug: [...slugs] } }, { init: { signal } }));

export type CartFacts = Awaited<ReturnType<typeof fetchCartFacts>>[number];

export const cartFactsQuery = (slugs: readonly string[]) =>
  queryOptions({
    queryKey: ['shop', 'lines', ...slugs],
    queryFn: ({ signal }) => fetchCartFacts(slugs, signal),
    enabled: slugs.length > 0,
    placeholderData: keepPreviousData,
  });

/** The slugs a cart asks about, in a stable order so the same cart is the same query. */
export const factSlugs = (lines: readonly { slug: string }[]) => [...new Set(lines.map((l) => l.slug))].sort();
