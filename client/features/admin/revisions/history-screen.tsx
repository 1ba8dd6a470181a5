import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { RevisionSummary } from '#shared/revisions';
import { adminEntryQuery } from '../api.ts';
import { DashboardLink } from '../form/form-parts.tsx';
import type { Screen } from '../screens/registry.ts';
import { Compare } from './compare.tsx';
import { PART_LABELS } from './language-rows.ts';
import { revisionPagesQuery } from './queries.ts';
import styles from './revisions.module.css';
import { formatSavedAt, HISTORY_TEXTS as T } from './texts.ts';

type Props = { screen: Screen; slug: string; rev: number | undefined };

export function HistoryScreen({ screen, slug, rev }: Props) {
  const { data: entry } = useSuspenseQuery(adminEntryQuery(screen.api, slug));
  const pages = useSuspenseInfiniteQuery(revisionPagesQuery(screen.api, entry._id));
  const revisions = pages.data.pages.flatMap((page) => page.items);
  const chosen = revisions.find((r) => r.id === rev);
  const name = String(entry[screen.titleField] ?? slug);
  const list = useRef<HTMLOListElement>(null);
  const focusAfter = useRef<number | null>(null);

  // The keyboard goes on from the first version the page added, not from the top of the screen, once it is
  // on the screen.
  useEffect(() => {
    const shown = focusAfter.current;
    if (shown === null || revisions.length <= shown) return;
    focusAfter.current = null;
    list.current?.querySelector<HTMLAnchorElement>(`li:nth-child(${shown + 1}) a`)?.focus();
  }, [revisions.length]);

  async function showOlder() {
    focusAfter.current = revisions.length;
    const result = await pages.fetchNextPage();
    if (result.isError) focusAfter.current = null;
  }

  return (
    <div className={`page ${styles.screen}`}>
      <DashboardLink at="top" />
      <h1>{T.title(screen.noun, name)}</h1>
      <p>
        <Link to="/admin/$type/update/$slug" params={{ type: screen.route, slug }}>
          {T.backToForm}
        </Link>
      </p>
      <section aria-labelledby="history-list-heading">
        <h2 id="history-list-heading">{T.listHeading}</h2>
        {revisions.length === 0 ? (
          <p>{T.empty}</p>
        ) : (
          <ol className={styles.list} ref={list}>
            {revisions.map((revision) => (
              <li key={revision.id} className={revision.id === rev ? styles.chosen : undefined}>
                <Link
                  to="/admin/$type/history/$slug"
                  params={{ type: screen.route, slug }}
                  search={{ rev: revision.id }}
                  aria-current={revision.id === rev ? 'true' : undefined}
                  className={styles.when}
                >
                  {formatSavedAt(revision.savedAt)}
                </Link>{' '}
                <span className={styles.who}>{T.by(revision.savedBy || T.unknownSaver)}</span>
                <ChangedFields screen={screen} revision={revision} />
              </li>
            ))}
          </ol>
        )}
        {pages.hasNextPage ? (
          <p className={styles.older}>
            <button
              type="button"
              className="button button-quiet"
              // Not disabled while it loads: a disabled button would drop the keyboard's focus to the page.
              onClick={() => {
                if (!pages.isFetchingNextPage) void showOlder();
              }}
              aria-busy={pages.isFetchingNextPage}
            >
              {pages.isFetchingNextPage ? T.loadingOlder : T.older}
            </button>
          </p>
        ) : null}
        {pages.isFetchNextPageError ? <p role="alert">{T.olderFailed}</p> : null}
      </section>
      {rev !== undefined ? (
        <Compare key={rev} screen={screen} entry={entry} slug={slug} rev={rev} savedAt={chosen?.savedAt} />
      ) : revisions.length > 0 ? (
        <p>{T.choose}</p>
      ) : null}
      <DashboardLink at="bottom" />
    </div>
  );
}

function ChangedFields({ screen, revision }: { screen: Screen; revision: RevisionSummary }) {
  if (revision.changed === null) return <p className={styles.changed}>{T.first}</p>;
  if (revision.changed.length === 0) return <p className={styles.changed}>{T.nothingChanged}</p>;
  const labels = revision.changed.map(
    (name) => screen.fields.find((f) => f.name === name)?.label ?? PART_LABELS[name] ?? name,
  );
  return (
    <p className={styles.changed}>
      {T.changed} {labels.join(', ')}
    </p>
  );
}
