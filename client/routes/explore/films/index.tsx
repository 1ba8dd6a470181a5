import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { plainText } from '#shared/page-meta';
import { CardGrid } from '../../../components/card-grid.tsx';
import { errorPage } from '../../../components/error-box.tsx';
import { EntryCard } from '../../../features/articles/entry-card.tsx';
import { PageHeader } from '../../../features/articles/page-header.tsx';
import { filmsQuery } from '../../../features/explore/films-queries.ts';
import { parseIsoDate } from '../../../lib/dates.ts';
import { staticHead } from '../../../lib/head.ts';
import { LOAD_ERRORS } from '../../../lib/load-errors.ts';
import { EmptyList, ExploreBack } from '../-components/explore-links.tsx';

export const Route = createFileRoute('/explore/films/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(filmsQuery()),
  head: () => staticHead('/explore/films'),
  component: Films,
  errorComponent: errorPage(LOAD_ERRORS.films),
});

function Films() {
  const { data: films } = useSuspenseQuery(filmsQuery());
  return (
    <div className="page">
      <PageHeader title="Films" back={<ExploreBack />}>
        <p className="lede">Documentaries and features made with North Korean crews.</p>
      </PageHeader>
      {films.length === 0 ? (
        <EmptyList>No films are shown yet.</EmptyList>
      ) : (
        <CardGrid items={films} keyOf={(f) => f.slug} columns="wide" label="Films">
          {(film, index) => (
            <EntryCard
              image={film.main_img}
              priority={index === 0}
              ratio="16 / 9"
              link={
                <Link to="/explore/films/$slug" params={{ slug: film.slug }}>
                  {film.title}
                </Link>
              }
              meta={parseIsoDate(film.date)?.getUTCFullYear()}
              subtitle={film.subtitle}
              text={plainText(film.short_description)}
            />
          )}
        </CardGrid>
      )}
    </div>
  );
}
