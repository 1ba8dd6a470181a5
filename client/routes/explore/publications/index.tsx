import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { CardGrid } from '../../../components/card-grid.tsx';
import { errorPage } from '../../../components/error-box.tsx';
import { EntryCard } from '../../../features/articles/entry-card.tsx';
import { PageHeader } from '../../../features/articles/page-header.tsx';
import { publicationsQuery } from '../../../features/explore/publications-queries.ts';
import { staticHead } from '../../../lib/head.ts';
import { LOAD_ERRORS } from '../../../lib/load-errors.ts';
import { EmptyList, ExploreBack } from '../-components/explore-links.tsx';

export const Route = createFileRoute('/explore/publications/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(publicationsQuery()),
  head: () => staticHead('/explore/publications'),
  component: Publications,
  errorComponent: errorPage(LOAD_ERRORS.publications),
});

function Publications() {
  const { data: publications } = useSuspenseQuery(publicationsQuery());
  return (
    <div className="page">
      <PageHeader title="Publications" back={<ExploreBack />}>
        <p className="lede">Books and catalogues on North Korean art, design and film.</p>
      </PageHeader>
      {publications.length === 0 ? (
        <EmptyList>No publications are shown yet.</EmptyList>
      ) : (
        <CardGrid items={publications} keyOf={(p) => p.slug} label="Publications">
          {(publication, index) => (
            <EntryCard
              image={publication.cover_img}
              priority={index < 2}
              fit="contain"
              ratio="3 / 4"
              sizes="(min-width: 1100px) 25vw, (min-width: 600px) 33vw, 50vw"
              link={
                <Link to="/explore/publications/$slug" params={{ slug: publication.slug }}>
                  {publication.title}
                </Link>
              }
              subtitle={publication.subtitle}
              text={publication.short_description}
            />
          )}
        </CardGrid>
      )}
    </div>
  );
}
