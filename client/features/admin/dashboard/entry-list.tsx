import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { type BulkAction, type BulkAnswer, LIST_TEXTS } from '#shared/admin-lists';
import { CONTENT_EDITORS } from '#shared/roles';
import { useMay } from '../access.ts';
import { invalidate } from '../api.ts';
import { contentKey } from '../content-client.ts';
import { PriceListLinks } from '../sheets/sheet-links.tsx';
import { BulkBar } from './bulk-bar.tsx';
import { BulkResult } from './bulk-result.tsx';
import styles from './entry-list.module.css';
import { EntryRow } from './entry-row.tsx';
import { ListFilters } from './list-filters.tsx';
import { entryListQuery, type ListSearch, listedScreen, runBulk } from './list-search.ts';

type Props = { search: ListSearch; onSearch: (next: ListSearch) => void };

export function EntryList({ search, onSearch }: Props) {
  const id = useId();
  const screen = listedScreen(search);
  const queryClient = useQueryClient();
  const list = useQuery({ ...entryListQuery(screen, search), placeholderData: keepPreviousData });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // Publishing, unpublishing and deleting many at once are changes: a role that only reads gets the list alone.
  const edits = useMay(CONTENT_EDITORS);
  // Works are also chosen for a price list, which every role may make (issue 31).
  const priceLists = screen.api === 'shop';
  const [answer, setAnswer] = useState<BulkAnswer | null>(null);
  const listKey = JSON.stringify(search);

  // Another page, type or filter: the selection was of the entries shown before.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is what the selection belongs to
  useEffect(() => setSelected(new Set()), [listKey]);

  const bulk = useMutation({
    mutationFn: (action: BulkAction) => runBulk({ type: contentKey(screen.api), action, ids: [...selected] }),
    onSuccess: async (result) => {
      setAnswer(result);
      setSelected(new Set());
      await invalidate(queryClient, [
        { queryKey: ['admin', screen.api] },
        { queryKey: screen.publicKey },
        ...(screen.shownIn ?? []).map((queryKey) => ({ queryKey })),
      ]);
    },
  });

  const entries = list.data?.entries ?? [];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const page = search.page ?? 1;

  return (
    <section className={styles.list} aria-labelledby={`${id}-heading`}>
      <div className={styles.head}>
        <h2 id={`${id}-heading`}>{LIST_TEXTS.heading}</h2>
        {edits ? (
          <Link to="/admin/$type/new" params={{ type: screen.route }} className="button">
            Add<span className="visually-hidden"> {screen.noun}</span>
          </Link>
        ) : null}
      </div>
      <ListFilters search={search} type={screen.route} onChange={onSearch} />
      {/* Only once there is something to say: the page has one status at a time (the Deleted notice above). */}
      {answer || bulk.isError ? (
        <div role="status">
          {answer ? <BulkResult answer={answer} /> : null}
          {bulk.isError ? <p className={styles.refused}>{LIST_TEXTS.bulkError}</p> : null}
        </div>
      ) : null}
      {edits || priceLists ? (
        <BulkBar
          page={entries}
          selected={selected}
          edits={edits}
          extra={priceLists && selected.size > 0 ? <PriceListLinks ids={[...selected]} /> : null}
          busy={bulk.isPending}
          onSelectPage={(on) => setSelected(new Set(on ? entries.map((entry) => entry._id) : []))}
          onRun={(action) => {
            setAnswer(null);
            bulk.mutate(action);
          }}
        />
      ) : null}
      {list.isError ? <p role="alert">{LIST_TEXTS.loadError}</p> : null}
      {list.data ? (
        <p className={styles.count}>{LIST_TEXTS.count(list.data.total)}</p>
      ) : (
        <p className={styles.count}>…</p>
      )}
      {list.data && entries.length === 0 ? (
        <p>{search.q || search.status ? LIST_TEXTS.none : LIST_TEXTS.empty}</p>
      ) : null}
      <ul className={styles.rows} aria-busy={list.isFetching}>
        {entries.map((entry) => (
          <EntryRow
            key={entry._id}
            entry={entry}
            route={screen.route}
            selected={selected.has(entry._id)}
            selectable={edits || priceLists}
            onSelect={(on) =>
              setSelected((was) => {
                const next = new Set(was);
                if (on) next.add(entry._id);
                else next.delete(entry._id);
                return next;
              })
            }
          />
        ))}
      </ul>
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={LIST_TEXTS.pageOf(page, pages)}>
          {page > 1 ? (
            <Link to="/admin" search={{ ...search, page: page - 1 > 1 ? page - 1 : undefined }} rel="prev">
              {LIST_TEXTS.previous}
            </Link>
          ) : null}
          <span>{LIST_TEXTS.pageOf(page, pages)}</span>
          {page < pages ? (
            <Link to="/admin" search={{ ...search, page: page + 1 }} rel="next">
              {LIST_TEXTS.next}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
