import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CardGrid } from '../components/card-grid.tsx';
import { ErrorBox } from '../components/error-box.tsx';
import { shopItemsQuery } from '../features/shop/queries.ts';
import { ShopCard } from '../features/shop/shop-card.tsx';
import { staticHead } from '../lib/head.ts';
import { ExplorePreview } from './-home/explore-preview.tsx';
import { FindUsIn } from './-home/find-us-in.tsx';
import { FounderBlock } from './-home/founder-block.tsx';
import { Hero } from './-home/hero.tsx';
import styles from './-home/home.module.css';

/** SPEC 9: the home page shows 4 featured items. */
const FEATURED = 4;
const SHOP_FAILED = 'Failed to load shop items. Refresh the page and try again.';

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(shopItemsQuery()),
  head: () => staticHead('/'),
  component: Home,
  // The page still greets the visitor; only the featured works are replaced by the SPEC's error text.
  errorComponent: () => <HomeLayout featured={<ErrorBox>{SHOP_FAILED}</ErrorBox>} />,
});

function Home() {
  const { data: items } = useSuspenseQuery(shopItemsQuery());
  const featured = items.slice(0, FEATURED);
  return (
    <HomeLayout
      featured={
        <CardGrid items={featured} keyOf={(item) => item.slug} label="Featured artworks">
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
          <h2 id="featured-heading">Featured artworks</h2>
          <Link to="/shop" className="button">
            Shop All
          </Link>
        </div>
        {featured}
      </section>
      <ExplorePreview />
      <FounderBlock />
      <FindUsIn />
    </>
  );
}
