import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { CardGrid } from '../../../components/card-grid.tsx';
import { errorPage } from '../../../components/error-box.tsx';
import { EntryCard } from '../../../features/articles/entry-card.tsx';
import { PageHeader } from '../../../features/articles/page-header.tsx';
import { exhibitionsQuery } from '../../../features/explore/exhibitions-queries.ts';
import { staticHead } from '../../../lib/head.ts';
import { LOAD_ERRORS } from '../../../lib/load-errors.ts';
import { EmptyList, ExploreBack } from '../-components/explore-links.tsx';

export const Route = createFileRoute('/explore/exhibitions/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(exhibitionsQuery()),
  head: () => staticHead('/explore/exhibitions'),
  component: Exhibitions,
  errorComponent: errorPage(LOAD_ERRORS.exhibitions),
});

function Exhibitions() {
  const { data: exhibitions } = useSuspenseQuery(exhibitionsQuery());
  return (
    <div className="page">
      <PageHeader title="Exhibitions" back={<ExploreBack />}>
        <p className="lede">Shows we have curated in Beijing and abroad, newest first.</p>
      </PageHeader>
      {exhibitions.length === 0 ? (
        <EmptyList>No exhibitions are shown yet.</EmptyList>
      ) : (
        <CardGrid items={exhibitions} keyOf={(e) => e.slug} columns="wide" label="Exhibitions">
          {(exhibition, index) => (
            <EntryCard
              image={exhibition.img}
              priority={index === 0}
              link={
                <Link to="/explore/exhibitions/$slug" params={{ slug: exhibition.slug }}>
                  {exhibition.title}
                </Link>
              }
              subtitle={exhibition.subtitle}
            />
          )}
        </CardGrid>
      )}
    </div>
  );
}
