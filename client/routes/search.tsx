import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { SEARCH_TEXTS } from '#shared/search-texts';
import { SearchForm } from '../app-shell/search-form.tsx';
import { ErrorPage } from '../components/error-box.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { staticHead } from '../lib/head.ts';
import { readSearchParams, searchQuery } from './-search/queries.ts';
import { SearchResults } from './-search/search-results.tsx';

export const Route = createFileRoute('/search')({
  validateSearch: readSearchParams,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (deps.q) await context.queryClient.ensureQueryData(searchQuery(deps.q, deps.page ?? 1));
  },
  head: () => staticHead('/search'),
  errorComponent: () => <ErrorPage text={SEARCH_TEXTS.loadError} />,
  component: Search,
});

function Search() {
  const { q, page } = Route.useSearch();
  return (
    <div className="page">
      <PageIntro title={SEARCH_TEXTS.heading}>
        <p>{SEARCH_TEXTS.intro}</p>
      </PageIntro>
      <SearchForm place="page" initial={q} />
      {q ? <Answer q={q} page={page ?? 1} /> : <p>{SEARCH_TEXTS.prompt}</p>}
    </div>
  );
}

function Answer({ q, page }: { q: string; page: number }) {
  const { data } = useSuspenseQuery(searchQuery(q, page));
  return <SearchResults q={q} answer={data} />;
}
