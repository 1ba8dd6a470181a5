import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { MAX_SEARCH_QUERY, SEARCH_TEXTS, SEARCH_TYPE_LABELS } from '#shared/search';
import { api, unwrap } from '../../../lib/api.ts';
import styles from './search-box.module.css';

const adminSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'search', q],
    queryFn: ({ signal }) => unwrap(api.admin.search.$get({ query: { q } }, { init: { signal } })),
    enabled: q.length > 0,
  });

export function SearchBox() {
  const [q, setQ] = useState('');
  const found = useQuery(adminSearchQuery(q));
  const router = useRouter();
  const id = useId();
  return (
    <section className={styles.box} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{SEARCH_TEXTS.adminHeading}</h2>
      <p className={styles.note}>{SEARCH_TEXTS.adminNote}</p>
      <search>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            setQ(String(new FormData(event.currentTarget).get('q') ?? '').trim());
          }}
        >
          <label htmlFor={id} className="visually-hidden">
            {SEARCH_TEXTS.label}
          </label>
          <input id={id} className={styles.input} type="search" name="q" maxLength={MAX_SEARCH_QUERY} required />
          <button type="submit" className="button">
            {SEARCH_TEXTS.submit}
          </button>
        </form>
      </search>
      <div aria-live="polite">
        {found.isError ? <p role="alert">{SEARCH_TEXTS.loadError}</p> : null}
        {found.data ? (
          found.data.total === 0 ? (
            <p>{SEARCH_TEXTS.adminNone}</p>
          ) : (
            <>
              <p className={styles.note}>{SEARCH_TEXTS.resultsFor(found.data.total, q)}</p>
              <ul className={styles.list}>
                {found.data.results.map((result) => (
                  <li key={`${result.type}-${result.slug}`}>
                    <span className={styles.type}>{SEARCH_TYPE_LABELS[result.type]}</span>{' '}
                    <a
                      href={result.path}
                      onClick={(event) => {
                        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                        event.preventDefault();
                        router.history.push(result.path);
                      }}
                    >
                      {result.title}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )
        ) : null}
      </div>
    </section>
  );
}
