import { Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { CONTENT_EDITORS } from '#shared/roles';
import { useMay } from '../access.ts';
import styles from './dashboard.module.css';

type Props = {
  heading: string;
  noun: string;
  route: string;
  picked: string | null;
  children: ReactNode;
};

/**
 * SPEC 4 'Dashboard': Modify and Delete stay disabled until an entry is picked. A role that may only read the
 * catalogue gets View instead, and neither Add nor Delete.
 */
export function DashboardSection({ heading, noun, route, picked, children }: Props) {
  const id = useId();
  const edits = useMay(CONTENT_EDITORS);
  const navigate = useNavigate();
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
        {edits ? (
          <Link to="/admin/$type/new" params={{ type: route }} className="button">
            Add<span className="visually-hidden"> {noun}</span>
          </Link>
        ) : null}
      </div>
      {children}
      <div className={styles.actions}>
        <button type="button" className="button button-quiet" disabled={!picked} onClick={() => go('update')}>
          {edits ? 'Modify' : 'View'}
          <span className="visually-hidden"> {noun}</span>
        </button>
        {edits ? (
          <button type="button" className="button button-quiet" disabled={!picked} onClick={() => go('delete')}>
            Delete<span className="visually-hidden"> {noun}</span>
          </button>
        ) : null}
      </div>
    </section>
  );
}
