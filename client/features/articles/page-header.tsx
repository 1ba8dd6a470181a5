import type { ReactNode } from 'react';
import styles from './article.module.css';

type Props = {
  title: string;
  back?: ReactNode;
  eyebrow?: ReactNode;
  subtitle?: string | null | undefined;
  children?: ReactNode;
};

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
