import type { ReactNode } from 'react';
import styles from './article.module.css';

type Props = {
  title: string;
  /** A link back to the list, above everything else. */
  back?: ReactNode;
  /** The small line above the title: the section name, or a post's date. */
  eyebrow?: ReactNode;
  subtitle?: string | null | undefined;
  children?: ReactNode;
};

/** The top of a list or detail page: where it sits, its one <h1>, and its subtitle. */
export function PageHeader({ title, back, eyebrow, subtitle, children }: Props) {
  return (
    <header className={styles.header}>
      {back}
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {subtitle?.trim() ? <p className={styles.subtitle}>{subtitle}</p> : null}
      {children}
    </header>
  );
}
