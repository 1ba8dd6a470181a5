import type { ReactNode } from 'react';
import styles from './page-intro.module.css';

type Props = { title: string; eyebrow?: string; children?: ReactNode; aside?: ReactNode };

export function PageIntro({ title, eyebrow, children, aside }: Props) {
  return (
    <header className={styles.intro}>
      <div className={styles.text}>
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {children ? <div className={`lede ${styles.lede}`}>{children}</div> : null}
      </div>
      {aside ? <div className={styles.aside}>{aside}</div> : null}
    </header>
  );
}
