import { Link } from '@tanstack/react-router';
import { ErrorList } from './error-list.tsx';
import styles from './form.module.css';

/** SPEC 2 'Admin form screens': Return link top and bottom; Save, success message, then errors, in that order. */

export function DashboardLink({ at }: { at: 'top' | 'bottom' }) {
  const link = (
    <Link to="/admin" className={styles.back}>
      Return to Admin Dashboard
    </Link>
  );
  return at === 'top' ? link : <p className={styles.bottom}>{link}</p>;
}

type SaveProps = {
  busy: boolean;
  locked?: boolean;
  errors: string[];
  message?: string | null | undefined;
};

export function SaveAndErrors({ busy, locked = false, errors, message }: SaveProps) {
  return (
    <>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={busy || locked}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
      {message ? (
        <p className={styles.success} role="status">
          {message}
        </p>
      ) : null}
      <ErrorList errors={errors} />
    </>
  );
}
