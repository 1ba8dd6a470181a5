import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { useMemo } from 'react';
import { DEFAULT_SORT, orderShopItems } from '#shared/shop-order';
import { CardGrid } from '../../components/card-grid.tsx';
import { errorPage } from '../../components/error-box.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { shopItemsQuery } from '../../features/shop/queries.ts';
import { ShopCard } from '../../features/shop/shop-card.tsx';
import { applyFilter, filterOptions, matchFilter } from '../../features/shop/shop-filter.ts';
import { readShopSearch, type ShopSearch } from '../../features/shop/shop-search.ts';
import { worksCount } from '../../features/shop/texts.ts';
import { staticHead } from '../../lib/head.ts';
import { LOAD_ERRORS } from '../../lib/load-errors.ts';
import { FilterSelect } from './-components/filter-select.tsx';
import styles from './-components/shop.module.css';
import { ShopControls } from './-components/shop-controls.tsx';

export const Route = createFileRoute('/shop/')({
  validateSearch: readShopSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const items = await context.queryClient.ensureQueryData(shopItemsQuery());
    // SPEC 4 'Shop filter': a q that matches nothing clears the filter and the parameter (the order stays).
    if (deps.q !== undefined && !matchFilter(filterOptions(items), deps.q)) {
      const { q: _q, ...rest } = deps;
      throw redirect({ to: '/shop', search: rest, replace: true });
    }
  },
  head: () => staticHead('/shop'),
  errorComponent: errorPage(LOAD_ERRORS.shop),
  component: Shop,
});

function Shop() {
  const { data: items } = useSuspenseQuery(shopItemsQuery());
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const options = useMemo(() => filterOptions(items), [items]);
  const filter = matchFilter(options, search.q);
  const shown = useMemo(
    () => orderShopItems(applyFilter(items, filter), { sort: search.sort, available: search.available }),
    [items, filter, search.sort, search.available],
  );
  // The same page with another choice: the address follows, the visitor's place does not jump.
  const go = (next: ShopSearch) => navigate({ search: readShopSearch({ ...next }), replace: true, resetScroll: false });

  return (
    <div className="page">
      <PageIntro
        title="Shop"
        aside={
          <div className={styles.controls}>
            <FilterSelect options={options} value={filter} onChange={(next) => go({ ...search, q: next?.name })} />
            <ShopControls
              sort={search.sort ?? DEFAULT_SORT}
              available={search.available === true}
              onSort={(sort) => go({ ...search, sort })}
              onAvailable={(available) => go({ ...search, available: available || undefined })}
            />
          </div>
        }
      >
        <p>
          Original paintings, woodcuts and posters, sent to us directly from the artists' studios. Choose a work to see
          its sizes and prices, then send an enquiry from your cart: we reply within 2 business days.
        </p>
      </PageIntro>
      <p className={styles.count} aria-live="polite">
        {worksCount(shown.length, filter)}
      </p>
      <CardGrid items={shown} keyOf={(item) => item.slug} label="Artworks">
        {(item, index) => <ShopCard item={item} priority={index < 2} />}
      </CardGrid>
    </div>
  );
}
