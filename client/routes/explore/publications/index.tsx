import { createFileRoute, Link } from '@tanstack/react-router';
import { t } from '#shared/messages/index';
import { CardGrid } from '../../../components/card-grid.tsx';
import { ErrorPage } from '../../../components/error-box.tsx';
import { langOf } from '../../../components/in-english.tsx';
import { EntryCard } from '../../../features/articles/entry-card.tsx';
import { PageHeader } from '../../../features/articles/page-header.tsx';
import { PagedList } from '../../../features/articles/paged-list.tsx';
import { CONTENT_QUERIES } from '../../../lib/content-queries.gen.ts';
import { staticHead } from '../../../lib/head.ts';
import { ensurePages, readPages } from '../../../lib/list-pages.ts';
import { LOAD_ERRORS } from '../../../lib/load-errors.ts';
import { EmptyList, ExploreBack } from '../-components/explore-links.tsx';

export const Route = createFileRoute('/explore/publications/')({
  validateSearch: readPages,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => ensurePages(context.queryClient, CONTENT_QUERIES.publications.pages(), deps.pages),
  head: () => staticHead('/explore/publications'),
  component: Publications,
  errorComponent: () => <ErrorPage text={LOAD_ERRORS.publications} />,
});

function Publications() {
  return (
    <PagedList
      query={CONTENT_QUERIES.publications.pages()}
      header={
        <PageHeader title={t('publication.title')} back={<ExploreBack />}>
          <p className="lede">{t('publication.listIntro')}</p>
        </PageHeader>
      }
    >
      {(publications) =>
        publications.length === 0 ? (
          <EmptyList>{t('publication.empty')}</EmptyList>
        ) : (
          <CardGrid items={publications} keyOf={(p) => p.slug} label={t('publication.title')}>
            {(publication, index) => (
              <EntryCard
                titleLang={langOf(publication, 'title')}
                subtitleLang={langOf(publication, 'subtitle')}
                textLang={langOf(publication, 'short_description')}
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
        )
      }
    </PagedList>
  );
}
