import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { dashboardLabel } from '#shared/content/publishing';
import type { PublishStatus } from '#shared/content-fields';
import { Combobox } from '../combobox/combobox.tsx';
import styles from './dashboard.module.css';

type Props = {
  heading: string;
  noun: string;
  /** The admin URL's segment of the type: /admin/{route}/new. */
  route: string;
  /** Content entries say whether and when they are public; images have no such state. */
  entries: UseQueryResult<{ slug: string; title: string; status?: PublishStatus; publish_at?: number | null }[]>;
};

/**
 * One content type on the dashboard (SPEC 2 'Admin routes'): Add, a searchable picker of the existing
 * entries (drafts and scheduled ones marked), and Modify and Delete, which stay disabled until an entry is picked (SPEC 4 'Dashboard').
 */
export function DashboardSection({ heading, noun, route, entries }: Props) {
  const id = useId();
  const navigate = useNavigate();
  const [picked, setPicked] = useState<string | null>(null);
  // Drafts and scheduled entries are marked beside their names, so staff see what is not public yet.
  const now = Date.now();
  const options = (entries.data ?? []).map((e) => ({ value: e.slug, label: dashboardLabel(e, now) }));
  const go = (action: 'update' | 'delete') => {
    if (!picked) return;
    const params = { type: route, slug: picked };
    void navigate(
      action === 'update' ? { to: '/admin/$type/update/$slug', params } : { to: '/admin/$type/delete/$slug', params },
    );
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-heading`}>{heading}</h2>
        <Link to="/admin/$type/new" params={{ type: route }} className="button">
          Add<span className="visually-hidden"> {noun}</span>
        </Link>
      </div>
      <Combobox
        label={`Existing ${heading.toLowerCase()} (${entries.data?.length ?? '…'})`}
        options={options}
        value={picked}
        onChange={(value) => setPicked(typeof value === 'string' ? value : null)}
        placeholder="Type to find one"
        loading={entries.isPending}
      />
      {entries.isError ? <p role="alert">Error: {entries.error.message}</p> : null}
      <div className={styles.actions}>
        <button type="button" className="button button-quiet" disabled={!picked} onClick={() => go('update')}>
          Modify<span className="visually-hidden"> {noun}</span>
        </button>
        <button type="button" className="button button-quiet" disabled={!picked} onClick={() => go('delete')}>
          Delete<span className="visually-hidden"> {noun}</span>
        </button>
      </div>
    </section>
  );
}
