import styles from './form.module.css';

/** SPEC 2 'Admin form screens': errors are listed under the Save button. */
export function ErrorList({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul className={styles.errors} role="alert" aria-label="Errors">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}
