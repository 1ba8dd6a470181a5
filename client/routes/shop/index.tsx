import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useMemo } from 'react';
import { CardGrid } from '../../components/card-grid.tsx';
import { errorPage } from '../../components/error-box.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { shopItemsQuery } from '../../features/shop/queries.ts';
import { ShopCard } from '../../features/shop/shop-card.tsx';
import { applyFilter, filterOptions, matchFilter } from '../../features/shop/shop-filter.ts';
import { staticHead } from '../../lib/head.ts';
import { LOAD_ERRORS } from '../../lib/load-errors.ts';
import { FilterSelect } from './-components/filter-select.tsx';
import styles from './-components/shop.module.css';

type ShopSearch = { q?: string };

export const Route = createFileRoute('/shop/')({
  // The router reads `?q=1993` as a number; any q is text to the filter.
  validateSearch: (search: Record<string, unknown>): ShopSearch => {
    const { q } = search;
    return typeof q === 'string' || typeof q === 'number' ? { q: String(q) } : {};
  },
  loaderDeps: ({ search }) => ({ q: search.q }),
  loader: async ({ context, deps }) => {
    const items = await context.queryClient.ensureQueryData(shopItemsQuery());
    // SPEC 4 'Shop filter': a q that matches nothing clears the filter and the parameter.
    if (deps.q !== undefined && !matchFilter(filterOptions(items), deps.q)) {
      throw redirect({ to: '/shop', search: {}, replace: true });
    }
  },
  head: () => staticHead('/shop'),
  errorComponent: errorPage(LOAD_ERRORS.shop),
  component: Shop,
});

function Shop() {
  const { data: items } = useSuspenseQuery(shopItemsQuery());
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  const options = useMemo(() => filterOptions(items), [items]);
  const filter = matchFilter(options, q);
  const shown = applyFilter(items, filter);

  return (
    <div className="page">
      <PageIntro
        title="Shop"
        aside={
          <FilterSelect
            options={options}
            value={filter}
            onChange={(next) =>
              // The same page with another filter: the address follows, the visitor's place does not jump.
              navigate({ search: next ? { q: next.name } : {}, replace: true, resetScroll: false })
            }
          />
        }
      >
        <p>
          Original paintings, woodcuts and posters, sent to us directly from the artists' studios. Choose a work to see
          its sizes and prices, then send an enquiry from your cart: we reply within 2 business days.
        </p>
      </PageIntro>
      <p className={styles.count} aria-live="polite">
        {shown.length === 1 ? '1 work' : `${shown.length} works`}
        {filter ? ` ${filter.kind === 'artist' ? 'by' : 'in'} ${filter.name}` : ''}
      </p>
      <CardGrid items={shown} keyOf={(item) => item.slug} label="Artworks">
        {(item, index) => <ShopCard item={item} priority={index < 2} />}
      </CardGrid>
    </div>
  );
}
