import { Link } from '@tanstack/react-router';
import styles from './not-found.module.css';

/** Unknown paths and unknown slugs (SPEC 2). */
export function NotFound() {
  return (
    <div className={`page ${styles.wrap}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Oops! Page not found.</h1>
      <p>The page you are looking for may have moved, or the address may be mistyped.</p>
      <Link to="/" className="button">
        Back to home
      </Link>
    </div>
  );
}
