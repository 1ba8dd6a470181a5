import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { SHOP_KEY } from '#shared/query-keys';
import { api, unwrap } from '../../lib/api.ts';

/**
 * Keyed under ['shop'] so a catalogue edit refreshes them; the last answer stays while a changed cart is asked about.
 */

const fetchCartFacts = (slugs: readonly string[], signal: AbortSignal) =>
  unwrap(api.shop.lines.$get({ query: { slug: [...slugs] } }, { init: { signal } }));

export type CartFacts = Awaited<ReturnType<typeof fetchCartFacts>>[number];

export const cartFactsQuery = (slugs: readonly string[]) =>
  queryOptions({
    queryKey: [...SHOP_KEY, 'lines', ...slugs],
    queryFn: ({ signal }) => fetchCartFacts(slugs, signal),
    enabled: slugs.length > 0,
    placeholderData: keepPreviousData,
  });

/** Sorted, so the same cart is the same query. */
export const factSlugs = (lines: readonly { slug: string }[]) => [...new Set(lines.map((l) => l.slug))].sort();
