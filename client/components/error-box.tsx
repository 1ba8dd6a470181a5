import type { ReactNode } from 'react';
import styles from './error-box.module.css';

/** A load failure, in the SPEC's words (section 8). */
export function ErrorBox({ children }: { children: ReactNode }) {
  return (
    <div className={styles.box} role="alert">
      <p>{children}</p>
    </div>
  );
}

/** One of the SPEC's error texts inside the page's frame, as a whole route shows it. */
export function ErrorPage({ text }: { text: string }) {
  return (
    <div className="page">
      <ErrorBox>{text}</ErrorBox>
    </div>
  );
}

/**
 * A route's errorComponent for one of the SPEC's texts. Called once where the route is declared, so the
 * component it returns is the same on every render. Give the text as a function (`() => LOAD_ERRORS.shop`)
 * so it is read when shown, in the page's language: a route's module is read before the messages load.
 */
export const errorPage = (text: string | (() => string)) => () => (
  <ErrorPage text={typeof text === 'function' ? text() : text} />
);
