import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { t } from '#shared/messages/index';
import { DEFAULT_SORT } from '#shared/shop-order';
import { UntranslatedNote } from '../../app-shell/untranslated-note.tsx';
import { CardGrid } from '../../components/card-grid.tsx';
import { ErrorPage } from '../../components/error-box.tsx';
import { LoadMore } from '../../components/load-more.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { shopPagesQuery } from '../../features/shop/queries.ts';
import { ShopCard } from '../../features/shop/shop-card.tsx';
import { readShopSearch, type ShopSearch } from '../../features/shop/shop-search.ts';
import { worksCount } from '../../features/shop/texts.ts';
import { loadTermLabels, useTermLabel } from '../../features/site/term-labels.ts';
import { staticHead } from '../../lib/head.ts';
import { ensurePages, LIST_TEXTS, pagesParam, useMore } from '../../lib/list-pages.ts';
import { LOAD_ERRORS } from '../../lib/load-errors.ts';
import { countsOf, FilterSelect } from './-components/filter-select.tsx';
import styles from './-components/shop.module.css';
import { ShopControls } from './-components/shop-controls.tsx';

export const Route = createFileRoute('/shop/')({
  validateSearch: readShopSearch,
  // Only how many pages are shown waits for the loader. A new filter, order or 'Available only' changes the
  // address at once and the grid keeps the works it has until the server's answer replaces them, so the
  // controls never lag behind the visitor's click.
  loaderDeps: ({ search }) => ({ pages: search.pages }),
  loader: async ({ context, deps: { pages }, location }) => {
    const { pages: _pages, ...choice } = readShopSearch(location.search as Record<string, unknown>);
    const [data] = await Promise.all([
      ensurePages(context.queryClient, shopPagesQuery(choice), pages),
      loadTermLabels(context.queryClient),
    ]);
    // SPEC 4 'Shop filter': a q that matches nothing clears the filter and the parameter (the order stays).
    if (choice.q !== undefined && !data.pages[0]?.filter) {
      const { q: _q, ...rest } = choice;
      throw redirect({ to: '/shop', search: rest, replace: true });
    }
  },
  head: () => staticHead('/shop'),
  errorComponent: () => <ErrorPage text={LOAD_ERRORS.shop} />,
  component: Shop,
});

function Shop() {
  const { pages, ...choice } = Route.useSearch();
  const query = useInfiniteQuery({ ...shopPagesQuery(choice), placeholderData: keepPreviousData, throwOnError: true });
  const navigate = Route.useNavigate();
  const loaded = query.data?.pages ?? [];
  const first = loaded[0];
  const items = loaded.flatMap((page) => page.items);
  const options = {
    media: first?.groups?.media.map((group) => group.name) ?? [],
    artists: [...new Set(first?.groups?.artists.map((group) => group.name))],
  };
  const counts = countsOf(first?.groups);
  const filter = first?.filter ?? null;
  const label = useTermLabel();
  const shown = filter?.kind === 'medium' ? { ...filter, name: label('medium', filter.name) } : filter;
  // The same page with another choice: the address follows (from the first page), the visitor's place does not jump.
  const go = (next: ShopSearch) =>
    navigate({ search: readShopSearch({ ...next, pages: undefined }), replace: true, resetScroll: false });
  const more = useMore(query, (loaded) =>
    navigate({ search: { ...choice, pages: pagesParam(loaded) }, replace: true, resetScroll: false }),
  );

  return (
    <div className="page">
      <UntranslatedNote />
      <PageIntro
        title={t('page.shop.title')}
        aside={
          <div className={styles.controls}>
            <FilterSelect
              options={options}
              counts={counts}
              value={filter}
              onChange={(next) => go({ ...choice, q: next?.name })}
            />
            <ShopControls
              sort={choice.sort ?? DEFAULT_SORT}
              available={choice.available === true}
              onSort={(sort) => go({ ...choice, sort })}
              onAvailable={(available) => go({ ...choice, available: available || undefined })}
            />
          </div>
        }
      >
        <p>{t('page.shop.intro')}</p>
      </PageIntro>
      <p className={styles.count} aria-live="polite">
        {worksCount(first?.total ?? 0, shown)}
      </p>
      <CardGrid items={items} keyOf={(item) => item.slug} label={t('page.shop.listLabel')}>
        {(item, index) => <ShopCard item={item} priority={index < 2} headingLevel={2} />}
      </CardGrid>
      <LoadMore {...more} label={LIST_TEXTS.more} loadingLabel={LIST_TEXTS.loading} />
    </div>
  );
}
