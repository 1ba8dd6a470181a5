import { Link } from '@tanstack/react-router';
import { SEARCH_PAGE_SIZE, SEARCH_TEXTS, SEARCH_TYPE_LABELS } from '#shared/search-texts';
import { Picture } from '../../components/picture.tsx';
import { PathLink } from './path-link.tsx';
import type { SearchResults as Answer } from './queries.ts';
import styles from './search.module.css';

export function SearchResults({ q, answer }: { q: string; answer: Answer }) {
  const pages = Math.max(1, Math.ceil(answer.total / SEARCH_PAGE_SIZE));
  return (
    <section aria-labelledby="search-count">
      <p id="search-count" className={styles.count} aria-live="polite">
        {SEARCH_TEXTS.resultsFor(answer.total, q)}
      </p>
      {answer.total === 0 ? (
        <p className={styles.empty}>{SEARCH_TEXTS.empty}</p>
      ) : (
        <ol className={styles.list}>
          {answer.results.map((result) => (
            <li key={`${result.type}-${result.slug}`} className={styles.result}>
              <div className={styles.thumb}>
                {result.image ? <Picture image={result.image} sizes="6rem" fit="cover" decorative /> : null}
              </div>
              <div className={styles.text}>
                <p className={styles.type}>{SEARCH_TYPE_LABELS[result.type]}</p>
                <h2 className={styles.title}>
                  <PathLink to={result.path} className={styles.link}>
                    {result.title}
                  </PathLink>
                </h2>
                {result.snippet ? <p className={styles.snippet}>{result.snippet}</p> : null}
              </div>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={SEARCH_TEXTS.pageOf(answer.page, pages)}>
          {answer.page > 1 ? (
            <Link to="/search" search={{ q, page: answer.page - 1 }} className="button button-quiet">
              {SEARCH_TEXTS.previous}
            </Link>
          ) : null}
          <span>{SEARCH_TEXTS.pageOf(answer.page, pages)}</span>
          {answer.page < pages ? (
            <Link to="/search" search={{ q, page: answer.page + 1 }} className="button button-quiet">
              {SEARCH_TEXTS.next}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
