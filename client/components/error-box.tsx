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

/** One of the SPEC's texts inside the page's frame. */
export function ErrorPage({ text }: { text: string }) {
  return (
    <div className="page">
      <ErrorBox>{text}</ErrorBox>
    </div>
  );
}

/** A route's errorComponent for one of the SPEC's texts: `errorComponent: errorPage(LOAD_ERRORS.artists)`. */
export const errorPage = (text: string) => () => <ErrorPage text={text} />;
