import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { t } from '#shared/messages/index';
import { CardGrid } from '../components/card-grid.tsx';
import { ErrorBox } from '../components/error-box.tsx';
import { ShopCard } from '../features/shop/shop-card.tsx';
import { loadSiteTexts } from '../features/site/site-texts-query.ts';
import { loadTermLabels } from '../features/site/term-labels.ts';
import { staticHead } from '../lib/head.ts';
import { LOAD_ERRORS } from '../lib/load-errors.ts';
import { ExhibitionNow } from './-home/exhibition-now.tsx';
import { homeExhibitionQuery } from './-home/exhibition-query.ts';
import { ExplorePreview } from './-home/explore-preview.tsx';
import { featuredQuery } from './-home/featured-query.ts';
import { FindUsIn } from './-home/find-us-in.tsx';
import { FounderBlock } from './-home/founder-block.tsx';
import { Hero } from './-home/hero.tsx';
import styles from './-home/home.module.css';

export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    const [items] = await Promise.allSettled([
      context.queryClient.ensureQueryData(featuredQuery()),
      loadSiteTexts(context.queryClient),
      loadTermLabels(context.queryClient),
      // Already in the server's data; a failed read only leaves it out.
      context.queryClient.prefetchQuery(homeExhibitionQuery()),
    ]);
    if (items.status === 'rejected') throw items.reason;
    return items.value;
  },
  head: () => staticHead('/'),
  component: Home,
  // The page still greets the visitor; only the featured works are replaced by the SPEC's error text.
  errorComponent: () => <HomeLayout featured={<ErrorBox>{LOAD_ERRORS.shop}</ErrorBox>} />,
});

function Home() {
  // SPEC 9: the home page shows 4 featured items; the server answers exactly those, in staff's order.
  const { data: featured } = useSuspenseQuery(featuredQuery());
  return (
    <HomeLayout
      featured={
        <CardGrid items={featured} keyOf={(item) => item.slug} label={t('home.featured')}>
          {(item, index) => <ShopCard item={item} priority={index < 2} />}
        </CardGrid>
      }
    />
  );
}

function HomeLayout({ featured }: { featured: ReactNode }) {
  return (
    <>
      <Hero />
      <section className={`page ${styles.featured}`} aria-labelledby="featured-heading">
        <div className={styles.sectionHead}>
          <h2 id="featured-heading">{t('home.featured')}</h2>
          <Link to="/shop" className="button">
            {t('home.shopAll')}
          </Link>
        </div>
        {featured}
      </section>
      <ExhibitionNow />
      <ExplorePreview />
      <FounderBlock />
      <FindUsIn />
    </>
  );
}
