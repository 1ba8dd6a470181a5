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

/** A route's errorComponent that shows one of the SPEC's texts inside the page's frame. */
export const errorPage = (text: string) =>
  function RouteError() {
    return (
      <div className="page">
        <ErrorBox>{text}</ErrorBox>
      </div>
    );
  };
