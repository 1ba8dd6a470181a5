import { useId } from 'react';
import { LIST_SORTS, LIST_STATES, LIST_TEXTS, MAX_LIST_QUERY } from '#shared/admin-lists';
import { CONTENT_SCREENS } from '../screens/registry.ts';
import styles from './entry-list.module.css';
import type { ListSearch } from './list-search.ts';

type Props = { search: ListSearch; type: string; onChange: (next: ListSearch) => void };

/** The title search is sent with its button or Enter, so each keystroke is not a request. */
export function ListFilters({ search, type, onChange }: Props) {
  const id = useId();
  const change = (patch: Partial<ListSearch>) => onChange({ ...search, ...patch, page: undefined });
  return (
    <div className={styles.filters}>
      <div className={styles.filter}>
        <label htmlFor={`${id}-type`}>{LIST_TEXTS.typeFilter}</label>
        <select
          id={`${id}-type`}
          className="input"
          value={type}
          onChange={(e) => onChange({ type: e.currentTarget.value, sort: search.sort, dir: search.dir })}
        >
          {CONTENT_SCREENS.map((screen) => (
            <option key={screen.route} value={screen.route}>
              {screen.heading}
            </option>
          ))}
        </select>
      </div>
      <search className={styles.filter}>
        <form
          className={styles.find}
          onSubmit={(event) => {
            event.preventDefault();
            const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
            change({ q: q || undefined });
          }}
        >
          <label htmlFor={`${id}-q`}>{LIST_TEXTS.search}</label>
          <span className={styles.findRow}>
            <input
              id={`${id}-q`}
              key={search.q ?? ''}
              className="input"
              type="search"
              name="q"
              defaultValue={search.q ?? ''}
              maxLength={MAX_LIST_QUERY}
            />
            <button type="submit" className="button button-quiet">
              {LIST_TEXTS.searchSubmit}
            </button>
          </span>
        </form>
      </search>
      <div className={styles.filter}>
        <label htmlFor={`${id}-status`}>{LIST_TEXTS.statusFilter}</label>
        <select
          id={`${id}-status`}
          className="input"
          value={search.status ?? ''}
          onChange={(e) => change({ status: (e.currentTarget.value || undefined) as ListSearch['status'] })}
        >
          <option value="">{LIST_TEXTS.anyStatus}</option>
          {LIST_STATES.map((state) => (
            <option key={state} value={state}>
              {LIST_TEXTS.states[state]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-sort`}>{LIST_TEXTS.sort}</label>
        <select
          id={`${id}-sort`}
          className="input"
          value={search.sort ?? 'changed'}
          onChange={(e) => change({ sort: e.currentTarget.value as ListSearch['sort'], dir: undefined })}
        >
          {LIST_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {LIST_TEXTS.sorts[sort]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
