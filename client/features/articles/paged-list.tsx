import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { UntranslatedNote } from '../../app-shell/untranslated-note.tsx';
import { LoadMore } from '../../components/load-more.tsx';
import { LIST_TEXTS, type PagedOptions, type PageShape, pagesParam, useMore } from '../../lib/list-pages.ts';

/** `?pages=` brings a visitor coming back to the same place. */
export function PagedList<P extends PageShape & { items: readonly unknown[] }>({
  query: options,
  header,
  children,
}: {
  query: PagedOptions<P>;
  header: ReactNode;
  children: (items: P['items'][number][]) => ReactNode;
}) {
  const query = useSuspenseInfiniteQuery(options);
  const items = query.data.pages.flatMap((page) => page.items);
  const navigate = useNavigate();
  const more = useMore(query, (loaded) =>
    navigate({
      to: '.',
      search: (search) => ({ ...search, pages: pagesParam(loaded) }),
      replace: true,
      resetScroll: false,
    }),
  );
  return (
    <div className="page">
      <UntranslatedNote />
      {header}
      {children(items)}
      <LoadMore {...more} label={LIST_TEXTS.more} loadingLabel={LIST_TEXTS.loading} />
    </div>
  );
}
