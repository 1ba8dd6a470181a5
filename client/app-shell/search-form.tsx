import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { MAX_SEARCH_QUERY, SEARCH_TEXTS } from '#shared/search-texts';
import { SearchIcon } from './icons.tsx';
import styles from './search-form.module.css';

type Props = {
  place: 'header' | 'menu' | 'page';
  initial?: string | undefined;
};

// A GET form to /search, so it works before the scripts load.
export function SearchForm({ place, initial }: Props) {
  const navigate = useNavigate();
  const id = useId();
  return (
    <search className={styles[place]}>
      <form
        action="/search"
        method="get"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
          if (q) void navigate({ to: '/search', search: { q } });
        }}
      >
        <label htmlFor={id} className={place === 'page' ? styles.label : 'visually-hidden'}>
          {place === 'page' ? SEARCH_TEXTS.label : SEARCH_TEXTS.siteLabel}
        </label>
        <div className={styles.field}>
          <input
            key={initial}
            id={id}
            className={styles.input}
            type="search"
            name="q"
            defaultValue={initial}
            placeholder={SEARCH_TEXTS.placeholder}
            maxLength={MAX_SEARCH_QUERY}
            required
            enterKeyHint="search"
          />
          <button type="submit" className={styles.submit}>
            <SearchIcon />
            <span className="visually-hidden">{SEARCH_TEXTS.submit}</span>
          </button>
        </div>
      </form>
    </search>
  );
}
