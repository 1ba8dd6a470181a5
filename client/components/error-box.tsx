import type { ReactNode } from 'react';
import styles from './error-box.module.css';

export function ErrorBox({ children }: { children: ReactNode }) {
  return (
    <div className={styles.box} role="alert">
      <p>{children}</p>
    </div>
  );
}

export function ErrorPage({ text }: { text: string }) {
  return (
    <div className="page">
      <ErrorBox>{text}</ErrorBox>
    </div>
  );
}

// A text given as a function is read when shown, in the page's language: route modules load before messages.
export const errorPage = (text: string | (() => string)) => () => (
  <ErrorPage text={typeof text === 'function' ? text() : text} />
);
