import { createFileRoute, Link } from '@tanstack/react-router';
import { formatDateRange, groupByStatus } from '#shared/exhibition-dates';
import { EXHIBITION_TEXTS as T } from '#shared/exhibition-texts';
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
import styles from './-components/exhibitions.module.css';

export const Route = createFileRoute('/explore/exhibitions/')({
  validateSearch: readPages,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => ensurePages(context.queryClient, CONTENT_QUERIES.exhibitions.pages(), deps.pages),
  head: () => staticHead('/explore/exhibitions'),
  component: Exhibitions,
  errorComponent: () => <ErrorPage text={LOAD_ERRORS.exhibitions} />,
});

/** Grouped by the server, by the gallery's day. */
function Exhibitions() {
  return (
    <PagedList
      query={CONTENT_QUERIES.exhibitions.pages()}
      header={
        <PageHeader title={T.title} back={<ExploreBack />}>
          <p className="lede">{T.listIntro}</p>
        </PageHeader>
      }
    >
      {(exhibitions) => {
        const groups = groupByStatus(exhibitions);
        return (
          <>
            {exhibitions.length === 0 ? <EmptyList>{T.empty}</EmptyList> : null}
            {groups.map((group, groupIndex) => (
              <section key={group.status} className={styles.group} aria-labelledby={`exhibitions-${group.status}`}>
                <h2 id={`exhibitions-${group.status}`} className={styles.groupTitle}>
                  {T.groups[group.status]}
                </h2>
                <CardGrid items={group.exhibitions} keyOf={(e) => e.slug} columns="wide">
                  {(exhibition, index) => (
                    <EntryCard
                      titleLang={langOf(exhibition, 'title')}
                      subtitleLang={langOf(exhibition, 'subtitle')}
                      textLang={langOf(exhibition, 'venue')}
                      image={exhibition.img}
                      priority={groupIndex === 0 && index === 0}
                      headingLevel={3}
                      link={
                        <Link to="/explore/exhibitions/$slug" params={{ slug: exhibition.slug }}>
                          {exhibition.title}
                        </Link>
                      }
                      meta={formatDateRange(exhibition)}
                      subtitle={exhibition.subtitle}
                      text={exhibition.venue}
                    />
                  )}
                </CardGrid>
              </section>
            ))}
          </>
        );
      }}
    </PagedList>
  );
}
