import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { sessionQuery } from '../features/session/session-query.ts';
import styles from './header.module.css';
import { AdminIcon } from './icons.tsx';

// SPEC 2: only a signed-in user sees the admin icon.
export function AdminLink() {
  const { data: user } = useQuery(sessionQuery());
  if (!user) return null;
  return (
    <Link to="/admin" className={styles.iconLink} aria-label="Admin dashboard" title={`Signed in as ${user.email}`}>
      <AdminIcon />
    </Link>
  );
}
