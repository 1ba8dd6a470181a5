import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { formatDateRange, groupByStatus } from '#shared/exhibition-dates';
import { EXHIBITION_TEXTS as T } from '#shared/exhibition-texts';
import { UntranslatedNote } from '../../../app-shell/untranslated-note.tsx';
import { CardGrid } from '../../../components/card-grid.tsx';
import { ErrorPage } from '../../../components/error-box.tsx';
import { langOf } from '../../../components/in-english.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { EntryCard } from '../../../features/articles/entry-card.tsx';
import { PageHeader } from '../../../features/articles/page-header.tsx';
import { CONTENT_QUERIES } from '../../../lib/content-queries.ts';
import { staticHead } from '../../../lib/head.ts';
import { ensurePages, LIST_TEXTS, pagesParam, readPages, useMore } from '../../../lib/list-pages.ts';
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

/** Current, upcoming and past exhibitions, in that order, as the server grouped them by the gallery's day. */
function Exhibitions() {
  const query = useSuspenseInfiniteQuery(CONTENT_QUERIES.exhibitions.pages());
  const exhibitions = query.data.pages.flatMap((page) => page.items);
  const navigate = Route.useNavigate();
  const more = useMore(query, (loaded) =>
    navigate({ search: { pages: pagesParam(loaded) }, replace: true, resetScroll: false }),
  );
  const groups = groupByStatus(exhibitions);
  return (
    <div className="page">
      <UntranslatedNote />
      <PageHeader title={T.title} back={<ExploreBack />}>
        <p className="lede">{T.listIntro}</p>
      </PageHeader>
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
      <LoadMore {...more} label={LIST_TEXTS.more} loadingLabel={LIST_TEXTS.loading} />
    </div>
  );
}
